import type { AddFoodItemBody, FoodItem } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { foodItemsKey, upsertFoodItem } from './food-items';

/** `POST /api/food-items` (spec 000 §7). Shared by the add-food dialog and the inventory's Undo. */
export async function addFoodItem(body: AddFoodItemBody): Promise<FoodItem> {
  const res = await apiRequest('POST', '/api/food-items', body);
  return (await res.json()) as FoodItem;
}

/** Shows the new item at once, then refreshes the list as the spec asks. */
export function useAddFoodItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFoodItem,
    onSuccess: async (item) => {
      upsertFoodItem(queryClient, item);
      await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
