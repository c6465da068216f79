import type { ImportedRecipe, ImportRecipeBody } from '@sous/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/recipes/import`: reads a recipe from a URL, pasted page source or text; stores nothing. */
export async function importRecipe(body: ImportRecipeBody): Promise<ImportedRecipe> {
  const res = await apiRequest('POST', '/api/recipes/import', body);
  return (await res.json()) as ImportedRecipe;
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
