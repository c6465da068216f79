import { pageLimits, type Recipe } from '@sous/contracts';
import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJsonPage, type JsonPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const recipesKey = queryKeys.recipes;

/** The first page of the cookbook; each page's `Link` header names the next. */
export const recipesFirstPageUrl = `${recipesKey[0]}?limit=${pageLimits.default}`;

/** One page of `GET /api/recipes` (newest first, each with its ingredientMatches, spec 001 §3). */
export function fetchRecipePage(url = recipesFirstPageUrl, signal?: AbortSignal): Promise<JsonPage<Recipe>> {
  return getJsonPage<Recipe>(url, signal);
}

async function* recipePages(signal: AbortSignal): AsyncGenerator<Recipe[]> {
  for (let url: string | null = recipesFirstPageUrl; url; ) {
    const page: JsonPage<Recipe> = await fetchRecipePage(url, signal);
    yield page.rows;
    url = page.next;
  }
}

/**
 * A page onto the list: a recipe already there stays (a socket event may have put a fresher copy in
 * while the pages were coming).
 */
function appendPage(list: Recipe[], page: Recipe[]): Recipe[] {
  const have = new Set(list.map((row) => row.id));
  const fresh = page.filter((row) => !have.has(row.id));
  return fresh.length === 0 ? list : [...list, ...fresh];
}

/**
 * The household's cookbook, newest first: the one reader of this key (issue 19): the cookbook
 * lists it, the meal planner picks from it, and import adds to it. It arrives a page of 50 at a time
 * (issue 18: 2,000 recipes with their availability were one 53 MB answer): the first page shows at
 * once and the rest follow, each appended as it comes; a refetch swaps the whole list in at its end.
 * Socket `recipe:*` events keep it live (lib/socket-cache.ts). A 404 is an error, never an empty
 * cookbook. The writes (favorite, rating, delete) are the cookbook's.
 */
export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesKey,
    queryFn: streamedQuery<Recipe[], Recipe[]>({
      streamFn: ({ signal }) => recipePages(signal),
      reducer: appendPage,
      initialValue: [],
      refetchMode: 'replace',
    }),
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
