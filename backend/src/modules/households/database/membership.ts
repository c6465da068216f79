import type { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../../platform/errors/domain-error.js';

/**
 * Membership is `users.household_id` (a database fact owned here; identity creates the first one at
 * sign-up). These helpers run inside the caller's transaction.
 */

/** The user's current household, locked for the rest of the transaction (the actor may be stale). */
export async function lockMembership(em: SqlEntityManager, userId: string): Promise<{ householdId: string; firstName: string | null }> {
  const [row] = await em.execute<{ household_id: string; first_name: string | null }[]>(
    'select household_id, first_name from users where id = ? for update',
    [userId],
  );
  if (!row) throw new NotFoundError();
  return { householdId: row.household_id, firstName: row.first_name };
}

/** Locks households in id order, so two moves between the same households cannot deadlock. */
export async function lockHouseholds(em: SqlEntityManager, ids: readonly string[]): Promise<void> {
  const distinct = [...new Set(ids)].sort();
  await em.execute(`select id from households where id in (${distinct.map(() => '?').join(', ')}) order by id for update`, distinct);
}

export async function countMembers(em: SqlEntityManager, householdId: string): Promise<number> {
  const [{ count }] = await em.execute<{ count: string | number }[]>('select count(*) as count from users where household_id = ?', [
    householdId,
  ]);
  return Number(count);
}

export async function moveMember(em: SqlEntityManager, userId: string, householdId: string): Promise<void> {
  await em.execute('update users set household_id = ?, updated_at = now() where id = ?', [householdId, userId]);
}

/** Deletes a household nobody belongs to any more; its data goes with it (foreign keys cascade). */
export async function deleteIfEmpty(em: SqlEntityManager, householdId: string): Promise<boolean> {
  if ((await countMembers(em, householdId)) > 0) return false;
  await em.execute('delete from households where id = ?', [householdId]);
  return true;
}
