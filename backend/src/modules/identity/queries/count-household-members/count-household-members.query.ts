import { Query } from '@nestjs/cqrs';

/**
 * Handled by identity: how many users belong to the household. Inside a unit of work it counts what
 * that transaction sees (a member just moved or deleted is already gone).
 */
export class CountHouseholdMembersQuery extends Query<number> {
  constructor(readonly householdId: string) {
    super();
  }
}
