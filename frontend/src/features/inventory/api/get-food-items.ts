import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** The fields the client reads today; the full contract arrives with the inventory (issue 4). */
export interface FoodItemRow {
  id: string;
  name: string;
  storageLocationId?: string | null;
  foodCategory?: string | null;
}

export const foodItemsKey = ['/api/food-items'] as const;

export async function fetchFoodItems(signal?: AbortSignal): Promise<FoodItemRow[]> {
  return (await getJson<FoodItemRow[]>(foodItemsKey[0], 'throw', signal)) ?? [];
}

export const foodItemsQueryOptions = () =>
  queryOptions({
    queryKey: foodItemsKey,
    queryFn: ({ signal }) => fetchFoodItems(signal),
  });

export function useFoodItems() {
  return useQuery(foodItemsQueryOptions());
}
