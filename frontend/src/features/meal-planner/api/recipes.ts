import type { Recipe } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the planner reads of a cookbook recipe (the cookbook owns the full shape). */
export type PlannerRecipe = Pick<Recipe, 'id' | 'title' | 'prepTime' | 'cookTime' | 'servings' | 'ingredients' | 'isFavorite'> &
  Partial<Pick<Recipe, 'ingredientMatches' | 'cuisine' | 'mealType' | 'createdAt'>>;

export const recipesKey = queryKeys.recipes;

/**
 * `GET /api/recipes`: the household's cookbook, to pick a meal from. A server without the recipes
 * API yet (404) has an empty cookbook as far as the planner is concerned.
 */
export async function fetchRecipes(signal?: AbortSignal): Promise<PlannerRecipe[]> {
  try {
    return (await getJson<PlannerRecipe[]>(recipesKey[0], 'throw', signal)) ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesKey,
    queryFn: ({ signal }) => fetchRecipes(signal),
  });

export function useRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipesQueryOptions(), enabled });
}
