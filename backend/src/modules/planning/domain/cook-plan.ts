import { convertQuantity, formatScaled, isPantryStaple, namesMatch, parseIngredientLine, parseQuantity, roundTo } from '@sous/kitchen';

export interface StockItem {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expirationDate: string | null;
}

export interface Take {
  foodItemId: string;
  foodItemName: string;
  ingredient: string;
  /** In the item's own unit, as numeric text. */
  quantity: string;
  unit: string;
}

export interface CookPlan {
  takes: Take[];
  /** Ingredients the inventory lacks, entirely or in part, as written in the recipe. */
  lacking: string[];
}

/**
 * What cooking a recipe takes from the inventory: each line scaled by `factor`, taken from the
 * matching items soonest-expiring first, converted to each item's unit. Nothing is invented: a
 * line the inventory cannot cover (missing, too little, or units that do not convert) is reported
 * as lacking; lines without an amount ("salt to taste") and pantry staples never count as lacking.
 */
export function planCooking(lines: readonly string[], factor: number, stock: readonly StockItem[]): CookPlan {
  const left = new Map(stock.map((item) => [item.id, parseQuantity(item.quantity) ?? 0]));
  const bySoonest = [...stock].sort((a, b) => (a.expirationDate ?? '9999').localeCompare(b.expirationDate ?? '9999'));
  const takes: Take[] = [];
  const lacking: string[] = [];
  for (const line of lines) {
    const parsed = parseIngredientLine(line);
    const name = parsed.name || line;
    if (parsed.quantity === null) continue;
    let needed = parsed.quantity * factor;
    for (const item of bySoonest) {
      if (needed <= 0) break;
      if (!namesMatch(name, item.name)) continue;
      const have = left.get(item.id) ?? 0;
      const haveInRecipeUnit = convertQuantity(have, item.unit, parsed.unit);
      if (!haveInRecipeUnit || haveInRecipeUnit <= 0) continue;
      const take = Math.min(needed, haveInRecipeUnit);
      const takeInItemUnit = convertQuantity(take, parsed.unit, item.unit) ?? 0;
      left.set(item.id, roundTo(have - takeInItemUnit, 4));
      needed = roundTo(needed - take, 4);
      takes.push({ foodItemId: item.id, foodItemName: item.name, ingredient: name, quantity: formatScaled(takeInItemUnit), unit: item.unit });
    }
    if (needed > 0 && !isPantryStaple(line)) lacking.push(line);
  }
  return { takes, lacking };
}
