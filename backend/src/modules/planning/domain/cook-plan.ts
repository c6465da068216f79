import {
  convertQuantity,
  cookAmount,
  DEFAULT_UNIT,
  foodFacts,
  formatCountQuantity,
  formatScaled,
  isPantryStaple,
  lotsInUseOrder,
  namesMatch,
  parseQuantity,
  roundForCook,
  roundTo,
  scaleIngredient,
  takeFromLots,
  unitKind,
  unitName,
} from '@sous/kitchen';
import { amountIn } from './amount-in.js';

/** One lot of the household's inventory, as planning reads it. */
export interface StockItem {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expirationDate: string | null;
  /** The canonical food of the lot (food identity); null on rows older than it. */
  foodKey?: string | null;
}

export interface Take {
  foodItemId: string;
  foodItemName: string;
  ingredient: string;
  /** In the item's own unit, as numeric text: exactly what leaves the lot. */
  quantity: string;
  unit: string;
  /** How a cook says it: '¼ lime', '3 eggs', '2 lb chicken breast', '½ head garlic'. */
  amount: string;
}

export interface CookPlan {
  takes: Take[];
  /** Lines the inventory lacks, entirely or in part, as the recipe says them at the planned servings. */
  lacking: string[];
}

/** Below this (in the recipe's unit) nothing is left to take: rounding dust of conversions. */
const DUST = 0.005;

/**
 * The words of a take. The amount was already rounded by the cook steps (takeFromLots), so it is
 * only named here, never rounded again: what is said is what leaves the lot. A count of a food the
 * kitchen knows names the food ('¼ lime', '3 eggs'); anything else says its unit and the item.
 */
function describeTake(quantity: number, unit: string, itemName: string): string {
  const namesFood = convertQuantity(1, unit, DEFAULT_UNIT) !== null && unit !== 'dozen' && Boolean(foodFacts(itemName)?.pieceStep);
  if (roundForCook(quantity, unit, itemName) === quantity) {
    const said = cookAmount(quantity, unit, itemName).text;
    return namesFood ? said : `${said} ${itemName.toLowerCase()}`;
  }
  const number = unitKind(unit) === 'count' ? formatCountQuantity(quantity) : String(roundTo(quantity, 2));
  return `${number} ${unit} ${itemName.toLowerCase()}`;
}

/**
 * What cooking a recipe at `servings` takes from the inventory: each line scaled with the kitchen's
 * one scaler (countables rounded to what a cook takes), then taken from the matching lots earliest
 * expiry first in each lot's unit, whole cook steps of countables (half an onion, a quarter lime,
 * half a head of garlic for 4 cloves). Nothing is invented: what the lots cannot cover (missing,
 * too little, or units nothing relates) is lacking; lines without an amount are lacking only when
 * no lot matches at all; pantry staples never are. The cook-preview and Cook both call this, so
 * the summary and the result cannot disagree.
 */
export function planCooking(
  lines: readonly string[],
  recipeServings: number | null,
  servings: number,
  stock: readonly StockItem[],
): CookPlan {
  const left = new Map(stock.map((item) => [item.id, parseQuantity(item.quantity) ?? 0]));
  const inUseOrder = lotsInUseOrder(stock.map((item) => ({ ...item, expiresAt: item.expirationDate })));
  const takes: Take[] = [];
  const lacking: string[] = [];
  for (const line of lines) {
    const scaled = scaleIngredient(line, recipeServings, servings);
    const ingredient = scaled.name || line;
    const lots = inUseOrder.filter((item) => (item.foodKey && item.foodKey === scaled.foodKey) || namesMatch(ingredient, item.name));
    if (scaled.quantity === null) {
      if (lots.length === 0 && !isPantryStaple(line)) lacking.push(scaled.line);
      continue;
    }
    const unit = unitName(scaled.unit);
    let needed = scaled.quantity;
    for (const lot of lots) {
      if (needed <= DUST) break;
      const have = left.get(lot.id) ?? 0;
      const lotUnit = unitName(lot.unit);
      const neededInLot = amountIn(needed, unit, lotUnit, ingredient);
      if (have <= 0 || neededInLot === null || neededInLot <= 0) continue;
      const [deduction] = takeFromLots([{ id: lot.id, quantity: have, unit: lotUnit }], { quantity: neededInLot, unit: lotUnit }, ingredient).deductions;
      if (!deduction || deduction.take <= 0) continue;
      left.set(lot.id, deduction.remaining);
      needed = Math.max(0, roundTo(needed - (amountIn(deduction.take, lotUnit, unit, ingredient) ?? 0), 6));
      takes.push({
        foodItemId: lot.id,
        foodItemName: lot.name,
        ingredient,
        quantity: formatScaled(deduction.take),
        unit: lot.unit,
        amount: describeTake(deduction.take, lotUnit, lot.name),
      });
    }
    if (needed > DUST && !isPantryStaple(line)) lacking.push(scaled.line);
  }
  return { takes, lacking };
}
