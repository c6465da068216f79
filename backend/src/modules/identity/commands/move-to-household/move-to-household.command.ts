import { Command } from '@nestjs/cqrs';

/**
 * Handled by identity: the user now belongs to this household (`users.household_id`). Households
 * decides who may move and locks what must be locked; this only writes the user's row.
 */
export class MoveToHouseholdCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly householdId: string,
  ) {
    super();
  }
}
