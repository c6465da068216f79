import type { FoodItem } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeFoodItem } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

/** `DELETE /api/food-items/{id}` (204). */
export async function deleteFoodItem(item: Pick<FoodItem, 'id'>): Promise<void> {
  await apiRequest('DELETE', `/api/food-items/${encodeURIComponent(item.id)}`);
}

/** Deletes a card: each of its lots, one after the other (a lot already gone stops the rest with its error). */
export function useDeleteFoodItem({ onSuccess, onError }: MutationCallbacks<void, FoodItem[]> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lots: FoodItem[]) => {
      for (const lot of lots) {
        await deleteFoodItem(lot);
        removeFoodItem(queryClient, lot.id);
      }
    },
    onSuccess: (_answer, lots) => onSuccess?.(undefined, lots),
    onError: (error, lots) => onError?.(error, lots),
  });
}
