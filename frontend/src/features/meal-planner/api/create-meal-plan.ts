import type { CreateMealPlanBody, MealPlan } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { mealPlansKey, upsertMealPlan } from './meal-plans';

/** `POST /api/meal-plans` (spec 001 §7): date, mealType, recipeId, servings, notes. */
export async function createMealPlan(body: CreateMealPlanBody): Promise<MealPlan | null> {
  const res = await apiRequest('POST', '/api/meal-plans', body, { queue: { label: `Plan ${body.mealType} on ${body.date}` } });
  // queued offline: the plan appears after the replay's refetch (its recipe details come from the server)
  if (isQueued(res)) return null;
  return (await res.json()) as MealPlan;
}

export function useCreateMealPlan({
  onSuccess,
  onQueued,
  onError,
}: { onSuccess?: (plan: MealPlan) => void; onQueued?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMealPlan,
    onSuccess: async (plan) => {
      if (!plan) {
        onQueued?.();
        return;
      }
      upsertMealPlan(queryClient, plan);
      onSuccess?.(plan);
      // Spec 001 §7: the meal plans are refreshed after a change.
      await queryClient.invalidateQueries({ queryKey: mealPlansKey });
    },
    onError,
  });
}
