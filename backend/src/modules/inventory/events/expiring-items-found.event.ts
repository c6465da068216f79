import type { ExpirationNotification } from '@sous/contracts';

/** Items about to expire were announced to one user (published for other modules: push alerts). */
export class ExpiringItemsFound {
  constructor(
    readonly userId: string,
    readonly notifications: ExpirationNotification[],
  ) {}
}
