import type { AddMissingBody, ShoppingItem } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { RecipeServings } from '../lib/plans';

/**
 * `POST /api/shopping-list/add-missing` (spec 001 §7): the recipe's ingredients the inventory lacks
 * (or only the named ones) go onto the shopping list; answers the entries added or topped up.
 */
export async function addMissingIngredients(body: AddMissingBody): Promise<ShoppingItem[]> {
  const res = await apiRequest('POST', '/api/shopping-list/add-missing', body);
  return (await res.json()) as ShoppingItem[];
}

/**
 * Adds the missing ingredients of several recipes at their planned servings, one after the other
 * (two recipes needing garlic then top up one entry instead of racing to create two). Answers how
 * many entries were added.
 */
export async function addMissingForRecipes(recipes: readonly RecipeServings[]): Promise<number> {
  let added = 0;
  for (const { recipeId, servings } of recipes) added += (await addMissingIngredients({ recipeId, servings })).length;
  return added;
}

/**
 * The one add-missing mutation (issue 19): the week's "add missing" button, the cook dialog for
 * what was lacking, and the recipe card's Add to List (lent to the cookbook by app/).
 */
export function useAddMissingIngredients({
  onSuccess,
  onError,
  meta,
}: { onSuccess?: (added: number) => void; onError?: (error: Error) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { recipes: readonly RecipeServings[] } | AddMissingBody) =>
      'recipes' in request ? addMissingForRecipes(request.recipes) : addMissingIngredients(request).then((rows) => rows.length),
    onSuccess: async (added) => {
      onSuccess?.(added);
      // Spec 001 §7: the shopping list items are refreshed (the socket also brings the rows).
      await queryClient.invalidateQueries({ queryKey: queryKeys.shoppingListItems });
    },
    onError,
    meta,
  });
}
