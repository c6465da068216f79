import type { Recipe, UpdateRecipeBody } from '@sous/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const recipesKey = queryKeys.recipes;

/**
 * `GET /api/recipes`: the household's cookbook, newest first, each with its ingredientMatches
 * (spec 001 §3). Socket `recipe:*` events keep it live (lib/socket-cache.ts). Shared by the
 * cookbook, the recipe card (availability refresh) and smart generation (finding the new recipe).
 */
export async function fetchRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  return (await getJson<Recipe[]>(recipesKey[0], 'throw', signal)) ?? [];
}

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesKey,
    queryFn: ({ signal }) => fetchRecipes(signal),
  });

export function useRecipes() {
  return useQuery(recipesQueryOptions());
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

/** `PATCH /api/recipes/:id` (spec 001 §7): isFavorite or rating (and text edits). */
export async function updateRecipe(id: string | undefined, body: UpdateRecipeBody): Promise<Recipe> {
  if (!id) throw new Error('Recipe ID required');
  const res = await apiRequest('PATCH', `/api/recipes/${encodeURIComponent(id)}`, body);
  return (await res.json()) as Recipe;
}

export function useUpdateRecipe({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRecipeBody }) => updateRecipe(id, body),
    onSuccess: (recipe) => upsertRecipe(queryClient, recipe),
    onError,
  });
}

/** `DELETE /api/recipes/:id`. */
export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/recipes/${encodeURIComponent(id)}`);
}

export function useDeleteRecipe({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_void, id) => {
      removeRecipe(queryClient, id);
      onSuccess?.();
    },
    onError,
  });
}
