import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { findMealPlan, removeMealPlan } from './meal-plans';

/**
 * `DELETE /api/meal-plans/:id`; offline it is queued (issue 21) as "Remove <title> from the plan"
 * and answers true.
 */
export async function deleteMealPlan(id: string, title = 'a meal'): Promise<boolean> {
  const res = await apiRequest('DELETE', `/api/meal-plans/${encodeURIComponent(id)}`, undefined, { queue: { label: `Remove ${title} from the plan` } });
  return isQueued(res);
}

/** Removes a planned meal; the calendar drops it at once whether the delete was sent or queued. */
export function useDeleteMealPlan({ onSuccess, onError, meta }: { onSuccess?: (id: string, queued: boolean) => void; onError?: (error: Error, id: string) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (id: string) => deleteMealPlan(id, findMealPlan(queryClient, id)?.recipe.title),
    onSuccess: (queued, id) => {
      removeMealPlan(queryClient, id);
      onSuccess?.(id, queued);
    },
    onError,
  });
}
