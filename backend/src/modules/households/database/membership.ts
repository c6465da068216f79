import type { SqlEntityManager } from '@mikro-orm/sql';

/** Locks households in id order, so two moves between the same households cannot deadlock. */
export async function lockHouseholds(em: SqlEntityManager, ids: readonly string[]): Promise<void> {
  const distinct = [...new Set(ids)].sort();
  await em.execute(`select id from households where id in (${distinct.map(() => '?').join(', ')}) order by id for update`, distinct);
}

/** Deletes the household; its data goes with it (foreign keys cascade). Whether it is empty is the caller's question. */
export async function deleteHousehold(em: SqlEntityManager, householdId: string): Promise<void> {
  await em.execute('delete from households where id = ?', [householdId]);
}
