import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeMealPlan } from './meal-plans';

/** `DELETE /api/meal-plans/:id` */
export async function deleteMealPlan(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/meal-plans/${encodeURIComponent(id)}`);
}

export function useDeleteMealPlan({ onSuccess, onError }: { onSuccess?: (id: string) => void; onError?: (error: Error, id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: (_answer, id) => {
      removeMealPlan(queryClient, id);
      onSuccess?.(id);
    },
    onError,
  });
}
