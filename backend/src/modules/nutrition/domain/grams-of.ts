import type { HouseholdWeight } from '@sous/contracts';
import { canonicalUnit, convertQuantity, estimateGrams, parseQuantity, unitName } from '@sous/kitchen';
import { packageGrams } from './package-sizes.js';

/** What tells the weight of an amount of one food. */
export interface WeighedFood {
  /** The canonical food key (`resolveFood`), for the catalog's densities and piece weights. */
  key: string;
  /** The household measures of the food's USDA data ("1 head, medium" = 539 g), if linked. */
  householdWeights: readonly HouseholdWeight[];
}

/** "1 head, medium (6" dia)" → the measure's count (1) and its words (head, medium, dia). */
function parseMeasure(description: string): { count: number; words: string[] } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s+(.*)$/.exec(description);
  const count = match ? Number(match[1]) : NaN;
  if (!match || !(count > 0)) return null;
  return { count, words: match[2].toLowerCase().match(/[a-z]+(?:\s+oz)?/g) ?? [] };
}

const isPlainCount = (unit: string) => convertQuantity(1, unit, 'item') !== null;

/**
 * Grams of one `unit` from the USDA household measures: a measure naming the unit ("1 can", "1
 * head"), or for plain counts the first measure of a single piece ("1 large", "1 fruit") — never
 * a cup or an ounce, which are not one piece.
 */
function measureGrams(unit: string, weights: readonly HouseholdWeight[]): number | null {
  const name = unitName(unit);
  const plain = isPlainCount(name);
  for (const weight of weights) {
    const measure = parseMeasure(weight.description);
    if (!measure || !(weight.grams > 0)) continue;
    const first = measure.words[0] ?? '';
    const named = measure.words.some((word) => canonicalUnit(word) === name);
    const onePiece = plain && first !== '' && (canonicalUnit(first) === null || isPlainCount(first));
    if (named || onePiece) return (weight.grams / measure.count) * (convertQuantity(1, name, 'item') ?? 1);
  }
  return null;
}

/**
 * About how many grams `quantity unit` of a food weighs: masses exactly, volumes through the
 * food's density and pieces through its piece weight (the kitchen catalog, `estimateGrams`), then
 * a USDA household measure, then a typical package size. Null when nothing tells it.
 */
export function gramsOf(quantity: string | number, unit: string, food: WeighedFood): number | null {
  const amount = parseQuantity(quantity);
  if (amount === null) return null;
  const estimated = estimateGrams(amount, unit, food.key);
  if (estimated !== null) return estimated;
  const one = measureGrams(unit, food.householdWeights) ?? packageGrams(food.key, unit);
  return one === null ? null : amount * one;
}
