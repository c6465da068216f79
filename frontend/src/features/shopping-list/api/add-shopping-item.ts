import type { AddShoppingItemBody, ShoppingItem } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { upsertShoppingItems } from './shopping-items';

/** `POST /api/shopping-list/items`: merges into an unchecked entry of the same food; answers the entry. */
export async function addShoppingItem(body: AddShoppingItemBody): Promise<ShoppingItem> {
  const res = await apiRequest('POST', '/api/shopping-list/items', body, { queue: { label: `Add ${body.ingredient}` } });
  if (isQueued(res)) return pendingShoppingItem(body);
  return (await res.json()) as ShoppingItem;
}

/**
 * What the list shows for an entry added offline until the replay's refetch brings the real row
 * (the server may merge it into another entry, so it is not kept). The `pending:` id marks it.
 */
function pendingShoppingItem(body: AddShoppingItemBody): ShoppingItem {
  return {
    id: `pending:${crypto.getRandomValues(new Uint32Array(2)).join('-')}`,
    householdId: '',
    userId: null,
    ingredient: body.ingredient.trim(),
    quantity: body.quantity === undefined || body.quantity === null ? null : String(body.quantity),
    unit: body.unit ?? null,
    recipeId: body.recipeId ?? null,
    recipeTitle: null,
    isChecked: false,
    storeSection: 'other',
    createdAt: new Date().toISOString(),
  };
}

export function useAddShoppingItem({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShoppingItem,
    onSuccess: (item) => upsertShoppingItems(queryClient, [item]),
    meta,
  });
}
