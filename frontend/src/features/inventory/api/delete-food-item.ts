import type { FoodItem } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeFoodItem } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

/** `DELETE /api/food-items/{id}` (204). */
export async function deleteFoodItem(item: Pick<FoodItem, 'id'>): Promise<void> {
  await apiRequest('DELETE', `/api/food-items/${encodeURIComponent(item.id)}`);
}

export function useDeleteFoodItem({ onSuccess, onError }: MutationCallbacks<void, FoodItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: FoodItem) => deleteFoodItem(item),
    onSuccess: (_answer, item) => {
      removeFoodItem(queryClient, item.id);
      onSuccess?.(undefined, item);
    },
    onError: (error, item) => onError?.(error, item),
  });
}
