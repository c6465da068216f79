/**
 * The one servings scaler (DESIGN §10, issue 16 "Servings are one number"): the recipe card, its
 * availability badge, Add to List, Schedule, the pre-cook summary and Cook all call
 * `scaleIngredient`, so a line says the same amount everywhere and Cook deducts exactly that.
 * It supersedes `scaleIngredientLine`'s plain decimals for anything that is shown or deducted:
 * countables are rounded to what a cook takes (¼ lime, ½ onion, whole eggs).
 */
import { parseIngredientLine, servingsScaleFactor, type PackageSize, type ParsedIngredient } from '../ingredients.js';
import { layoutAmount, rewriteAmount } from '../ingredient-line/index.js';
import { foodKeyOf } from '../food-identity/resolve-food.js';
import { formatCookingQuantity, roundTo } from '../quantity.js';
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
  /** The food alone, as the parser reads it (issue 30): 'garlic', 'corn oil' of 'corn, peanut or vegetable oil'. */
  food: string;
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

function rounded(quantity: number | null, unit: string | null, food: string, written: number | null): number | null {
  if (quantity === null) return null;
  return cookAmount(quantity, unit, food, written).quantity;
}

/**
 * The line with its amount rewritten to the scaled one, where the parser found it ('Juice of 1
 * lemon', '2-3 cloves', '1 cup plus 2 tablespoons'); everything else as written.
 */
function scaledLine(parsed: ParsedIngredient, factor: number, quantity: number | null, quantityMax: number | null): string {
  const layout = quantity === null || parsed.quantity === null || parsed.quantity === 0 ? null : layoutAmount(parsed.original);
  if (!layout || quantity === null || parsed.quantity === null) return parsed.original;
  const { plus, upTo } = layout.unit;
  if (plus || upTo) {
    // two written amounts ('1 cup plus 2 tablespoons', '1/2 cup to 3/4 cup'): each is scaled as written
    const max = layout.max === null ? null : layout.max * factor;
    const second = plus ? { plus: plus.number.value * factor } : { upTo: (upTo?.number.value ?? 0) * factor };
    return rewriteAmount(parsed.original, layout, { value: layout.value * factor, max, ...second }, formatCookingQuantity);
  }
  // the written count is the quantity over what each counted piece weighs ('1 4-pound chicken' is 4 lb)
  const each = parsed.quantity / layout.value;
  const eachOfMax = layout.max !== null && parsed.quantityMax !== null ? parsed.quantityMax / layout.max : each;
  const max = quantityMax !== null && layout.amount?.high ? quantityMax / eachOfMax : null;
  return rewriteAmount(parsed.original, layout, { value: quantity / each, max }, formatCookingQuantity);
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
  // the food alone ('corn oil' of 'corn, peanut or vegetable oil'); a parse made before it had a
  // food field falls back to the whole name, whose notes after commas resolveFood reads as notes
  const food = parsed.food || parsed.name;
  const foodKey = foodKeyOf(food);
  const quantity = rounded(parsed.quantity === null ? null : parsed.quantity * factor, parsed.unit, food, parsed.quantity);
  const quantityMax = rounded(parsed.quantityMax === null ? null : parsed.quantityMax * factor, parsed.unit, food, parsed.quantityMax);
  const display = quantity === null ? '' : cookAmount(quantity, parsed.unit, food, parsed.quantity).text;
  const line = scaledLine(parsed, factor, quantity, quantityMax);
  const scaled: ScaledIngredient = {
    quantity: quantity === null ? null : roundTo(quantity, 6),
    quantityMax,
    unit: parsed.unit,
    name: parsed.name,
    food,
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
