import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem, FoodItemView } from '@sous/contracts';
import type { JsonText } from '#platform/http/page-link.js';
import { foodItemColumnsFor, foodItemJson, type FoodItemRow, foodItemTextColumns, toFoodItem, viewOf } from '../../database/food-item.row.js';
import { foodItemFilters, foodItemOrder } from './food-item-filters.js';
import { ListFoodItemsJsonQuery } from './list-food-items-json.query.js';
import { ListFoodItemsQuery } from './list-food-items.query.js';

/** The household's food, soonest expiry first (undated last), then by name. */
@QueryHandler(ListFoodItemsQuery)
export class ListFoodItemsHandler implements IQueryHandler<ListFoodItemsQuery<FoodItemView>> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, filters, fields }: ListFoodItemsQuery<FoodItemView>): Promise<FoodItemView[]> {
    const { where, params } = foodItemFilters(actor.householdId, filters);
    const rows = await this.em.execute<FoodItemRow[]>(`select ${foodItemColumnsFor(fields)} from food_items fi where ${where.join(' and ')} order by ${foodItemOrder}`, params);
    return rows.map((row) => viewOf(toFoodItem(row), fields));
  }
}

/** The same list, whole rows, as the answer's JSON text (`foodItemJson`). */
@QueryHandler(ListFoodItemsJsonQuery)
export class ListFoodItemsJsonHandler implements IQueryHandler<ListFoodItemsJsonQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, filters }: ListFoodItemsJsonQuery): Promise<JsonText<FoodItem[]>> {
    const { where, params } = foodItemFilters(actor.householdId, filters);
    const rows = await this.em.execute<FoodItemRow[]>(`select ${foodItemTextColumns} from food_items fi where ${where.join(' and ')} order by ${foodItemOrder}`, params);
    return `[${rows.map(foodItemJson).join(',')}]`;
  }
}
