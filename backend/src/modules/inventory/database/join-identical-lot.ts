import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem, FoodItemMerge } from '@sous/contracts';
import { foodItemColumns, type FoodItemRow, toFoodItem } from './food-item.row.js';
import { mergedUnitPrice } from '../domain/food-prices.js';
import { addAmounts } from '../domain/lot-amounts.js';
import { describeMerge } from '../domain/merge-sentence.js';
import { weightOf } from '../domain/weight-of.js';

export interface JoinedLot {
  /** The lot that was already on the card, now holding both amounts. */
  survivor: FoodItem;
  /** The edited lot, deleted. */
  removedId: string;
  merge: FoodItemMerge;
}

/**
 * After an edit put `lot` on a card (a rename gave it another food key, a move another place, or a
 * new date), the card must not hold two lots that an add would have merged (DESIGN §10): if a lot
 * of that card has the same expiry and a unit the edited one converts to, it takes the edited
 * lot's amount (converted, like `stockFood`) and the edited row is deleted. Runs in the caller's
 * transaction, under the same advisory lock as an add to that card; the caller publishes
 * `food-item:updated` for the survivor and `food-item:deleted` for the removed row after commit.
 */
export async function joinIdenticalLot(em: SqlEntityManager, lot: FoodItem, location: { id: string; name: string }): Promise<JoinedLot | null> {
  const foodKey = lot.foodKey ?? null;
  // each cooking's leftovers stay their own lot (issue 21)
  const cardKey = lot.cardKey ?? null;
  if (foodKey === null || cardKey === null || lot.storageLocationId === null || lot.kind === 'leftover') return null;
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`food-card:${lot.householdId}:${location.id}:${foodKey}`]);
  const others = (
    await em.execute<FoodItemRow[]>(
      `select ${foodItemColumns} from food_items fi
        where fi.household_id = ? and fi.storage_location_id = ? and fi.card_key = ? and fi.id <> ? and fi.kind = 'food'
        order by fi.expiration_date asc nulls last, fi.added_at for update`,
      [lot.householdId, location.id, cardKey, lot.id],
    )
  ).map(toFoodItem);
  const same = others.find((other) => other.expirationDate === lot.expirationDate && (other.state ?? null) === (lot.state ?? null) && addAmounts(other, lot, foodKey) !== null);
  if (!same) return null;
  const quantity = addAmounts(same, lot, foodKey) as string;
  const weight =
    same.weightInGrams !== null && lot.weightInGrams !== null
      ? Math.round((same.weightInGrams + lot.weightInGrams) * 10) / 10
      : weightOf({ ...same, usdaData: same.usdaData ?? lot.usdaData }, quantity, same.unit);
  const rows = await em.execute<FoodItemRow[]>(
    `update food_items fi set quantity = ?, weight_in_grams = ?, version = version + 1,
        fcd_id = coalesce(fi.fcd_id, ?), usda_data = coalesce(fi.usda_data, ?::jsonb), nutrition = coalesce(fi.nutrition, ?),
        food_category = coalesce(fi.food_category, ?), unit_price = ?
      where fi.id = ? returning ${foodItemColumns}`,
    [
      quantity, weight, lot.fcdId, lot.usdaData === null || lot.usdaData === undefined ? null : JSON.stringify(lot.usdaData), lot.nutrition, lot.foodCategory,
      // what both lots cost, over the joined amount (issue 21)
      mergedUnitPrice({ ...same, unitPrice: same.unitPrice ?? null }, { ...lot, unitPrice: lot.unitPrice ?? null }, quantity, foodKey),
      same.id,
    ],
  );
  await em.execute('delete from food_items where id = ?', [lot.id]);
  const survivor = toFoodItem(rows[0]);
  const card = [...others.filter((other) => other.id !== same.id), survivor];
  return { survivor, removedId: lot.id, merge: describeMerge('merged', survivor, { quantity: lot.quantity, unit: lot.unit }, card, location, 'Merged') };
}
