import type { Recipe } from '@sous/contracts';
import { recipeAvailability, type StockLot } from '@sous/kitchen';

/**
 * A saved recipe as the API answers it, with neutral values; a test states only the fields it is
 * about (`aRecipe({ title: 'Leek soup', ingredients: [...] })`), so a new field of the contract is
 * added here once instead of in every test that builds a recipe.
 */
export function aRecipe(changes: Partial<Recipe> = {}): Recipe {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    householdId: 'h1',
    userId: 'u1',
    title: 'Recipe',
    description: null,
    prepTime: null,
    cookTime: null,
    servings: 4,
    ingredients: [],
    instructions: [],
    usedIngredients: [],
    missingIngredients: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    isFavorite: false,
    rating: null,
    cuisine: null,
    mealType: null,
    difficulty: null,
    dietTags: [],
    version: 1,
    totalTime: null,
    yieldText: null,
    ingredientSections: [],
    instructionSections: [],
    source: 'user',
    note: null,
    ingredientMatches: [],
    ...changes,
  };
}

/** A lot of the kitchen as recipe matching reads it: a name, an amount and its unit, no expiry. */
export const stockLot = (id: string, name: string, quantity: string, unit: string): StockLot => ({ id, name, quantity, unit, expirationDate: null });

/**
 * "Chicken and eggs", a dinner for 2 from the cookbook, with its lines matched against `stock` as
 * GET /api/recipes answers them (at the recipe's own servings). `changes` may retitle it or give
 * it other lines or servings; the matches follow.
 */
export function chickenAndEggs(stock: readonly StockLot[], { servings = 2, ...changes }: Partial<Recipe> & { servings?: number } = {}): Recipe {
  const recipe = aRecipe({
    id: '5d9f0a3e-2c4b-4e6f-9a1b-3c5d7e9f1a2b',
    title: 'Chicken and eggs',
    prepTime: '10',
    cookTime: '20',
    ingredients: ['8 oz chicken breast', '2 eggs'],
    instructions: ['Cook it.'],
    createdAt: '2025-03-01T10:00:00.000Z',
    mealType: 'dinner',
    ...changes,
    servings,
  });
  return { ...recipe, ingredientMatches: recipeAvailability(recipe.ingredients, servings, servings, stock) };
}
