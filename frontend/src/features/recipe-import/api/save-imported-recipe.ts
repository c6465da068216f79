import type { CreateRecipeBody, ImportedRecipe, Recipe } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { upsertRecipe } from '@/lib/api/recipes';

/** The reviewed import as `POST /api/recipes` takes it, attribution included. */
export function savableRecipe(recipe: ImportedRecipe): CreateRecipeBody {
  return {
    title: recipe.title,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    cuisine: recipe.cuisine,
    sourceUrl: recipe.sourceUrl,
    sourceAuthor: recipe.sourceAuthor,
    imageUrl: recipe.imageUrl,
  };
}

/** `POST /api/recipes` with the reviewed import: 201 with the saved recipe (also sent as `recipe:created`). */
export async function saveImportedRecipe(recipe: ImportedRecipe): Promise<Recipe> {
  const res = await apiRequest('POST', '/api/recipes', savableRecipe(recipe));
  return (await res.json()) as Recipe;
}

export function useSaveImportedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportedRecipe,
    onSuccess: (recipe) => upsertRecipe(queryClient, recipe),
  });
}
