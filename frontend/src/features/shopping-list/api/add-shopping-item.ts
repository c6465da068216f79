import type { AddShoppingItemBody, ShoppingItem } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued, queuedWriteId } from '@/lib/api-client';
import { pendingShoppingItem } from '../lib/pending-rows';
import { upsertShoppingItems } from './shopping-items';

/** `POST /api/shopping-list/items`: merges into an unchecked entry of the same food; answers the entry. */
export async function addShoppingItem(body: AddShoppingItemBody): Promise<ShoppingItem> {
  const res = await apiRequest('POST', '/api/shopping-list/items', body, { queue: { label: `Add ${body.ingredient}` } });
  // the same id the list's refetch gives it while it waits (pending-rows.ts)
  if (isQueued(res)) return pendingShoppingItem(body, queuedWriteId(res));
  return (await res.json()) as ShoppingItem;
}

export function useAddShoppingItem({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShoppingItem,
    onSuccess: (item) => upsertShoppingItems(queryClient, [item]),
    meta,
  });
}
