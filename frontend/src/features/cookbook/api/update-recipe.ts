import { type Recipe, recipe as recipeSchema, type SavedRecipe, type UpdateRecipeBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { upsertRecipe } from '@/lib/api/recipes';

/** `PATCH /api/recipes/:id`: favourite or rating (spec 001 §7), or an edit of any field with the `version` read (issue 30). */
export async function updateRecipe(id: string | undefined, body: UpdateRecipeBody): Promise<SavedRecipe> {
  if (!id) throw new Error('Recipe ID required');
  const res = await apiRequest('PATCH', `/api/recipes/${encodeURIComponent(id)}`, body);
  return (await res.json()) as SavedRecipe;
}

/** The recipe as another device left it, from a 409 `{ code: 'recipes.stale-version', current }`; null for any other failure. */
export function recipeConflictOf(error: unknown): Recipe | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { code?: unknown; current?: unknown };
    if (body.code !== 'recipes.stale-version') return null;
    const current = recipeSchema.safeParse(body.current);
    return current.success ? current.data : null;
  } catch {
    return null;
  }
}

/** The saved recipe without its warnings, as the cache and the socket hold it. */
const withoutWarnings = ({ warnings: _warnings, ...recipe }: SavedRecipe): Recipe => recipe;

export function useUpdateRecipe({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRecipeBody }) => updateRecipe(id, body),
    onSuccess: (saved) => upsertRecipe(queryClient, withoutWarnings(saved)),
    onError: (error) => {
      // what the other device saved is the recipe now: show it at once
      const current = recipeConflictOf(error);
      if (current) upsertRecipe(queryClient, current);
    },
    meta,
  });
}
