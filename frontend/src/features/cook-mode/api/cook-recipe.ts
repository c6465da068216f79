import type { Recipe } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** `GET /api/recipes/:id`: the recipe cook mode starts from (title, servings, lines for Cook). */
export const cookRecipeOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/recipes', id],
    queryFn: async ({ signal }) => (await getJson<Recipe>(`/api/recipes/${encodeURIComponent(id)}`, 'throw', signal)) as Recipe,
    retry: false,
  });

export function useCookRecipe(id: string) {
  return useQuery(cookRecipeOptions(id));
}
