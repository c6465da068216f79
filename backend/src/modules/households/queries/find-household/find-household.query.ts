import { Query } from '@nestjs/cqrs';

/** A household's own facts, without members or invite (a live invite code is a credential). */
export interface HouseholdRecord {
  id: string;
  name: string;
  /** as the database driver hands it over */
  createdAt: unknown;
}

/** Handled by households: the household, or null when it does not exist. */
export class FindHouseholdQuery extends Query<HouseholdRecord | null> {
  constructor(readonly householdId: string) {
    super();
  }
}
