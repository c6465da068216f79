import type { IngredientMatchRow } from '@sous/contracts';
import { availabilityLevel, formatQuantity, parseIngredientLine, scaleIngredients } from '@sous/kitchen';

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

export interface ScaledRow {
  /** The line at the card's servings, through the kitchen's one scaler (countables rounded for the cook). */
  line: string;
  match: IngredientMatchRow | undefined;
  availability: RowAvailability | null;
}

export interface ScaledAvailability {
  rows: ScaledRow[];
  /** 'x/y available': rows with enough at these servings, out of all. */
  have: number;
  total: number;
  /** The ingredients short at these servings (the badge's '{n} missing', Add to List's reason to ask). */
  missing: string[];
}

/**
 * The card at `servings`: every row, the x/y count and the missing names come from the same
 * `rowAvailability` of the same scaled lines, so the badge can never say 'All ingredients
 * available' while a row says 'need 6.7 oz' (issue 16).
 */
export function scaledAvailability(
  recipe: { ingredients: readonly string[]; servings: number | null; missingIngredients: readonly string[]; ingredientMatches: readonly IngredientMatchRow[] },
  servings: number,
): ScaledAvailability {
  const base = recipe.servings && recipe.servings > 0 ? recipe.servings : 4;
  const factor = servings / base;
  const rows = scaleIngredients(recipe.ingredients, base, servings).map((scaled, index): ScaledRow => {
    const match = recipe.ingredientMatches[index];
    return { line: scaled.line, match, availability: rowAvailability(match, scaled.line, factor) };
  });
  const matched = rows.filter((row) => row.match !== undefined);
  if (matched.length === 0) {
    // a recipe without matches (never checked against the inventory) has only its missing list
    return { rows, have: 0, total: recipe.ingredients.length, missing: [...recipe.missingIngredients] };
  }
  const short = matched.filter((row) => row.availability?.level !== 'available');
  return { rows, have: matched.length - short.length, total: matched.length, missing: short.map((row) => row.match!.ingredientName) };
}
