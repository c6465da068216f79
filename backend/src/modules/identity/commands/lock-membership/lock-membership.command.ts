import { Command } from '@nestjs/cqrs';

/**
 * Handled by identity, inside the caller's unit of work: locks the user's row for the rest of the
 * transaction and answers their current household (the actor may be stale) and first name.
 * An unknown user is a NotFoundError.
 */
export class LockMembershipCommand extends Command<{ householdId: string; firstName: string | null }> {
  constructor(readonly userId: string) {
    super();
  }
}
