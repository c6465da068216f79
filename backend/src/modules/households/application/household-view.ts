import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import type { Household } from '@sous/contracts';
import { ListHouseholdMembersQuery } from '../../identity/queries/list-household-members/list-household-members.query.js';
import { findHouseholdRow, toHousehold } from '../database/household.row.js';

/**
 * Reads a household with its members (oldest first, from identity), or null when it does not exist.
 * The row is database/'s; the members are asked of identity on the bus here, by the use cases' layer
 * (issue 34: database/ never calls the buses).
 */
export async function readHousehold(em: SqlEntityManager, queries: QueryBus, householdId: string, viewerId: string): Promise<Household | null> {
  const household = await findHouseholdRow(em, householdId);
  if (!household) return null;
  const members = await queries.execute(new ListHouseholdMembersQuery(householdId));
  return toHousehold(
    household,
    members.map((m) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName, email: m.email, profile_image_url: m.profileImageUrl, role: m.role })),
    viewerId,
    new Date(),
  );
}
