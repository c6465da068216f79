import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { foodItemColumns, type FoodItemRow, toFoodItem } from './food-item.row.js';

/** A new lot of food as an add decided it. */
export interface NewLot {
  householdId: string;
  userId: string | null;
  name: string;
  foodKey: string;
  cardKey: string;
  state: string | null;
  quantity: string;
  unit: string;
  storageLocationId: string;
  expirationDate: string | null;
  fcdId: string | null;
  usdaData: unknown;
  foodCategory: string | null;
  nutrition: string | null;
  weightInGrams: number | null;
  imageUrl: string | null;
  unitPrice: number | null;
}

/**
 * Inserts the lot and answers it as written, in one statement (issue 33: the entity's flush and a
 * read back were two). The defaults are the entity's (`FoodItem`): version 1, kind food, not
 * notified; `added_at` is this moment, as the entity set it, so lots of one batch keep their order.
 */
export async function insertLot(em: SqlEntityManager, lot: NewLot): Promise<FoodItem> {
  const rows = await em.execute<FoodItemRow[]>(
    `insert into food_items as fi (id, household_id, user_id, name, food_key, card_key, state, quantity, unit, storage_location_id,
        expiration_date, fcd_id, usda_data, food_category, nutrition, weight_in_grams, image_url, unit_price,
        added_at, kind, version, notification_dismissed)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?::timestamptz, 'food', 1, false)
      returning ${foodItemColumns}`,
    [
      randomUUID(), lot.householdId, lot.userId, lot.name, lot.foodKey, lot.cardKey, lot.state, lot.quantity, lot.unit, lot.storageLocationId,
      lot.expirationDate, lot.fcdId, lot.usdaData === null || lot.usdaData === undefined ? null : JSON.stringify(lot.usdaData), lot.foodCategory,
      lot.nutrition, lot.weightInGrams, lot.imageUrl, lot.unitPrice, new Date().toISOString(),
    ],
  );
  return toFoodItem(rows[0]);
}
