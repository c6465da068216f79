import type { IngredientMatchRow } from '@sous/contracts';
import { availabilityLevel, formatQuantity, parseIngredientLine } from '@sous/kitchen';

/** The four row states of spec 001 §2, coloured per spec 001 §9 (over 50 % amber, above 0 orange, 0 red). */
export type RowLevel = 'available' | 'most' | 'some' | 'none';

export interface RowAvailability {
  level: RowLevel;
  /** 0–100 for the progress bar of a partial row; null when the row shows no bar. */
  progress: number | null;
  /** '(need q unit)', or '(have q unit)' when the units differ; null when nothing is missing. */
  note: string | null;
}

const withUnit = (quantity: number, unit: string | null) => [formatQuantity(quantity), unit].filter(Boolean).join(' ');

/**
 * What an ingredient row shows for its match. `scaledLine` is the line at the servings the card
 * shows: when it differs from the recipe's own servings (`factor` ≠ 1) and the units compare, the
 * shortage is recomputed from what the household has against the scaled amount.
 */
export function rowAvailability(match: IngredientMatchRow | undefined, scaledLine: string, factor = 1): RowAvailability | null {
  if (!match) return null;
  if (match.percentageAvailable < 0) {
    // Units differ (cups vs grams): say what is on hand instead of what is missing.
    const have = match.availableQuantity > 0 ? `(have ${withUnit(match.availableQuantity, match.availableUnit)})` : null;
    if (match.hasEnough) return { level: 'available', progress: null, note: null };
    return { level: match.availableQuantity > 0 ? 'some' : 'none', progress: null, note: have };
  }

  let percentage = match.percentageAvailable;
  let shortage = match.shortage;
  let hasEnough = match.hasEnough;
  const parsed = parseIngredientLine(scaledLine);
  // Staples and items without amounts are "enough" with nothing counted; scaling does not change that.
  const counted = !(match.hasEnough && match.availableQuantity === 0);
  if (factor !== 1 && counted && parsed.quantity !== null && parsed.quantity > 0) {
    const need = parsed.quantity;
    percentage = Math.min(100, (match.availableQuantity / need) * 100);
    hasEnough = match.availableQuantity >= need;
    shortage = hasEnough ? null : { quantity: need - match.availableQuantity, unit: match.shortage?.unit ?? parsed.unit ?? match.availableUnit };
  }

  if (hasEnough) return { level: 'available', progress: null, note: null };
  const band = availabilityLevel(percentage);
  const level: RowLevel = band === 'full' ? 'available' : band === 'over-half' ? 'most' : band === 'under-half' ? 'some' : 'none';
  const note = shortage && shortage.quantity > 0 ? `(need ${withUnit(shortage.quantity, shortage.unit)})` : null;
  return { level, progress: level === 'most' || level === 'some' ? Math.round(percentage) : null, note };
}

/** How many of a recipe's ingredients the household has enough of ('x/y available'). */
export function availableCount(matches: readonly Pick<IngredientMatchRow, 'hasEnough'>[]): number {
  return matches.filter((match) => match.hasEnough).length;
}

/** The names of the ingredients to buy: the recipe's missing list, else the rows without enough. */
export function missingIngredientNames(recipe: { missingIngredients: readonly string[]; ingredientMatches: readonly IngredientMatchRow[] }): string[] {
  const fromMatches = recipe.ingredientMatches.filter((match) => !match.hasEnough).map((match) => match.ingredientName);
  return fromMatches.length > 0 || recipe.ingredientMatches.length > 0 ? fromMatches : [...recipe.missingIngredients];
}
