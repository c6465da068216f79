import type { FoodItem, UpdateFoodItemBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { foodItemsKey, upsertFoodItem } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

export interface FoodItemChanges {
  /** The item as this device last read it: its version guards against overwriting another device's change. */
  item: FoodItem;
  changes: Omit<UpdateFoodItemBody, 'version'>;
}

/** `PATCH /api/food-items/{id}` `{ version, ...changes }`; 409 when another device changed it first. */
export async function updateFoodItem({ item, changes }: FoodItemChanges): Promise<FoodItem> {
  const res = await apiRequest('PATCH', `/api/food-items/${encodeURIComponent(item.id)}`, { version: item.version, ...changes });
  return (await res.json()) as FoodItem;
}

export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useUpdateFoodItem({ onSuccess, onError }: MutationCallbacks<FoodItem, FoodItemChanges> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFoodItem,
    onSuccess: (updated, variables) => {
      upsertFoodItem(queryClient, updated);
      onSuccess?.(updated, variables);
    },
    onError: async (error, variables) => {
      onError?.(error, variables);
      // A stale version: read the list again so the next try starts from what is stored.
      if (isStaleVersion(error)) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
