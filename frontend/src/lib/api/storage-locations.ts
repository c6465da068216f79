import { localCache, type StorageLocation } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { readCache } from '@/lib/local-cache';
import { queryKeys } from '@/lib/query-keys';
import { upsertRows } from '@/lib/list-merge';

export const storageLocationsKey = queryKeys.storageLocations;

/**
 * `GET /api/storage-locations`, in the household's order. Read by the sidebar, the inventory views
 * and the add-food dialog; a copy is kept in the local cache for the next visit (spec 000 §9).
 */
export async function fetchStorageLocations(signal?: AbortSignal): Promise<StorageLocation[]> {
  // lib/query-persistence.ts writes the answer to cache:storage:locations.
  return (await getJson<StorageLocation[]>(storageLocationsKey[0], 'throw', signal)) ?? [];
}

export const storageLocationsQueryOptions = () =>
  queryOptions<StorageLocation[], Error, StorageLocation[], typeof storageLocationsKey>({
    queryKey: storageLocationsKey,
    queryFn: ({ signal }) => fetchStorageLocations(signal),
    // Shown while the first fetch runs; never treated as fresh data.
    placeholderData: () => readCache<StorageLocation[]>(localCache.storageLocationsKey) ?? undefined,
  });

/** The sidebar passes `refetchOnMount: 'always'`: spec 000 §7 refetches locations on its first load. */
export function useStorageLocations(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...storageLocationsQueryOptions(), ...options });
}

/** Puts one location as the server returned it into the cached list. */
export function upsertStorageLocation(queryClient: QueryClient, location: StorageLocation): void {
  queryClient.setQueryData<StorageLocation[]>(storageLocationsKey, (list) => list && upsertRows(list, [location]));
}
