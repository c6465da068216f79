import type { SqlEntityManager } from '@mikro-orm/sql';

/** How an alert names a household member: their first name, else a neutral phrase (never the email). */
export async function memberName(em: SqlEntityManager, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await em.execute<{ first_name: string | null }[]>('select first_name from users where id = ?', [userId]);
  return row?.first_name?.trim() || 'A household member';
}
