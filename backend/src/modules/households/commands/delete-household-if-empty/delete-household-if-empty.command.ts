import { Command } from '@nestjs/cqrs';

/**
 * Handled by households: deletes the household when nobody belongs to it any more (its data goes
 * with it: the foreign keys cascade); answers whether it did. Run it under `LockHouseholdsCommand`.
 */
export class DeleteHouseholdIfEmptyCommand extends Command<boolean> {
  constructor(readonly householdId: string) {
    super();
  }
}
