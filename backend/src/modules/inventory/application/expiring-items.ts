import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import { addDays, todayIn } from '@sous/kitchen';
import { GetUserSettingsQuery } from '../../identity/queries/get-user-settings/get-user-settings.query.js';
import { type ExpiringItem, expiringItemsUntil } from '../database/expiring-items.js';

/**
 * The household's items expiring within the user's `expirationAlertDays` (identity's setting, asked
 * on the bus here: database/ never calls the buses, issue 34), not dismissed, soonest first.
 */
export async function findExpiringItems(
  em: SqlEntityManager,
  queries: QueryBus,
  userId: string,
  householdId: string,
  now = new Date(),
): Promise<ExpiringItem[]> {
  const today = todayIn(now);
  const settings = await queries.execute(new GetUserSettingsQuery(userId));
  return expiringItemsUntil(em, householdId, today, addDays(today, settings?.expirationAlertDays ?? 3));
}
