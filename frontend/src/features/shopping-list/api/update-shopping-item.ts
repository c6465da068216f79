import type { ShoppingItem, UpdateShoppingItemBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { findShoppingItem, patchShoppingItem, shoppingItemsKey, upsertShoppingItems } from './shopping-items';

export interface ShoppingItemChange {
  id: string;
  changes: UpdateShoppingItemBody;
}

/**
 * `PATCH /api/shopping-list/items/:id`: sets only the fields sent (never toggles), so devices never
 * undo each other; a queued check replays as `{ isChecked }` alone and merges field by field with
 * what other devices changed meanwhile. Null when queued offline (the optimistic change stays).
 */
export async function updateShoppingItem({ id, changes }: ShoppingItemChange): Promise<ShoppingItem | null> {
  const label = changes.isChecked === undefined ? 'Edit an item' : changes.isChecked ? 'Check an item' : 'Uncheck an item';
  const res = await apiRequest('PATCH', `/api/shopping-list/items/${encodeURIComponent(id)}`, changes, { queue: { label } });
  if (isQueued(res)) return null;
  return (await res.json()) as ShoppingItem;
}

type Previous = Partial<Pick<ShoppingItem, 'isChecked' | 'ingredient' | 'quantity' | 'unit'>>;

/** The cached fields a change touches, as they were before it (for the rollback). */
function previousOf(item: ShoppingItem | undefined, changes: UpdateShoppingItemBody): Previous | undefined {
  if (!item) return undefined;
  const previous: Previous = {};
  if (changes.isChecked !== undefined) previous.isChecked = item.isChecked;
  if (changes.ingredient !== undefined) previous.ingredient = item.ingredient;
  if (changes.quantity !== undefined) previous.quantity = item.quantity;
  if (changes.unit !== undefined) previous.unit = item.unit;
  return previous;
}

/** What the cache shows at once for a change (the server normalises it in its answer). */
function optimisticOf(changes: UpdateShoppingItemBody): Partial<ShoppingItem> {
  const next: Partial<ShoppingItem> = {};
  if (changes.isChecked !== undefined) next.isChecked = changes.isChecked;
  if (changes.ingredient !== undefined) next.ingredient = changes.ingredient.trim();
  if (changes.quantity !== undefined) next.quantity = changes.quantity === null ? null : String(changes.quantity).trim();
  if (changes.unit !== undefined) next.unit = changes.unit === null ? null : changes.unit.trim() || null;
  return next;
}

const scopeOf = (id: string) => `shopping-item:${id}`;

/**
 * Checks off, renames or re-quantifies one entry, optimistically: the list shows the change at once
 * and only the touched fields go back if the server refuses (a change another device made in the
 * meantime stays). Changes to one entry run one after the other, so the last tap wins. The
 * callbacks live on the mutation, so they still run when the row has moved (checked entries move
 * to the basket) or left the screen.
 */
export function useUpdateShoppingItem(id: string, { meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShoppingItem,
    scope: { id: scopeOf(id) },
    onMutate: async ({ id: itemId, changes }) => {
      await queryClient.cancelQueries({ queryKey: shoppingItemsKey });
      const previous = previousOf(findShoppingItem(queryClient, itemId), changes);
      patchShoppingItem(queryClient, itemId, optimisticOf(changes));
      return { previous };
    },
    onSuccess: (item, { id: itemId }) => {
      // A later change of the same entry is still queued: its optimistic value is the newer truth.
      const queued = queryClient
        .getMutationCache()
        .findAll({ status: 'pending', predicate: (m) => m.options.scope?.id === scopeOf(itemId) });
      if (item && queued.length <= 1) upsertShoppingItems(queryClient, [item]);
    },
    onError: (_error, change, context) => {
      if (context?.previous) patchShoppingItem(queryClient, change.id, context.previous);
    },
    meta,
  });
}
