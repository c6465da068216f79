import type { CookMealBody, CookMealResponse } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { upsertFoodItem } from '@/lib/api/food-items';
import { upsertMealPlan } from './meal-plans';

export interface CookRequest {
  id: string;
  /** `leftovers`: the servings not eaten, put away as a leftover (issue 21). */
  body?: CookMealBody;
}

/**
 * `POST /api/meal-plans/:id/cook`: takes the recipe's ingredients (scaled to the planned servings),
 * or the slot's leftover, from the inventory and marks the meal cooked. Answers what was used, what
 * was lacking and the leftover saved; 409 when the meal was already cooked.
 */
export async function cookMealPlan({ id, body }: CookRequest): Promise<CookMealResponse> {
  const res = await apiRequest('POST', `/api/meal-plans/${encodeURIComponent(id)}/cook`, body);
  return (await res.json()) as CookMealResponse;
}

export function useCookMealPlan({ onSuccess, onError }: { onSuccess?: (answer: CookMealResponse) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cookMealPlan,
    onSuccess: async (answer) => {
      upsertMealPlan(queryClient, answer.mealPlan);
      if (answer.leftover) upsertFoodItem(queryClient, answer.leftover);
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.foodItems });
    },
    onError,
  });
}
