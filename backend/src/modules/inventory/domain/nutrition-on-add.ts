import { foodResult, type NutrientKey } from '@sous/contracts';
import { convertQuantity, parseQuantity, roundTo, unitKind } from '@sous/kitchen';

export interface NutritionOnAdd {
  /** JSON text: `{ per100g, perItem, itemGrams }`, perItem and itemGrams null when no weight is known. */
  nutrition: string | null;
  /** The stored quantity's weight, when its unit is a mass or a household measure of known weight. */
  weightInGrams: number | null;
}

const scale = (per100g: Partial<Record<NutrientKey, number>>, grams: number) =>
  Object.fromEntries(Object.entries(per100g).map(([key, value]) => [key, roundTo((value * grams) / 100, 2)]));

/**
 * What a food picked from the food database tells about the item being added: its nutrients per
 * 100 g and per item (through the food's first household weight, e.g. "1 large = 50 g"), and the
 * weight of the quantity added. Anything the data does not say stays null.
 */
export function nutritionOnAdd(usdaData: unknown, quantity: string, unit: string): NutritionOnAdd {
  const parsed = foodResult.safeParse(usdaData);
  if (!parsed.success) return { nutrition: null, weightInGrams: null };
  const { nutrients, householdWeights } = parsed.data;
  const amount = parseQuantity(quantity);
  const itemGrams = householdWeights?.[0]?.grams ?? null;
  let weightInGrams: number | null = null;
  if (amount !== null) {
    if (unitKind(unit) === 'mass') weightInGrams = convertQuantity(amount, unit, 'g');
    else if (unitKind(unit) === 'count' && itemGrams !== null) weightInGrams = amount * itemGrams;
  }
  if (!nutrients || Object.keys(nutrients).length === 0) {
    return { nutrition: null, weightInGrams: weightInGrams === null ? null : roundTo(weightInGrams, 1) };
  }
  return {
    nutrition: JSON.stringify({ per100g: nutrients, perItem: itemGrams === null ? null : scale(nutrients, itemGrams), itemGrams }),
    weightInGrams: weightInGrams === null ? null : roundTo(weightInGrams, 1),
  };
}
