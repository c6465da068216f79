import type { CreateMealPlanBody, MealPlan } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { mealPlansKey, upsertMealPlan } from './meal-plans';

/**
 * `POST /api/meal-plans` (spec 001 §7): date, mealType, recipeId, servings, notes. The one create of
 * a plan (issue 19): the planner's slots and the recipe card's Schedule both come through here.
 * Offline it is queued as "Plan <title>", so the pending list names the meal, not just its slot.
 */
export async function createMealPlan(body: CreateMealPlanBody, title: string): Promise<MealPlan | null> {
  const res = await apiRequest('POST', '/api/meal-plans', body, { queue: { label: `Plan ${title}` } });
  // queued offline: the plan appears after the replay's refetch (its recipe details come from the server)
  if (isQueued(res)) return null;
  return (await res.json()) as MealPlan;
}

export function useCreateMealPlan({
  title,
  onSuccess,
  onQueued,
  meta,
}: { title: string; onSuccess?: (plan: MealPlan) => void; onQueued?: () => void; meta?: MutationMeta }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanBody) => createMealPlan(body, title),
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
    meta,
  });
}
