import type { CookMealResponse } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { upsertMealPlan } from './meal-plans';

/**
 * `POST /api/meal-plans/:id/cook`: takes the recipe's ingredients (scaled to the planned servings)
 * from the inventory and marks the meal cooked. Answers what was used and what was lacking; 409
 * when the meal was already cooked.
 */
export async function cookMealPlan(id: string): Promise<CookMealResponse> {
  const res = await apiRequest('POST', `/api/meal-plans/${encodeURIComponent(id)}/cook`);
  return (await res.json()) as CookMealResponse;
}

export function useCookMealPlan({ onSuccess, onError }: { onSuccess?: (answer: CookMealResponse) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cookMealPlan,
    onSuccess: async (answer) => {
      upsertMealPlan(queryClient, answer.mealPlan);
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.foodItems });
    },
    onError,
  });
}
