import type { Recipe } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const recipesKey = queryKeys.recipes;

/**
 * `GET /api/recipes`: the household's cookbook, newest first, each with its ingredientMatches
 * (spec 001 §3). Socket `recipe:*` events keep it live (lib/socket-cache.ts). The one fetcher of
 * this key (issue 19): the cookbook lists it, the meal planner picks from it, smart generation finds
 * the new recipe in it, and import adds to it. A 404 is an error like any other, never an empty
 * cookbook. The writes (favorite, rating, delete) are the cookbook's.
 */
export async function fetchRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  return (await getJson<Recipe[]>(recipesKey[0], 'throw', signal)) ?? [];
}

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesKey,
    queryFn: ({ signal }) => fetchRecipes(signal),
  });

export function useRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipesQueryOptions(), enabled });
}

/** Puts one recipe as the server returned it into the cached list (newest first). */
export function upsertRecipe(queryClient: QueryClient, recipe: Recipe): void {
  queryClient.setQueryData<Recipe[]>(recipesKey, (list) => {
    if (!list) return list;
    const index = list.findIndex((row) => row.id === recipe.id);
    if (index === -1) return [recipe, ...list];
    const next = [...list];
    next[index] = recipe;
    return next;
  });
}

export function removeRecipe(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Recipe[]>(recipesKey, (list) => list?.filter((row) => row.id !== id));
}
