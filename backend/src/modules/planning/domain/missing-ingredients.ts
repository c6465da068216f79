import { DEFAULT_RECIPE_SERVINGS, formatScaled, namesMatch, recipeAvailability, type StockLot } from '@sous/kitchen';

export interface MissingEntry {
  ingredient: string;
  quantity: string | null;
  unit: string | null;
}

/** The first clause of an ingredient name, what a shopping list shows: "garlic, minced" → "garlic". */
const listName = (name: string) => name.split(',')[0].trim();

/**
 * What to buy for a recipe at `servings` (the recipe's own when not given): the lines the card shows
 * short, by the allocation Cook runs, as much as is short in cook steps; pantry staples are assumed.
 * When the cook named the ingredients (`wanted`), only those, each with its shortage when it is one
 * of the recipe's lines.
 */
export function missingForRecipe(
  recipe: { ingredients: readonly string[]; servings: number | null },
  servings: number | undefined,
  stock: readonly StockLot[],
  wanted?: readonly string[],
): MissingEntry[] {
  const base = recipe.servings && recipe.servings > 0 ? recipe.servings : DEFAULT_RECIPE_SERVINGS;
  const rows = recipeAvailability(recipe.ingredients, base, servings ?? base, stock);
  const entry = (index: number): MissingEntry => {
    const row = rows[index];
    return {
      ingredient: listName(row.ingredientName),
      quantity: row.shortage ? formatScaled(row.shortage.quantity) : null,
      unit: row.shortage?.unit ?? null,
    };
  };
  if (wanted) {
    return wanted.map((name) => {
      const index = rows.findIndex((row) => namesMatch(row.ingredientName, name) || namesMatch(name, row.ingredientName));
      return index === -1 ? { ingredient: listName(name), quantity: null, unit: null } : entry(index);
    });
  }
  return rows.flatMap((row, index) => (row.hasEnough ? [] : [entry(index)]));
}
