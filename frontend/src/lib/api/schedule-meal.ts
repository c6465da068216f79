import type { CreateMealPlanBody, MealPlan } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `POST /api/meal-plans` from a recipe card's Schedule dialog (spec 001 §7). Offline it is queued
 * (issue 21) as "Plan <title>" and answers null: the plan appears after the replay's refetch, as
 * the planner's own create does (its recipe details come from the server).
 */
export async function scheduleMeal(body: CreateMealPlanBody, title?: string): Promise<MealPlan | null> {
  const res = await apiRequest('POST', '/api/meal-plans', body, { queue: { label: title ? `Plan ${title}` : `Plan ${body.mealType} on ${body.date}` } });
  if (isQueued(res)) return null;
  return (await res.json()) as MealPlan;
}

export function useScheduleMeal({
  title,
  onSuccess,
  onQueued,
  onError,
}: { title?: string; onSuccess?: (plan: MealPlan) => void; onQueued?: (body: CreateMealPlanBody) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanBody) => scheduleMeal(body, title),
    onSuccess: async (plan, body) => {
      if (!plan) {
        onQueued?.(body);
        return;
      }
      onSuccess?.(plan);
      await queryClient.invalidateQueries({ queryKey: queryKeys.mealPlans });
    },
    onError,
  });
}
