import { type ImportedRecipe, type Recipe, savableImportedRecipe } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { upsertRecipe } from '@/lib/api/recipes';

/** `POST /api/recipes` with the reviewed import: 201 with the saved recipe (also sent as `recipe:created`). */
export async function saveImportedRecipe(recipe: ImportedRecipe): Promise<Recipe> {
  const res = await apiRequest('POST', '/api/recipes', savableImportedRecipe(recipe));
  return (await res.json()) as Recipe;
}

export function useSaveImportedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportedRecipe,
    onSuccess: (recipe) => upsertRecipe(queryClient, recipe),
  });
}
