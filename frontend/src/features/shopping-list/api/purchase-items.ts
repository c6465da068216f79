import type { PurchaseResponse, PurchaseShoppingItemsBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { removeShoppingItems } from './shopping-items';

/**
 * `POST /api/shopping-list/purchase`: bought entries go into the inventory (to the chosen storage
 * location, or each to where its kind of food belongs) and leave the list. 409 when the household
 * has no storage location yet.
 */
export async function purchaseShoppingItems(body: PurchaseShoppingItemsBody): Promise<PurchaseResponse> {
  const res = await apiRequest('POST', '/api/shopping-list/purchase', body);
  return (await res.json()) as PurchaseResponse;
}

export function usePurchaseShoppingItems({
  onSuccess,
  meta,
}: { onSuccess?: (answer: PurchaseResponse) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseShoppingItems,
    onSuccess: async (answer, body) => {
      removeShoppingItems(queryClient, body.itemIds);
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.foodItems });
    },
    meta,
  });
}
