import type { Recipe } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJsonPage, type JsonPage } from '@/lib/api-client';
import { pagedListQueryFn } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';
import { upsertRows } from '@/lib/list-merge';

export const recipesKey = queryKeys.recipes;

/**
 * The first page of the cookbook; each page's `Link` header names the next. 25: a recipe's rows carry
 * the lots its card can use, so 50 recipes over a 5,000-lot kitchen were 518 KB (scale bench).
 */
export const recipesFirstPageUrl = `${recipesKey[0]}?limit=25`;

/** One page of `GET /api/recipes` (newest first, each with its ingredientMatches, spec 001 §3). */
export function fetchRecipePage(url = recipesFirstPageUrl, signal?: AbortSignal): Promise<JsonPage<Recipe>> {
  return getJsonPage<Recipe>(url, signal);
}

/**
 * The household's cookbook, newest first: the one reader of this key (issue 19): the cookbook
 * lists it, the meal planner picks from it, and import adds to it. It arrives 25 recipes a page
 * (lib/paged-list.ts; 2,000 recipes with their availability were one 53 MB answer). Socket
 * `recipe:*` events keep it live (lib/socket-cache.ts). A 404 is an error, never an empty cookbook.
 * The writes (favorite, rating, delete) are the cookbook's.
 */
export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesKey,
    queryFn: pagedListQueryFn<Recipe>(recipesFirstPageUrl),
  });

export function useRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipesQueryOptions(), enabled });
}

/** Puts one recipe as the server returned it into the cached list (newest first). */
export function upsertRecipe(queryClient: QueryClient, recipe: Recipe): void {
  queryClient.setQueryData<Recipe[]>(recipesKey, (list) => list && upsertRows(list, [recipe], 'start'));
}

export function removeRecipe(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Recipe[]>(recipesKey, (list) => list?.filter((row) => row.id !== id));
}
