import { addDays, todayIn } from '@sous/kitchen';
import type { listFoodItemsQuery } from '@sous/contracts';
import type { z } from 'zod';

/** The list's order: soonest expiry first (undated last), then name, then when added; the id settles ties. */
export const foodItemOrder = 'fi.expiration_date asc nulls last, lower(fi.name), fi.added_at, fi.id';

/** `GET /api/food-items` filters as SQL conditions on `food_items fi`, the household's first. */
export function foodItemFilters(householdId: string, filters: z.output<typeof listFoodItemsQuery>): { where: string[]; params: unknown[] } {
  const where = ['fi.household_id = ?'];
  const params: unknown[] = [householdId];
  if (filters.storageLocationId) {
    where.push('fi.storage_location_id = ?');
    params.push(filters.storageLocationId);
  }
  if (filters.category !== undefined) {
    // the sidebar's Uncategorized group is the items without a category
    if (filters.category.toLowerCase() === 'uncategorized') where.push("coalesce(fi.food_category, '') = ''");
    else {
      where.push('lower(fi.food_category) = lower(?)');
      params.push(filters.category);
    }
  }
  if (filters.expiringWithinDays !== undefined) {
    where.push('fi.expiration_date is not null and fi.expiration_date <= ?');
    params.push(addDays(todayIn(new Date()), filters.expiringWithinDays));
  }
  if (filters.q) {
    where.push("fi.name ilike ? escape '\\'");
    params.push(`%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return { where, params };
}
