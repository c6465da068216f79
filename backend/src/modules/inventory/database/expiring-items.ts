import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import { addDays, daysBetween, todayIn } from '@sous/kitchen';
import type { ExpirationNotification } from '@sous/contracts';
import { GetUserSettingsQuery } from '../../identity/queries/get-user-settings/get-user-settings.query.js';

export interface ExpiringItem extends ExpirationNotification {
  foodCategory: string | null;
  quantity: string;
  unit: string;
}

/**
 * The household's items expiring within the user's `expirationAlertDays` (already expired ones
 * included: they still need a decision), not dismissed, soonest first.
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
  const cutoff = addDays(today, settings?.expirationAlertDays ?? 3);
  const rows = await em.execute<{ id: string; name: string; expiration_date: string; food_category: string | null; quantity: string; unit: string }[]>(
    `select id, name, expiration_date, food_category, quantity, unit from food_items
      where household_id = ? and notification_dismissed = false and expiration_date is not null and expiration_date <= ?
      order by expiration_date, lower(name)`,
    [householdId, cutoff],
  );
  return rows.map((row) => ({
    id: row.id,
    foodItemName: row.name,
    daysUntilExpiry: daysBetween(today, row.expiration_date),
    foodCategory: row.food_category,
    quantity: row.quantity,
    unit: row.unit,
  }));
}

export const toNotification = ({ id, foodItemName, daysUntilExpiry }: ExpiringItem): ExpirationNotification => ({ id, foodItemName, daysUntilExpiry });
