import type { AddShoppingItemBody, ShoppingItem } from '@sous/contracts';
import type { QueuedWrite } from '@/lib/offline';

const itemsPath = '/api/shopping-list/items';

/**
 * What the list shows for an entry added offline until the server has it (the server may merge it
 * into another entry, so it is never kept past the replay). The `pending:` id marks it.
 */
export function pendingShoppingItem(body: AddShoppingItemBody, id: string): ShoppingItem {
  return {
    id: `pending:${id}`,
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The fields of a queued edit the list shows, as the optimistic change showed them. */
function editOf(body: Record<string, unknown>): Partial<ShoppingItem> {
  const change: Partial<ShoppingItem> = {};
  if (typeof body.isChecked === 'boolean') change.isChecked = body.isChecked;
  if (typeof body.ingredient === 'string') change.ingredient = body.ingredient.trim();
  if (body.quantity === null || typeof body.quantity === 'string' || typeof body.quantity === 'number') change.quantity = body.quantity === null ? null : String(body.quantity).trim();
  if (body.unit === null || typeof body.unit === 'string') change.unit = body.unit;
  return change;
}

/**
 * The list as this device shows it: the server's rows with the writes still waiting in the outbox
 * applied in their order (an entry added offline, a tick, an edit, a removal). Without it a refetch
 * while offline writes wait (another device's change arriving, the reconnect) showed the server's
 * list alone, and the device's own changes vanished until they were sent.
 */
export function withPendingWrites(rows: readonly ShoppingItem[], writes: readonly QueuedWrite[]): ShoppingItem[] {
  let list = [...rows];
  for (const write of writes) {
    const method = write.method.toUpperCase();
    if (write.path === itemsPath) {
      if (method === 'POST' && isRecord(write.body) && typeof write.body.ingredient === 'string') {
        list.push(pendingShoppingItem(write.body as unknown as AddShoppingItemBody, write.id));
      }
      continue;
    }
    if (!write.path.startsWith(`${itemsPath}/`)) continue;
    const rest = write.path.slice(itemsPath.length + 1);
    if (rest.includes('/')) continue;
    const id = decodeURIComponent(rest);
    if (method === 'PATCH' && isRecord(write.body)) {
      const change = editOf(write.body);
      list = list.map((item) => (item.id === id ? { ...item, ...change } : item));
    } else if (method === 'DELETE') list = list.filter((item) => item.id !== id);
  }
  return list;
}
