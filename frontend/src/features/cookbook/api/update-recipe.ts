import type { Recipe, UpdateRecipeBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { upsertRecipe } from '@/lib/api/recipes';

/** `PATCH /api/recipes/:id` (spec 001 §7): isFavorite or rating (and text edits). */
export async function updateRecipe(id: string | undefined, body: UpdateRecipeBody): Promise<Recipe> {
  if (!id) throw new Error('Recipe ID required');
  const res = await apiRequest('PATCH', `/api/recipes/${encodeURIComponent(id)}`, body);
  return (await res.json()) as Recipe;
}

export function useUpdateRecipe({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRecipeBody }) => updateRecipe(id, body),
    onSuccess: (recipe) => upsertRecipe(queryClient, recipe),
    meta,
  });
}
