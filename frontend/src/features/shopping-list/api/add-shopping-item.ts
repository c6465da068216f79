import type { AddShoppingItemBody, ShoppingItem } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { upsertShoppingItems } from './shopping-items';

/** `POST /api/shopping-list/items`: merges into an unchecked entry of the same food; answers the entry. */
export async function addShoppingItem(body: AddShoppingItemBody): Promise<ShoppingItem> {
  const res = await apiRequest('POST', '/api/shopping-list/items', body);
  return (await res.json()) as ShoppingItem;
}

export function useAddShoppingItem({ onError }: { onError?: (error: Error, body: AddShoppingItemBody) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShoppingItem,
    onSuccess: (item) => upsertShoppingItems(queryClient, [item]),
    onError,
  });
}
