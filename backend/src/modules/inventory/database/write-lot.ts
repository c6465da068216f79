import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { FoodItemAdded, FoodItemChanged } from '../events/inventory.events.js';
import { mergedUnitPrice } from '../domain/food-prices.js';
import { addAmounts } from '../domain/lot-amounts.js';
import { weightOf } from '../domain/weight-of.js';
import { foodItemColumns, type FoodItemRow, toFoodItem } from './food-item.row.js';
import { insertLot, type NewLot } from './insert-lot.js';

/**
 * Grows the card's lot of the same expiry and state (units converted) or inserts a new one, and
 * answers the row as written. Null when the lot to grow no longer has the version read.
 */
export async function writeLot(
  em: SqlEntityManager,
  lots: readonly FoodItem[],
  lot: NewLot,
  addedUnitPrice: number | null,
): Promise<{ item: FoodItem; event: FoodItemAdded | FoodItemChanged; grew: boolean } | null> {
  const added = { quantity: lot.quantity, unit: lot.unit };
  const same = lots.find((other) => other.expirationDate === lot.expirationDate && (other.state ?? null) === lot.state && addAmounts(other, added, lot.foodKey) !== null);
  if (!same) {
    const item = await insertLot(em, lot);
    return { item, event: new FoodItemAdded(item), grew: false };
  }
  const quantity = addAmounts(same, added, lot.foodKey) as string;
  const weight =
    same.weightInGrams !== null && lot.weightInGrams !== null
      ? Math.round((same.weightInGrams + lot.weightInGrams) * 10) / 10
      : weightOf({ ...same, usdaData: same.usdaData ?? lot.usdaData }, quantity, same.unit);
  // only the version read: a use or an edit of the lot in between makes this write nothing
  const rows = await em.execute<FoodItemRow[]>(
    `update food_items fi set quantity = ?, weight_in_grams = ?, version = version + 1,
        fcd_id = coalesce(fi.fcd_id, ?), usda_data = coalesce(fi.usda_data, ?::jsonb), nutrition = coalesce(fi.nutrition, ?),
        food_category = coalesce(fi.food_category, ?), unit_price = ?
      where fi.id = ? and fi.version = ? returning ${foodItemColumns}`,
    [
      quantity, weight, lot.fcdId, lot.usdaData === null ? null : JSON.stringify(lot.usdaData), lot.nutrition, lot.foodCategory,
      mergedUnitPrice({ ...same, unitPrice: same.unitPrice ?? null }, { ...added, unitPrice: addedUnitPrice }, quantity, lot.foodKey),
      same.id, same.version,
    ],
  );
  if (!rows[0]) return null;
  const item = toFoodItem(rows[0]);
  return { item, event: new FoodItemChanged(item), grew: true };
}
