import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem, FoodItemField, FoodItemView } from '@sous/contracts';
import { catalogFood, isItemState } from '@sous/kitchen';

/** The catalog's short name of a linked food; null for a food of its own. */
const linkedFoodName = (key: string | null) => (key === null ? null : (catalogFood(key)?.name ?? null));

/** The columns of a food item as REST and sockets show it, for the read side's lean SQL. */
export const foodItemColumns = `fi.id, fi.household_id, fi.user_id, fi.name, fi.quantity, fi.unit, fi.storage_location_id,
  fi.expiration_date, fi.fcd_id, fi.usda_data, fi.food_category, fi.added_at, fi.weight_in_grams, fi.last_notified_at,
  fi.notification_dismissed, fi.days_until_expiry_when_notified, fi.image_url, fi.nutrition, fi.version, fi.food_key, fi.unit_price, fi.kind, fi.recipe_id, fi.card_key, fi.state`;

/**
 * The columns for a projection (`?fields=`, issue 33): the two large ones (`usda_data` ≈ 0.7 KB,
 * `nutrition` ≈ 1 KB a row) are read only when asked for; the others cost little, so every row
 * keeps one shape and `toFoodItem` one mapping.
 */
export function foodItemColumnsFor(fields: readonly FoodItemField[] | undefined): string {
  if (!fields) return foodItemColumns;
  return foodItemColumns
    .replace('fi.usda_data', fields.includes('usdaData') ? 'fi.usda_data' : 'null as usda_data')
    .replace('fi.nutrition', fields.includes('nutrition') ? 'fi.nutrition' : 'null as nutrition');
}

/** The item with only `fields` (all of them when none were asked for). */
export function viewOf(item: FoodItem, fields: readonly FoodItemField[] | undefined): FoodItemView {
  if (!fields) return item;
  const view: Partial<Record<FoodItemField, unknown>> = {};
  for (const field of fields) view[field] = item[field];
  return view as FoodItemView;
}

export interface FoodItemRow {
  id: string;
  household_id: string;
  user_id: string | null;
  name: string;
  quantity: string;
  unit: string;
  storage_location_id: string | null;
  expiration_date: string | null;
  fcd_id: string | null;
  usda_data: unknown;
  food_category: string | null;
  added_at: Date | string;
  weight_in_grams: number | string | null;
  last_notified_at: Date | string | null;
  notification_dismissed: boolean;
  days_until_expiry_when_notified: number | null;
  image_url: string | null;
  nutrition: string | null;
  version: number;
  food_key: string | null;
  /** Optional only so rows selected before prices existed still type-check. */
  unit_price?: number | string | null;
  /** Optional only so rows selected before leftovers existed still type-check. */
  kind?: 'food' | 'leftover';
  recipe_id?: string | null;
  /** Optional only so rows selected before names were kept (issue 29) still type-check. */
  card_key?: string | null;
  state?: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toFoodItem(row: FoodItemRow): FoodItem {
  return {
    id: row.id,
    householdId: row.household_id,
    userId: row.user_id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    storageLocationId: row.storage_location_id,
    expirationDate: row.expiration_date,
    fcdId: row.fcd_id,
    usdaData: typeof row.usda_data === 'string' ? (JSON.parse(row.usda_data) as unknown) : row.usda_data,
    foodCategory: row.food_category,
    addedAt: iso(row.added_at),
    weightInGrams: row.weight_in_grams === null ? null : Number(row.weight_in_grams),
    lastNotifiedAt: row.last_notified_at === null ? null : iso(row.last_notified_at),
    notificationDismissed: row.notification_dismissed,
    daysUntilExpiryWhenNotified: row.days_until_expiry_when_notified,
    imageUrl: row.image_url,
    nutrition: row.nutrition,
    version: row.version,
    foodKey: row.food_key,
    unitPrice: row.unit_price === null || row.unit_price === undefined ? null : Number(row.unit_price),
    kind: row.kind ?? 'food',
    recipeId: row.recipe_id ?? null,
    cardKey: row.card_key ?? row.food_key,
    foodName: linkedFoodName(row.food_key),
    state: isItemState(row.state) ? row.state : null,
  };
}

/**
 * The columns for a list answered as JSON text (`foodItemJson`): the food record as the database
 * writes its JSON, so it is neither parsed on the way in nor written again on the way out.
 */
export const foodItemTextColumns = foodItemColumns.replace('fi.usda_data', 'fi.usda_data::text as usda_data');

const usdaMarker = ',"usdaData":null,';

/**
 * `JSON.stringify(toFoodItem(row))` in meaning (same keys, order and values), with `usda_data`
 * selected as text (`foodItemTextColumns`) put in as it is: ≈ 0.7 KB a row not parsed and not
 * re-serialised (issue 33: a 200-row list 1.1 ms instead of 4.2 ms to write). Only whitespace inside
 * the food record may differ. The marker cannot occur earlier: string values before it have their
 * quotes escaped.
 */
export function foodItemJson(row: FoodItemRow): string {
  const text = JSON.stringify(toFoodItem({ ...row, usda_data: null }));
  const usda = row.usda_data;
  if (usda === null || usda === undefined) return text;
  const at = text.indexOf(usdaMarker);
  const raw = typeof usda === 'string' ? usda : JSON.stringify(usda);
  return `${text.slice(0, at)},"usdaData":${raw},${text.slice(at + usdaMarker.length)}`;
}

/** One item of the household, or null (another household's id reads as unknown). */
export async function findFoodItem(em: SqlEntityManager, householdId: string, id: string): Promise<FoodItem | null> {
  const rows = await em.execute<FoodItemRow[]>(
    `select ${foodItemColumns} from food_items fi where fi.id = ? and fi.household_id = ?`,
    [id, householdId],
  );
  return rows[0] ? toFoodItem(rows[0]) : null;
}
