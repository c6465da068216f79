import { formatScaled, isPantryStaple, matchIngredients, namesMatch, type InventoryItem } from '@sous/kitchen';

export interface MissingEntry {
  ingredient: string;
  quantity: string | null;
  unit: string | null;
}

/** The first clause of an ingredient name, what a shopping list shows: "garlic, minced" → "garlic". */
const listName = (name: string) => name.split(',')[0].trim();

/**
 * What to buy for a recipe: the lines the household lacks (or has too little of), as much as is
 * short; pantry staples are assumed. When the cook named the ingredients (`wanted`), only those,
 * each with the recipe's shortage when it is one of its lines.
 */
export function missingForRecipe(ingredientLines: readonly string[], inventory: readonly InventoryItem[], wanted?: readonly string[]): MissingEntry[] {
  const matches = matchIngredients(ingredientLines, inventory);
  const entry = (index: number): MissingEntry => {
    const match = matches[index];
    return {
      ingredient: listName(match.ingredientName),
      quantity: match.shortage ? formatScaled(match.shortage.quantity) : null,
      unit: match.shortage?.unit ?? null,
    };
  };
  if (wanted) {
    return wanted.map((name) => {
      const index = matches.findIndex((m) => namesMatch(m.ingredientName, name) || namesMatch(name, m.ingredientName));
      return index === -1 ? { ingredient: listName(name), quantity: null, unit: null } : entry(index);
    });
  }
  return matches.flatMap((match, index) => (match.hasEnough || isPantryStaple(ingredientLines[index]) ? [] : [entry(index)]));
}
