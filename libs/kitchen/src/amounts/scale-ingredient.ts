/**
 * The one servings scaler (DESIGN §10, issue 16 "Servings are one number"): the recipe card, its
 * availability badge, Add to List, Schedule, the pre-cook summary and Cook all call
 * `scaleIngredient`, so a line says the same amount everywhere and Cook deducts exactly that.
 * It supersedes `scaleIngredientLine`'s plain decimals for anything that is shown or deducted:
 * countables are rounded to what a cook takes (¼ lime, ½ onion, whole eggs).
 */
import { parseIngredientLine, servingsScaleFactor, type PackageSize, type ParsedIngredient } from '../ingredients.js';
import { foodKeyOf } from '../food-identity/resolve-food.js';
import { formatCookingQuantity, roundTo, scanQuantity } from '../quantity.js';
import { cookAmount } from './cook-rounding.js';

export interface ScaledIngredient {
  /** Scaled (lower) quantity rounded for the cook; null when the line has none ('salt to taste'). */
  quantity: number | null;
  /** Scaled upper end of a range, same rounding; null when not a range. */
  quantityMax: number | null;
  /** Canonical unit, or null when the line names none (a plain count). */
  unit: string | null;
  /** The ingredient as written, with its notes: 'garlic, minced'. */
  name: string;
  /** The canonical food key of the ingredient, for matching lots and cards. */
  foodKey: string;
  /** The line rewritten with the scaled quantity, everything else as written. */
  line: string;
  /** How to show the amount: '¼ lime', '1½ onions', '2 cups'; '' without a quantity. */
  display: string;
  /** toServings / fromServings (a recipe without servings serves 4). */
  factor: number;
  original: string;
  /** The stated size of one container ('1 (15 oz) can'), when the line gives one. */
  packageSize?: PackageSize;
}

const BULLET = /\s*(?:[-•*·]\s+)?/y;
const RANGE_SEPARATOR = /\s*(?:[-–—]|to(?=\s))\s*/y;

/** Where the leading quantity (or range) of a line is, to rewrite only that part. */
function quantitySpan(line: string): { start: number; end: number; separator: string | null } | null {
  BULLET.lastIndex = 0;
  const bullet = BULLET.exec(line);
  const quantity = scanQuantity(line, bullet ? bullet[0].length : 0);
  if (!quantity) return null;
  RANGE_SEPARATOR.lastIndex = quantity.end;
  const separator = RANGE_SEPARATOR.exec(line);
  const max = separator ? scanQuantity(line, quantity.end + separator[0].length) : null;
  if (separator && max && max.value > quantity.value) return { start: quantity.start, end: max.end, separator: separator[0] };
  return { start: quantity.start, end: quantity.end, separator: null };
}

function rounded(quantity: number | null, unit: string | null, food: string): number | null {
  if (quantity === null) return null;
  return cookAmount(quantity, unit, food).quantity;
}

/**
 * A recipe line (or an already parsed one) scaled from `fromServings` to `toServings`, with
 * countables rounded to what a cook takes. `fromServings` null/0 means the recipe's default of 4.
 * Throws RangeError for target servings that are not a positive number.
 */
export function scaleIngredient(
  ingredient: string | ParsedIngredient,
  fromServings: number | null | undefined,
  toServings: number,
): ScaledIngredient {
  const parsed = typeof ingredient === 'string' ? parseIngredientLine(ingredient) : ingredient;
  const factor = servingsScaleFactor(toServings, fromServings);
  // the whole name: resolveFood reads notes after commas ('garlic, minced') as notes
  const food = parsed.name;
  const foodKey = foodKeyOf(food);
  const quantity = rounded(parsed.quantity === null ? null : parsed.quantity * factor, parsed.unit, food);
  const quantityMax = rounded(parsed.quantityMax === null ? null : parsed.quantityMax * factor, parsed.unit, food);
  const display = quantity === null ? '' : cookAmount(quantity, parsed.unit, food).text;

  let line = parsed.original;
  const span = quantity === null ? null : quantitySpan(parsed.original);
  if (span && quantity !== null) {
    const text = quantityMax !== null && span.separator !== null
      ? `${formatCookingQuantity(quantity)}${span.separator}${formatCookingQuantity(quantityMax)}`
      : formatCookingQuantity(quantity);
    line = parsed.original.slice(0, span.start) + text + parsed.original.slice(span.end);
  }
  const scaled: ScaledIngredient = {
    quantity: quantity === null ? null : roundTo(quantity, 6),
    quantityMax,
    unit: parsed.unit,
    name: parsed.name,
    foodKey,
    line,
    display,
    factor,
    original: parsed.original,
  };
  return parsed.packageSize ? { ...scaled, packageSize: parsed.packageSize } : scaled;
}

/** Every line of a recipe through `scaleIngredient`, in order. */
export function scaleIngredients(
  lines: readonly (string | ParsedIngredient)[],
  fromServings: number | null | undefined,
  toServings: number,
): ScaledIngredient[] {
  return lines.map((line) => scaleIngredient(line, fromServings, toServings));
}
