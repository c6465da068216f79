import type { CreateRecipeBody, ImportedRecipe, Recipe, SavedRecipe } from '@sous/contracts';
import { savableImportedRecipe } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { upsertRecipe } from '@/lib/api/recipes';

/**
 * `POST /api/recipes` with the reviewed import, as read or as edited in the review: 201 with the
 * saved recipe and the warnings of its lines (the recipe is also sent as `recipe:created`).
 */
export async function saveImportedRecipe(recipe: ImportedRecipe | CreateRecipeBody): Promise<SavedRecipe> {
  const body = 'foundIn' in recipe ? savableImportedRecipe(recipe) : recipe;
  const res = await apiRequest('POST', '/api/recipes', body);
  return (await res.json()) as SavedRecipe;
}

const withoutWarnings = ({ warnings: _warnings, ...recipe }: SavedRecipe): Recipe => recipe;

export function useSaveImportedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportedRecipe,
    onSuccess: (saved) => upsertRecipe(queryClient, withoutWarnings(saved)),
  });
}
