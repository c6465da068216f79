import type { MealPlan, UpdateMealPlanBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { findMealPlan, mealPlansKey, patchMealPlan, upsertMealPlan } from './meal-plans';

export interface MealPlanChange {
  id: string;
  changes: UpdateMealPlanBody;
}

/** `PATCH /api/meal-plans/:id` with only the fields that change (date, mealType, servings, notes). */
export async function updateMealPlan({ id, changes }: MealPlanChange): Promise<MealPlan> {
  const res = await apiRequest('PATCH', `/api/meal-plans/${encodeURIComponent(id)}`, changes);
  return (await res.json()) as MealPlan;
}

type Fields = Partial<Pick<MealPlan, 'date' | 'mealType' | 'servings' | 'notes'>>;

function touched(plan: MealPlan | undefined, changes: UpdateMealPlanBody): Fields | undefined {
  if (!plan) return undefined;
  const previous: Fields = {};
  if (changes.date !== undefined) previous.date = plan.date;
  if (changes.mealType !== undefined) previous.mealType = plan.mealType;
  if (changes.servings !== undefined) previous.servings = plan.servings;
  if (changes.notes !== undefined) previous.notes = plan.notes;
  return previous;
}

function shown(changes: UpdateMealPlanBody): Fields {
  const next: Fields = {};
  if (changes.date !== undefined) next.date = changes.date;
  if (changes.mealType !== undefined) next.mealType = changes.mealType;
  if (changes.servings !== undefined) next.servings = changes.servings;
  if (changes.notes !== undefined) next.notes = changes.notes?.trim() || null;
  return next;
}

/**
 * Moves a meal or changes its servings or notes. The calendar shows the change at once (a moved
 * meal is in its new slot before the server answers); if the server refuses, the touched fields go
 * back. Callbacks run on the mutation, so they still run after the card moved or unmounted.
 */
export function useUpdateMealPlan({ onSuccess, onError }: { onSuccess?: (plan: MealPlan, change: MealPlanChange) => void; onError?: (error: Error, change: MealPlanChange) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMealPlan,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: mealPlansKey });
      const previous = touched(findMealPlan(queryClient, id), changes);
      patchMealPlan(queryClient, id, shown(changes));
      return { previous };
    },
    onSuccess: (plan, change) => {
      upsertMealPlan(queryClient, plan);
      onSuccess?.(plan, change);
    },
    onError: (error, change, context) => {
      if (context?.previous) patchMealPlan(queryClient, change.id, context.previous);
      onError?.(error, change);
    },
  });
}
