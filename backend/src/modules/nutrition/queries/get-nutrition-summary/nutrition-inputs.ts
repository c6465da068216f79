import type { QueryBus } from '@nestjs/cqrs';
import { FindFoodNutrientsQuery } from '../../../food-data/queries/find-food-nutrients/find-food-nutrients.query.js';
import type { FoodRecordItem } from '../../../inventory/queries/list-food-records/list-food-records.query.js';
import type { FoodLookup, LinkedFood, NutritionFoodRow } from './summarize-nutrition.js';

/** The inventory's lots as the summary and the table read them. */
export const nutritionFoodRows = (items: readonly FoodRecordItem[]): NutritionFoodRow[] =>
  items.map((item) => ({
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    expiration_date: item.expirationDate,
    food_category: item.foodCategory,
    weight_in_grams: item.weightInGrams,
    nutrition: item.nutrition,
    fcd_id: item.fcdId,
  }));

/**
 * Food-data's answers to `lookups` (from `foodLookupsFor`), by lookup key, asked in one round trip:
 * the nutrients and household measures of each canonical food (null: nothing found).
 */
export async function linkFoods(queries: QueryBus, lookups: FoodLookup[]): Promise<Map<string, LinkedFood | null>> {
  const foods = lookups.length === 0 ? [] : await queries.execute(new FindFoodNutrientsQuery(lookups));
  return new Map<string, LinkedFood | null>(
    lookups.map((lookup, i) => {
      const food = foods[i];
      return [lookup.key, food ? { nutrients: food.nutrients ?? {}, householdWeights: food.householdWeights ?? [], foodCategory: food.foodCategory } : null];
    }),
  );
}
