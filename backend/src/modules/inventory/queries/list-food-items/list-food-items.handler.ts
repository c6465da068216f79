import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, todayIn } from '@sous/kitchen';
import type { FoodItem } from '@sous/contracts';
import { foodItemColumns, type FoodItemRow, toFoodItem } from '../../database/food-item.row.js';
import { ListFoodItemsQuery } from './list-food-items.query.js';

/** The household's food, soonest expiry first (undated last), then by name. */
@QueryHandler(ListFoodItemsQuery)
export class ListFoodItemsHandler implements IQueryHandler<ListFoodItemsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, filters }: ListFoodItemsQuery): Promise<FoodItem[]> {
    const where = ['fi.household_id = ?'];
    const params: unknown[] = [actor.householdId];
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
    const rows = await this.em.execute<FoodItemRow[]>(
      `select ${foodItemColumns} from food_items fi where ${where.join(' and ')}
        order by fi.expiration_date asc nulls last, lower(fi.name), fi.added_at`,
      params,
    );
    return rows.map(toFoodItem);
  }
}
