import type { Recipe } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the planner reads of a cookbook recipe (the cookbook owns the full shape). */
export type PlannerRecipe = Pick<Recipe, 'id' | 'title' | 'prepTime' | 'cookTime' | 'servings' | 'ingredients' | 'isFavorite'> &
  Partial<Pick<Recipe, 'ingredientMatches' | 'cuisine' | 'mealType' | 'createdAt'>>;

export const recipesKey = queryKeys.recipes;

/** `GET /api/recipes`: the household's cookbook, to pick a meal from. */
export async function fetchRecipes(signal?: AbortSignal): Promise<PlannerRecipe[]> {
  return (await getJson<PlannerRecipe[]>(recipesKey[0], 'throw', signal)) ?? [];
}

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesKey,
    queryFn: ({ signal }) => fetchRecipes(signal),
  });

export function useRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipesQueryOptions(), enabled });
}
