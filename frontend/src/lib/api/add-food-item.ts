import type { AddFoodItemBody, FoodItem } from '@sous/contracts';
import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { newKey } from '@/lib/offline';
import { foodItemsKey, isPendingId, pendingIdPrefix, upsertFoodItem } from './food-items';

/**
 * `POST /api/food-items` (spec 000 §7). Shared by the add-food dialog and the inventory's Undo.
 * Offline it is queued (issue 21) and answers a stand-in row whose id starts with `pending:`.
 */
export async function addFoodItem(body: AddFoodItemBody): Promise<FoodItem> {
  const name = body.name.trim();
  const res = await apiRequest('POST', '/api/food-items', body, { queue: { label: `Add ${name}` } });
  if (isQueued(res)) return pendingFoodItem(body);
  return (await res.json()) as FoodItem;
}

/**
 * What the inventory shows for an item added offline until the replay's refetch brings the real
 * row. It has no food key, so it is a card of its own rather than a lot of an existing card (the
 * server may merge it into one; whichever it does, the refetch shows it). The expiry is the one
 * typed, or none: the shelf-life default is the server's.
 */
export function pendingFoodItem(body: AddFoodItemBody): FoodItem {
  return {
    id: `${pendingIdPrefix}${newKey()}`,
    householdId: '',
    userId: null,
    name: body.name.trim(),
    quantity: String(body.quantity ?? '1').trim(),
    unit: body.unit?.trim() || 'item',
    storageLocationId: body.storageLocationId,
    expirationDate: body.expirationDate || null,
    fcdId: body.fcdId === undefined || body.fcdId === null ? null : String(body.fcdId),
    usdaData: body.usdaData ?? null,
    foodCategory: body.foodCategory ?? null,
    addedAt: new Date().toISOString(),
    weightInGrams: null,
    lastNotifiedAt: null,
    notificationDismissed: false,
    daysUntilExpiryWhenNotified: null,
    imageUrl: null,
    nutrition: null,
    version: 0,
    foodKey: null,
    unitPrice: null,
    kind: 'food',
    recipeId: null,
  };
}

/** Whether an add was queued offline rather than answered by the server. */
export const isPendingFoodItem = (item: Pick<FoodItem, 'id'>): boolean => isPendingId(item.id);

/** Shows the new item at once, then refreshes the list as the spec asks (online: offline there is nothing to read). */
export function useAddFoodItem({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFoodItem,
    meta,
    onSuccess: async (item) => {
      upsertFoodItem(queryClient, item);
      if (!isPendingFoodItem(item)) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
