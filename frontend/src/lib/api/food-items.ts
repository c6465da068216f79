import type { FoodItem } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { pagedListQueryFn } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';

export const foodItemsKey = queryKeys.foodItems;

/** A lot with its food data is about 2 KB: 100 keep a page near 200 KB. */
const foodItemsPageSize = 100;

/** The first page of the inventory; each page's `Link` header names the next. */
export const foodItemsFirstPageUrl = `${foodItemsKey[0]}?limit=${foodItemsPageSize}`;

/**
 * `GET /api/food-items`: the household's food, sorted by expiry. Read by the sidebar counts, the
 * inventory views, the add-food dialog's recent list and (later) smart recipes, so it lives here.
 * It arrives 100 lots a page (lib/paged-list.ts; 5,000 lots were one answer of megabytes); a lot
 * a socket event put in meanwhile keeps whichever copy has the higher version. Socket `food-item:*`
 * events keep this list live on every device.
 */
export const foodItemsQueryOptions = () =>
  queryOptions({
    queryKey: foodItemsKey,
    queryFn: pagedListQueryFn<FoodItem>(foodItemsFirstPageUrl, (current, paged) => (paged.version > current.version ? paged : current)),
  });

export function useFoodItems() {
  return useQuery(foodItemsQueryOptions());
}

/**
 * The id prefix of a row added offline and not yet sent (issue 21): it has no server id, so nothing
 * may address it (use, edit, move, delete) until the replay's refetch replaces it with the real row.
 */
export const pendingIdPrefix = 'pending:';

export const isPendingId = (id: string): boolean => id.startsWith(pendingIdPrefix);

/** Puts one item as the server returned it into the cached list (the socket event may come later). */
export function upsertFoodItem(queryClient: QueryClient, item: FoodItem): void {
  queryClient.setQueryData<FoodItem[]>(foodItemsKey, (list) => {
    if (!list) return list;
    const index = list.findIndex((row) => row.id === item.id);
    if (index === -1) return [...list, item];
    // An older answer must not overwrite a newer event already applied.
    if (list[index].version > item.version) return list;
    const next = [...list];
    next[index] = item;
    return next;
  });
}

/** Drops one item from the cached list. */
export function removeFoodItem(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<FoodItem[]>(foodItemsKey, (list) => list?.filter((row) => row.id !== id));
}
