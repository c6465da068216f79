import type { FoodItem, FoodItemField } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { pagedListQueryFn } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';
import { upsertRows } from '@/lib/list-merge';

export const foodItemsKey = queryKeys.foodItems;

/** 100 lean rows (issue 33: about 30 KB; the whole rows with their food data were about 200 KB). */
const foodItemsPageSize = 100;

/**
 * What the screens that read the list show or act on (issue 33): not the food record
 * (`usdaData`, about 0.7 KB a lot) nor `nutrition` (about 1 KB), which no list shows, nor who
 * added a lot or its notice bookkeeping. A screen that needs the record reads the lot itself
 * (`foodItemQueryOptions`).
 */
export const foodItemListFields = [
  'id', 'version', 'name', 'quantity', 'unit', 'storageLocationId', 'expirationDate', 'fcdId', 'foodCategory', 'addedAt',
  'weightInGrams', 'foodKey', 'unitPrice', 'kind', 'recipeId', 'cardKey', 'foodName', 'state',
] as const satisfies readonly FoodItemField[];

/**
 * A lot as the list holds it: the list's fields, or the whole item where a socket event or a
 * write's answer put it in (they carry whole items; either is a row of the list).
 */
export type FoodItemListRow = Pick<FoodItem, (typeof foodItemListFields)[number]> & Partial<FoodItem>;

/** The first page of the inventory; each page's `Link` header names the next (and keeps `fields`). */
export const foodItemsFirstPageUrl = `${foodItemsKey[0]}?limit=${foodItemsPageSize}&fields=${foodItemListFields.join(',')}`;

/**
 * `GET /api/food-items`: the household's food, sorted by expiry. Read by the sidebar counts, the
 * inventory views, the add-food dialog's recent list and (later) smart recipes, so it lives here.
 * It arrives 100 lean lots a page (lib/paged-list.ts; 5,000 lots were one answer of megabytes); a lot
 * a socket event put in meanwhile keeps whichever copy has the higher version. Socket `food-item:*`
 * events keep this list live on every device.
 */
export const foodItemsQueryOptions = () =>
  queryOptions({
    queryKey: foodItemsKey,
    queryFn: pagedListQueryFn<FoodItemListRow>(foodItemsFirstPageUrl, (current, paged) => (paged.version > current.version ? paged : current)),
  });

/** `GET /api/food-items/:id`: one lot whole, its food record and nutrition included. */
export const foodItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...foodItemsKey, id] as const,
    queryFn: async ({ signal }) => (await getJson<FoodItem>(`${foodItemsKey[0]}/${encodeURIComponent(id)}`, 'throw', signal))!,
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
export function upsertFoodItem(queryClient: QueryClient, item: FoodItemListRow): void {
  queryClient.setQueryData<FoodItemListRow[]>(foodItemsKey, (list) => list && upsertRows(list, [item]));
}

/** Drops one item from the cached list. */
export function removeFoodItem(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<FoodItemListRow[]>(foodItemsKey, (list) => list?.filter((row) => row.id !== id));
}
