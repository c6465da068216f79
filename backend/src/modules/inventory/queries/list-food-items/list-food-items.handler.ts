import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { foodItemColumns, type FoodItemRow, toFoodItem } from '../../database/food-item.row.js';
import { foodItemFilters, foodItemOrder } from './food-item-filters.js';
import { ListFoodItemsQuery } from './list-food-items.query.js';

/** The household's food, soonest expiry first (undated last), then by name. */
@QueryHandler(ListFoodItemsQuery)
export class ListFoodItemsHandler implements IQueryHandler<ListFoodItemsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, filters }: ListFoodItemsQuery): Promise<FoodItem[]> {
    const { where, params } = foodItemFilters(actor.householdId, filters);
    const rows = await this.em.execute<FoodItemRow[]>(`select ${foodItemColumns} from food_items fi where ${where.join(' and ')} order by ${foodItemOrder}`, params);
    return rows.map(toFoodItem);
  }
}
