import { z } from 'zod';
import { foodItemFieldsParam, listFoodItemsQuery } from './inventory/food-item.js';
import { mealPlanRange, mealPlanRangeInOrder, mealPlanRangeOutOfOrder } from './planning/meal-plan.js';

/**
 * Keyset pages of a long list route (issue 18). `?limit=N` answers the first N rows in the list's
 * own order and, while more follow, a `Link: <…?limit=N&after=<cursor>>; rel="next"` header whose
 * URL answers the next N. The cursor carries where the last row sent sorts (its sort values and
 * id), so rows written or deleted meanwhile never shift a page. Without `limit` the route answers
 * the whole list, as the spec has it.
 */
export const pageLimits = { max: 200, default: 50 } as const;

/** One page of a list and the cursor of its last row when more follow. */
export interface Page<T> {
  rows: T[];
  next: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const micros = /^\d{1,17}$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A cursor from its parts: each percent-encoded, joined by commas (which the encoding never leaves). */
export const encodeCursor = (parts: readonly string[]): string => parts.map(encodeURIComponent).join(',');

function decodeCursor(cursor: string): string[] | null {
  try {
    return cursor.split(',').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The `limit` and `after` query fields of a route whose cursor `parse` reads (null: not one of its cursors). */
export function pageFields<C>(parse: (parts: string[]) => C | null) {
  return {
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(pageLimits.max, `must be at most ${pageLimits.max}`)
      .optional(),
    after: z
      .string()
      .max(2000, 'must be the cursor of a Link header')
      .transform((cursor, ctx) => {
        const parts = decodeCursor(cursor);
        const parsed = parts && parse(parts);
        if (parsed === null) {
          ctx.addIssue({ code: 'custom', message: 'must be the cursor of a Link header' });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
  };
}

/** `after` alone continues with the default page size. */
const withDefaultLimit = <Q extends { limit?: number; after?: unknown }>(query: Q): Q => ({
  ...query,
  limit: query.limit ?? (query.after === undefined ? undefined : pageLimits.default),
});

/** A row's place in a newest-first list: its time in microseconds since 1970 (text: beyond 2^53), then its id. */
export interface TimeCursor {
  micros: string;
  id: string;
}

export const timeCursorParts = ({ micros, id }: TimeCursor): string[] => [micros, id];

const parseTimeCursor = (parts: string[]): TimeCursor | null => {
  const [time, id] = parts;
  return parts.length === 2 && micros.test(time) && uuid.test(id) ? { micros: time, id } : null;
};

/** `GET /api/recipes?limit&after`: newest first. */
export const recipesPageQuery = z.object(pageFields(parseTimeCursor)).transform(withDefaultLimit);
export type RecipesPageQuery = z.output<typeof recipesPageQuery>;

/** A food item's place in the inventory's order: soonest expiry (undated last), name, when added, id. */
export interface FoodItemCursor {
  /** The expiration day, or null for an undated item. */
  expires: string | null;
  /** The name in lower case, as the list sorts it. */
  name: string;
  micros: string;
  id: string;
}

export const foodItemCursorParts = ({ expires, name, micros: time, id }: FoodItemCursor): string[] => [expires ?? '', name, time, id];

const parseFoodItemCursor = (parts: string[]): FoodItemCursor | null => {
  const [expires, name, time, id] = parts;
  if (parts.length !== 4 || (expires !== '' && !isoDay.test(expires)) || name.length > 500 || !micros.test(time) || !uuid.test(id)) return null;
  return { expires: expires === '' ? null : expires, name, micros: time, id };
};

/** `GET /api/food-items` with its filters, `?limit&after` (soonest expiry first) and `?fields` (issue 33). */
export const foodItemsPageQuery = listFoodItemsQuery
  .extend({ ...pageFields(parseFoodItemCursor), fields: foodItemFieldsParam.optional() })
  .transform(withDefaultLimit);
export type FoodItemsPageQuery = z.output<typeof foodItemsPageQuery>;

/** A planned meal's place in the plan's order: its day, its meal (breakfast 0 … snack 3), when planned, id. */
export interface MealPlanCursor {
  date: string;
  meal: number;
  micros: string;
  id: string;
}

export const mealPlanCursorParts = ({ date, meal, micros: time, id }: MealPlanCursor): string[] => [date, String(meal), time, id];

const parseMealPlanCursor = (parts: string[]): MealPlanCursor | null => {
  const [date, meal, time, id] = parts;
  if (parts.length !== 4 || !isoDay.test(date) || !/^[0-3]$/.test(meal) || !micros.test(time) || !uuid.test(id)) return null;
  return { date, meal: Number(meal), micros: time, id };
};

/** `GET /api/meal-plans` with its range and `?limit&after`: by day, then meal. */
export const mealPlansPageQuery = mealPlanRange
  .extend(pageFields(parseMealPlanCursor))
  .refine(mealPlanRangeInOrder, mealPlanRangeOutOfOrder)
  .transform(withDefaultLimit);
