import type { CreateMealPlanBody, MealPlan } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/meal-plans` from a recipe card's Schedule dialog (spec 001 §7). */
export async function scheduleMeal(body: CreateMealPlanBody): Promise<MealPlan> {
  const res = await apiRequest('POST', '/api/meal-plans', body);
  return (await res.json()) as MealPlan;
}

export function useScheduleMeal({ onSuccess, onError }: { onSuccess?: (plan: MealPlan) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMeal,
    onSuccess: async (plan) => {
      onSuccess?.(plan);
      await queryClient.invalidateQueries({ queryKey: queryKeys.mealPlans });
    },
    onError,
  });
}
