import type { SqlEntityManager } from '@mikro-orm/sql';
import { daysBetween } from '@sous/kitchen';
import type { ExpirationNotification } from '@sous/contracts';

export interface ExpiringItem extends ExpirationNotification {
  foodCategory: string | null;
  quantity: string;
  unit: string;
}

/**
 * The household's items expiring on or before `cutoff` (already expired ones included: they still
 * need a decision), not dismissed, soonest first, ties by name then id so every read (the list, the push, the socket event) gives the same order. The cutoff comes from the user's settings, which
 * are identity's (application/expiring-items.ts asks them).
 */
export async function expiringItemsUntil(em: SqlEntityManager, householdId: string, today: string, cutoff: string): Promise<ExpiringItem[]> {
  const rows = await em.execute<{ id: string; name: string; expiration_date: string; food_category: string | null; quantity: string; unit: string }[]>(
    `select id, name, expiration_date, food_category, quantity, unit from food_items
      where household_id = ? and notification_dismissed = false and expiration_date is not null and expiration_date <= ?
      order by expiration_date, lower(name), id`,
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
