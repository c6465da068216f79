import { Query } from '@nestjs/cqrs';
import type { Role } from '#platform/auth/actor.js';

export interface HouseholdMember {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  role: Role;
}

/** Handled by identity: the users whose household this is, oldest first. */
export class ListHouseholdMembersQuery extends Query<HouseholdMember[]> {
  constructor(readonly householdId: string) {
    super();
  }
}
