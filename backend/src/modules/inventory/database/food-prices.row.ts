import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItemValueSource } from '../domain/food-item-event.entity.js';
import { estimateUnitPrice, type KnownPrice } from '../domain/food-prices.js';

/** How many of a food's latest prices an estimate looks through for one in a unit that converts. */
const HISTORY_LOOKED_AT = 20;

/** `FoodPrice`'s table. */
const tableName = 'food_prices';

export interface PriceToRecord {
  householdId: string;
  userId: string | null;
  foodKey: string | null;
  unitPrice: number;
  unit: string;
  /** What was paid, when this is a purchase; null for a correction of a lot's price. */
  paid: number | null;
  foodItemId: string;
}

/**
 * Keeps a price in the food's history, in the caller's transaction (a plain insert: some callers
 * write with SQL and never flush). A lot without a food key (older rows) has no history to join.
 */
export async function recordPrice(em: SqlEntityManager, price: PriceToRecord): Promise<void> {
  if (!price.foodKey) return;
  await em.execute(
    `insert into ${tableName} (household_id, user_id, food_key, unit_price, unit, paid, food_item_id) values (?, ?, ?, ?, ?, ?, ?)`,
    [price.householdId, price.userId, price.foodKey, price.unitPrice, price.unit, price.paid, price.foodItemId],
  );
}

/** The food's latest known prices in this household, latest first. */
export async function knownPrices(em: SqlEntityManager, householdId: string, foodKey: string): Promise<KnownPrice[]> {
  const rows = await em.execute<{ unit_price: number | string; unit: string }[]>(
    `select unit_price, unit from food_prices where household_id = ? and food_key = ?
      order by recorded_at desc, id limit ${HISTORY_LOOKED_AT}`,
    [householdId, foodKey],
  );
  return rows.map((row) => ({ unitPrice: Number(row.unit_price), unit: row.unit }));
}

export interface LotPrice {
  unitPrice: number;
  source: FoodItemValueSource;
}

/**
 * What one unit of a lot is worth: its own price, else an estimate from its food's latest price
 * in the household (converted to the lot's unit), else null.
 */
export async function priceOfLot(
  em: SqlEntityManager,
  lot: { householdId: string; foodKey?: string | null; unit: string; unitPrice?: number | null },
): Promise<LotPrice | null> {
  if (typeof lot.unitPrice === 'number') return { unitPrice: lot.unitPrice, source: 'lot' };
  if (!lot.foodKey) return null;
  const estimate = estimateUnitPrice(await knownPrices(em, lot.householdId, lot.foodKey), lot.unit, lot.foodKey);
  return estimate === null ? null : { unitPrice: estimate, source: 'history' };
}
