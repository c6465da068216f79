import type { ShoppingItem } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { appOutbox } from '@/lib/offline';
import { queryKeys } from '@/lib/query-keys';
import { upsertRows } from '@/lib/list-merge';
import { withPendingWrites } from '../lib/pending-rows';

export const shoppingItemsKey = queryKeys.shoppingListItems;

/**
 * `GET /api/shopping-list/items` (spec 001 §7: the list read). Socket `shopping-item:*` events keep
 * this cache live on every device of the household, this one included. The writes this device made
 * offline and has not sent yet stay shown over the server's rows until they are.
 */
export async function fetchShoppingItems(signal?: AbortSignal): Promise<ShoppingItem[]> {
  const rows = (await getJson<ShoppingItem[]>(shoppingItemsKey[0], 'throw', signal)) ?? [];
  // an answer that is not a list goes to the screen as it came: its render fails into the error screen
  return Array.isArray(rows) ? withPendingWrites(rows, appOutbox().pending()) : rows;
}

export const shoppingItemsQueryOptions = () =>
  queryOptions({
    queryKey: shoppingItemsKey,
    queryFn: ({ signal }) => fetchShoppingItems(signal),
  });

export function useShoppingItems() {
  return useQuery(shoppingItemsQueryOptions());
}

/** Puts entries as the server answered them into the cached list (the socket event may come later). */
export function upsertShoppingItems(queryClient: QueryClient, rows: readonly ShoppingItem[]): void {
  if (rows.length === 0) return;
  queryClient.setQueryData<ShoppingItem[]>(shoppingItemsKey, (list) => list && upsertRows(list, rows));
}

/** Changes one cached entry in place (optimistic updates); unknown ids leave the list as it is. */
export function patchShoppingItem(queryClient: QueryClient, id: string, change: Partial<ShoppingItem>): void {
  queryClient.setQueryData<ShoppingItem[]>(shoppingItemsKey, (list) =>
    list?.map((item) => (item.id === id ? { ...item, ...change } : item)),
  );
}

/** Drops entries from the cached list. */
export function removeShoppingItems(queryClient: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  queryClient.setQueryData<ShoppingItem[]>(shoppingItemsKey, (list) => list?.filter((item) => !gone.has(item.id)));
}

export const findShoppingItem = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<ShoppingItem[]>(shoppingItemsKey)?.find((item) => item.id === id);
