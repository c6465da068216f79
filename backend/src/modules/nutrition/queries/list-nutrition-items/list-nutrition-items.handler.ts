import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { NutritionItem, Page } from '@sous/contracts';
import { ListFoodRecordsQuery } from '../../../inventory/queries/list-food-records/list-food-records.query.js';
import { linkFoods, nutritionFoodRows } from '../get-nutrition-summary/nutrition-inputs.js';
import { type FoodNames, foodLookupsFor, nutritionItems, nutritionItemsPage } from '../get-nutrition-summary/summarize-nutrition.js';
import { ListNutritionItemsQuery } from './list-nutrition-items.query.js';

/**
 * A page of the per-item table (issue 18: one row per lot made the summary 926 KB at 4,674 lots).
 * The rows are computed from the household's lots and food data as the summary computes them, and
 * the page is a keyset over that order: it starts strictly after the cursor's place.
 */
@QueryHandler(ListNutritionItemsQuery)
export class ListNutritionItemsHandler implements IQueryHandler<ListNutritionItemsQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ actor, limit, after }: ListNutritionItemsQuery): Promise<Page<NutritionItem>> {
    const records = await this.queries.execute(new ListFoodRecordsQuery(actor.householdId, null, null));
    const items = nutritionFoodRows(records.items);
    const names: FoodNames = new Map();
    const linkedFoods = await linkFoods(this.queries, foodLookupsFor(items, [], names));
    return nutritionItemsPage(nutritionItems({ items, linkedFoods, names }), limit, after);
  }
}
