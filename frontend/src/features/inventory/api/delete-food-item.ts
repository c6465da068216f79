
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { removeFoodItem, type FoodItemListRow } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

/** What a delete did: `queued` when it waits offline in the outbox (issue 21) rather than done. */
export interface FoodItemsDeleted {
  queued: boolean;
}

/** `DELETE /api/food-items/{id}` (204); offline it is queued as "Remove <name>" and answers true. */
export async function deleteFoodItem(item: Pick<FoodItemListRow, 'id' | 'name'>): Promise<boolean> {
  const res = await apiRequest('DELETE', `/api/food-items/${encodeURIComponent(item.id)}`, undefined, { queue: { label: `Remove ${item.name}` } });
  return isQueued(res);
}

/**
 * Deletes a card: each of its lots, one after the other (a lot already gone stops the rest with its
 * error). Offline each lot's delete is queued and the card leaves the list at once.
 */
export function useDeleteFoodItem({ onSuccess, onError }: MutationCallbacks<FoodItemsDeleted, FoodItemListRow[]> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lots: FoodItemListRow[]): Promise<FoodItemsDeleted> => {
      let queued = false;
      for (const lot of lots) {
        if (await deleteFoodItem(lot)) queued = true;
        removeFoodItem(queryClient, lot.id);
      }
      return { queued };
    },
    onSuccess: (answer, lots) => onSuccess?.(answer, lots),
    onError: (error, lots) => onError?.(error, lots),
  });
}
