import type { FoodItem } from '@sous/contracts';
import { convertQuantity, parseQuantity, roundTo, unitKind } from '@sous/kitchen';
import { nutritionOnAdd } from './nutrition-on-add.js';

/**
 * The weight of `item` once it holds `quantity` of `unit`: from its food data when it has some,
 * else from a mass unit, else by proportion to the weight it had (the amount converted to the old
 * unit), else unknown.
 */
export function weightOf(item: Pick<FoodItem, 'quantity' | 'unit' | 'usdaData' | 'weightInGrams'>, quantity: string, unit: string): number | null {
  const fromData = nutritionOnAdd(item.usdaData, quantity, unit).weightInGrams;
  if (fromData !== null) return fromData;
  const amount = parseQuantity(quantity);
  if (amount !== null && unitKind(unit) === 'mass') return roundTo(convertQuantity(amount, unit, 'g') as number, 1);
  const had = parseQuantity(item.quantity);
  if (item.weightInGrams === null || had === null || had === 0 || amount === null) return null;
  const inOldUnit = convertQuantity(amount, unit, item.unit);
  return inOldUnit === null ? null : roundTo((item.weightInGrams * inOldUnit) / had, 1);
}
