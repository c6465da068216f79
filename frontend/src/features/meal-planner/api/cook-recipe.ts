import type { CookMealResponse, CookRecipeBody, CookRecipePreview } from '@sous/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, getJson, isQueued } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { upsertFoodItem } from '@/lib/api/food-items';
import { upsertMealPlan } from './meal-plans';

const recipeUrl = (recipeId: string) => `${queryKeys.recipes[0]}/${encodeURIComponent(recipeId)}`;

/**
 * `GET /api/recipes/:id/cook-preview?servings=N`: what cooking the recipe now would take and lack,
 * from the server's own cook planning. Never cached across openings: the inventory may have changed.
 */
export const cookRecipePreviewOptions = (recipeId: string, servings: number) =>
  queryOptions({
    queryKey: [...queryKeys.recipes, recipeId, 'cook-preview', servings],
    queryFn: ({ signal }) => getJson<CookRecipePreview>(`${recipeUrl(recipeId)}/cook-preview?servings=${servings}`, 'throw', signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCookRecipePreview(recipeId: string, servings: number | null) {
  return useQuery({ ...cookRecipePreviewOptions(recipeId, servings ?? 1), enabled: servings !== null });
}

export interface CookRecipeRequest {
  recipeId: string;
  body: CookRecipeBody;
  /** The recipe's title, for the pending list when the cook is queued offline. */
  title: string;
}

/**
 * `POST /api/recipes/:id/cook`: cooks a recipe that was not planned; the server records it as
 * today's meal, cooked, and answers like a planned cook. Offline it is queued like a planned cook
 * and answers null: what it takes is known only when the server does it.
 */
export async function cookRecipe({ recipeId, body, title }: CookRecipeRequest): Promise<CookMealResponse | null> {
  const res = await apiRequest('POST', `${recipeUrl(recipeId)}/cook`, body, { queue: { label: `Cook ${title}` } });
  if (isQueued(res)) return null;
  return (await res.json()) as CookMealResponse;
}

export function useCookRecipe({
  onSuccess,
  onQueued,
  onError,
  meta,
}: { onSuccess?: (answer: CookMealResponse) => void; onQueued?: (request: CookRecipeRequest) => void; onError?: (error: Error) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: cookRecipe,
    onSuccess: async (answer, request) => {
      if (!answer) {
        // queued: the plan has no id until the server makes it; the replay's refetch brings it
        onQueued?.(request);
        return;
      }
      upsertMealPlan(queryClient, answer.mealPlan);
      if (answer.leftover) upsertFoodItem(queryClient, answer.leftover);
      onSuccess?.(answer);
      // the cookbook's availability and the inventory both changed with what was taken
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.foodItems }), queryClient.invalidateQueries({ queryKey: queryKeys.recipes, exact: true })]);
    },
    onError,
  });
}
