import { Command } from '@nestjs/cqrs';

/**
 * Handled by households, inside the caller's unit of work: locks these households (in id order)
 * until it commits, which serialises every change of their membership (joins, leaves, deletions).
 */
export class LockHouseholdsCommand extends Command<void> {
  constructor(readonly householdIds: readonly string[]) {
    super();
  }
}
