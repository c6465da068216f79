import type { QueryBus } from '@nestjs/cqrs';
import { FindUserNamesQuery } from '../../identity/queries/find-user-names/find-user-names.query.js';

/** How an alert names a household member: their first name, else a neutral phrase (never the email). */
export async function memberName(queries: QueryBus, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const [user] = await queries.execute(new FindUserNamesQuery([userId]));
  return user?.firstName?.trim() || 'A household member';
}
