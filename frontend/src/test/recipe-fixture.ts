import type { Recipe } from '@sous/contracts';

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
