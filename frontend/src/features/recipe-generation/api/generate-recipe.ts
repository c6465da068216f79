import type { GenerateRecipeBody, Recipe } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { foodItemsKey } from '@/lib/api/food-items';
import { fetchRecipePage, upsertRecipe } from '@/lib/api/recipes';

/** `POST /api/recipes/generate` (spec 000 §7): the smart or the customized body; 201 with the saved recipe. */
export async function generateRecipe(body: GenerateRecipeBody): Promise<Recipe> {
  const res = await apiRequest('POST', '/api/recipes/generate', body);
  return (await res.json()) as Recipe;
}

/**
 * Generates, then (spec 000 §4, §7) refreshes the food items and recipes and looks the new recipe
 * up by id in GET /api/recipes, whose rows carry their ingredientMatches. The newest recipe is on the
 * list's first page, so that page is all it reads (the cookbook may hold thousands); the recipe
 * goes into the cached list. Resolves with that recipe.
 */
export function useGenerateRecipe({
  onSuccess,
  onError,
  meta,
}: { onSuccess?: (recipe: Recipe, body: GenerateRecipeBody) => void; onError?: (error: Error) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateRecipeBody) => {
      const created = await generateRecipe(body);
      void queryClient.invalidateQueries({ queryKey: foodItemsKey });
      let found: Recipe | undefined;
      try {
        found = (await fetchRecipePage()).rows.find((row) => row.id === created.id);
      } catch {
        // The recipe exists; a failed list refresh must not turn the generation into a failure.
      }
      upsertRecipe(queryClient, found ?? created);
      return found ?? created;
    },
    onSuccess,
    onError,
    meta,
  });
}
