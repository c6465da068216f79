import { z } from 'zod';
import { encodeCursor, pageFields, pageLimits } from '../pagination.js';

/**
 * A row of the nutrition page's "Nutrition per item" table: an item whose nutrients are known, with
 * amounts for the quantity on hand (null when its weight is unknown).
 */
export const nutritionItem = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbohydrate: z.number().nullable(),
  weightInGrams: z.number().nullable(),
  /** Kilocalories per 100 g, from the food database. */
  caloriesPer100g: z.number().nullable(),
});
export type NutritionItem = z.infer<typeof nutritionItem>;

/** Rows of the table the summary carries (its first page) and each page of `GET /api/nutrition/items` holds by default. */
export const nutritionItemsPageSize = pageLimits.default;

/**
 * A row's place in the table's order (issue 18): most calories first (an unknown weight, null,
 * after every known amount), then name A→Z as `Intl.Collator` orders it, then id.
 */
export interface NutritionItemCursor {
  calories: number | null;
  name: string;
  id: string;
}

/** The `after` cursor of a row: the next page starts strictly after its place, whatever was added or removed meanwhile. */
export const nutritionItemCursor = ({ calories, name, id }: Pick<NutritionItem, 'calories' | 'name' | 'id'>): string =>
  encodeCursor([calories === null ? 'none' : String(calories), name, id]);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// a number as `String(calories)` writes it, and nothing else
const isNumberText = (text: string) => text.length <= 30 && Number.isFinite(Number(text)) && String(Number(text)) === text;

function parseNutritionItemCursor(parts: string[]): NutritionItemCursor | null {
  const [calories, name, id] = parts;
  if (parts.length !== 3 || (calories !== 'none' && !isNumberText(calories)) || name.length > 500 || !uuid.test(id)) return null;
  return { calories: calories === 'none' ? null : Number(calories), name, id };
}

/**
 * `GET /api/nutrition/items?limit=1..200&after=<cursor>`: a page of the table in its order (50 rows
 * unless `limit` says: the table is always paged), after the row whose cursor `after` is (from the
 * start without it). The fields parse and fail as the other paged routes' do.
 */
export const nutritionItemsPageQuery = z
  .object(pageFields(parseNutritionItemCursor))
  .transform((query) => ({ ...query, limit: query.limit ?? nutritionItemsPageSize }));
export type NutritionItemsPageQuery = z.output<typeof nutritionItemsPageQuery>;
