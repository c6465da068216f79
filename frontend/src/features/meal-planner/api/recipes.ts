import type { Recipe } from '@sous/contracts';
import { useRecipes as useCookbookRecipes } from '@/lib/api/recipes';

/** What the planner reads of a cookbook recipe (the cookbook owns the full shape). */
export type PlannerRecipe = Pick<Recipe, 'id' | 'title' | 'prepTime' | 'cookTime' | 'servings' | 'ingredients' | 'isFavorite'> &
  Partial<Pick<Recipe, 'ingredientMatches' | 'cuisine' | 'mealType' | 'createdAt'>>;

/**
 * `GET /api/recipes`, to pick a meal from: the shared fetcher of lib/api (issue 19: one fetcher per
 * key, so the planner and the cookbook cannot disagree on what a 404 means), read as planner rows.
 */
export function useRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useCookbookRecipes({ enabled });
}
