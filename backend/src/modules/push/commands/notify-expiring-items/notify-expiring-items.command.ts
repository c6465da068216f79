import { Command } from '@nestjs/cqrs';
import type { ExpirationNotification } from '@sous/contracts';

/** The expiry check found these items for one user: their browsers hear of each, once a day. Answers how many pushes went out. */
export class NotifyExpiringItemsCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly items: readonly ExpirationNotification[],
    readonly now = new Date(),
  ) {
    super();
  }
}
