import type { FoodItem } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const foodItemsKey = queryKeys.foodItems;

/**
 * `GET /api/food-items`: the household's food, sorted by expiry. Read by the sidebar counts, the
 * inventory views, the add-food dialog's recent list and (later) smart recipes, so it lives here.
 * Socket `food-item:*` events keep this list live on every device.
 */
export async function fetchFoodItems(signal?: AbortSignal): Promise<FoodItem[]> {
  return (await getJson<FoodItem[]>(foodItemsKey[0], 'throw', signal)) ?? [];
}

export const foodItemsQueryOptions = () =>
  queryOptions({
    queryKey: foodItemsKey,
    queryFn: ({ signal }) => fetchFoodItems(signal),
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
