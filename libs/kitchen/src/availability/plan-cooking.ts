/**
 * What Cook takes and lacks (issue 16), as the pre-cook summary shows it and Cook records it.
 * Planning persists the takes; everything it computes is here, shared with the recipe card.
 */
import { foodFacts } from '../amounts/convert-amount.js';
import { cookAmount, formatCountQuantity, roundForCook } from '../amounts/cook-rounding.js';
import { formatScaled, roundTo } from '../quantity.js';
import { convertQuantity, DEFAULT_UNIT, unitKind } from '../units.js';
import { allocateLines } from './allocate.js';
import { indexStock, type StockIndex, type StockLot } from './stock-index.js';

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
 * What cooking a recipe at `servings` takes from the inventory and what it lacks (see
 * `allocateLines`). Pass the stock, or an index of it when planning many recipes against one
 * inventory. The cook-preview and Cook both call this, so the summary and the result cannot
 * disagree; the recipe card's rows (`recipeAvailability`) come from the same allocation.
 */
export function planCooking<T extends StockLot>(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  servings: number,
  stock: readonly T[] | StockIndex<T>,
): CookPlan {
  const index = 'candidates' in stock ? stock : indexStock(stock);
  const plans = allocateLines(lines, recipeServings, servings, (scaled, food) => index.candidates(food, scaled.foodKey));
  const takes = plans.flatMap((plan) =>
    plan.takes.map(
      ({ lot, take, unit }): Take => ({
        foodItemId: lot.id,
        foodItemName: lot.name,
        ingredient: plan.ingredient,
        quantity: formatScaled(take),
        unit: lot.unit ?? unit,
        amount: describeTake(take, unit, lot.name),
      }),
    ),
  );
  return { takes, lacking: plans.filter((plan) => plan.lacking).map((plan) => plan.scaled.line) };
}
