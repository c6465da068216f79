import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
// membership is `users.household_id`: identity owns the row, households decides who moves (issue 19)
import { LockMembershipCommand } from '../../identity/commands/lock-membership/lock-membership.command.js';
import { MoveToHouseholdCommand } from '../../identity/commands/move-to-household/move-to-household.command.js';
import { CountHouseholdMembersQuery } from '../../identity/queries/count-household-members/count-household-members.query.js';
import { deleteHousehold } from '../database/membership.js';

/**
 * Membership is `users.household_id`, a row of identity's that households changes through
 * identity's commands (identity creates the first one at sign-up). These helpers of the use cases
 * run inside the caller's unit of work; the handlers they reach on the bus join its transaction.
 * They live here, not in database/, which only reads and writes households' own rows (issue 34).
 */

/** The user's current household, locked for the rest of the transaction (the actor may be stale). */
export async function lockMembership(commands: CommandBus, userId: string): Promise<{ householdId: string; firstName: string | null }> {
  return commands.execute(new LockMembershipCommand(userId));
}

export async function countMembers(queries: QueryBus, householdId: string): Promise<number> {
  return queries.execute(new CountHouseholdMembersQuery(householdId));
}

export async function moveMember(commands: CommandBus, userId: string, householdId: string): Promise<void> {
  await commands.execute(new MoveToHouseholdCommand(userId, householdId));
}

/** Deletes a household nobody belongs to any more; its data goes with it (foreign keys cascade). */
export async function deleteIfEmpty(em: SqlEntityManager, queries: QueryBus, householdId: string): Promise<boolean> {
  if ((await countMembers(queries, householdId)) > 0) return false;
  await deleteHousehold(em, householdId);
  return true;
}
