import { localCache } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { readCache, writeCache } from '@/lib/local-cache';

/** The fields the client reads today; the full contract arrives with the inventory (issue 4). */
export interface StorageLocationRow {
  id: string;
  name: string;
  icon?: string | null;
}

export const storageLocationsKey = ['/api/storage-locations'] as const;

/** Fetches the household's locations and keeps a copy in the local cache for the next visit. */
export async function fetchStorageLocations(signal?: AbortSignal): Promise<StorageLocationRow[]> {
  const rows = (await getJson<StorageLocationRow[]>(storageLocationsKey[0], 'throw', signal)) ?? [];
  writeCache(localCache.storageLocationsKey, rows);
  return rows;
}

export const storageLocationsQueryOptions = () =>
  queryOptions<StorageLocationRow[], Error, StorageLocationRow[], typeof storageLocationsKey>({
    queryKey: storageLocationsKey,
    queryFn: ({ signal }) => fetchStorageLocations(signal),
    // Shown while the first fetch runs; never treated as fresh data.
    placeholderData: () => readCache<StorageLocationRow[]>(localCache.storageLocationsKey) ?? undefined,
  });

/** The sidebar passes `refetchOnMount: 'always'`: spec 000 §7 refetches locations on its first load. */
export function useStorageLocations(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...storageLocationsQueryOptions(), ...options });
}
