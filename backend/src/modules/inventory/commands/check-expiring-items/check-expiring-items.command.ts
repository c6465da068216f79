import { Command } from '@nestjs/cqrs';
import type { ExpirationNotification } from '@sous/contracts';

/** Finds what is about to expire for one user, marks it notified and pushes it to their devices. */
export class CheckExpiringItemsCommand extends Command<ExpirationNotification[]> {
  constructor(
    readonly userId: string,
    readonly householdId: string,
  ) {
    super();
  }
}
