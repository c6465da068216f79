import type { MealPlan, UpdateMealPlanBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { findMealPlan, mealPlansKey, patchMealPlan, upsertMealPlan } from './meal-plans';

export interface MealPlanChange {
  id: string;
  changes: UpdateMealPlanBody;
  /** The recipe's title, for the pending list when the change is queued offline. */
  title?: string;
}

/** The pending list's words: "Move Lentil soup" for a new day or meal, "Change Lentil soup" for servings or notes. */
export function updateLabel({ changes, title = 'a meal' }: Pick<MealPlanChange, 'changes' | 'title'>): string {
  return changes.date !== undefined || changes.mealType !== undefined ? `Move ${title}` : `Change ${title}`;
}

/**
 * `PATCH /api/meal-plans/:id` with only the fields that change (date, mealType, servings, notes).
 * Offline it is queued (issue 21) and answers null: the calendar already shows the change.
 */
export async function updateMealPlan(change: MealPlanChange): Promise<MealPlan | null> {
  const res = await apiRequest('PATCH', `/api/meal-plans/${encodeURIComponent(change.id)}`, change.changes, { queue: { label: updateLabel(change) } });
  if (isQueued(res)) return null;
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
 * back. Offline the change is queued and stays shown; `plan` is then null. Callbacks run on the
 * mutation, so they still run after the card moved or unmounted.
 */
export function useUpdateMealPlan({
  onSuccess,
  onError,
  meta,
}: { onSuccess?: (plan: MealPlan | null, change: MealPlanChange) => void; onError?: (error: Error, change: MealPlanChange) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (change: MealPlanChange) => updateMealPlan({ ...change, title: change.title ?? findMealPlan(queryClient, change.id)?.recipe.title }),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: mealPlansKey });
      const previous = touched(findMealPlan(queryClient, id), changes);
      patchMealPlan(queryClient, id, shown(changes));
      return { previous };
    },
    onSuccess: (plan, change) => {
      if (plan) upsertMealPlan(queryClient, plan);
      onSuccess?.(plan, change);
    },
    onError: (error, change, context) => {
      if (context?.previous) patchMealPlan(queryClient, change.id, context.previous);
      onError?.(error, change);
    },
  });
}
