import type { CookMealBody, CookMealResponse } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { upsertFoodItem } from '@/lib/api/food-items';
import { findMealPlan, patchMealPlan, upsertMealPlan } from './meal-plans';

export interface CookRequest {
  id: string;
  /** `leftovers`: the servings not eaten, put away as a leftover (issue 21). */
  body?: CookMealBody;
  /** The recipe's title, for the pending list when the cook is queued offline. */
  title?: string;
}

/**
 * `POST /api/meal-plans/:id/cook`: takes the recipe's ingredients (scaled to the planned servings),
 * or the slot's leftover, from the inventory and marks the meal cooked. Answers what was used, what
 * was lacking and the leftover saved; 409 when the meal was already cooked. Offline it is queued
 * (issue 21) and answers null: what it takes is known only when the server does it.
 */
export async function cookMealPlan({ id, body, title = 'a meal' }: CookRequest): Promise<CookMealResponse | null> {
  const res = await apiRequest('POST', `/api/meal-plans/${encodeURIComponent(id)}/cook`, body, { queue: { label: `Cook ${title}` } });
  if (isQueued(res)) return null;
  return (await res.json()) as CookMealResponse;
}

export function useCookMealPlan({
  onSuccess,
  onQueued,
  onError,
  meta,
}: { onSuccess?: (answer: CookMealResponse) => void; onQueued?: (request: CookRequest) => void; onError?: (error: Error) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (request: CookRequest) => cookMealPlan({ ...request, title: request.title ?? findMealPlan(queryClient, request.id)?.recipe.title }),
    onSuccess: async (answer, request) => {
      if (!answer) {
        // queued: the calendar shows it cooked now; the replay's refetch brings the inventory and the leftover
        patchMealPlan(queryClient, request.id, { cookedAt: new Date().toISOString() });
        onQueued?.(request);
        return;
      }
      upsertMealPlan(queryClient, answer.mealPlan);
      if (answer.leftover) upsertFoodItem(queryClient, answer.leftover);
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.foodItems });
    },
    onError,
  });
}
