import type { CreateStorageLocationBody, StorageLocation } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storageLocationsKey, upsertStorageLocation } from '@/lib/api/storage-locations';

/** `POST /api/storage-locations` `{ name, icon? }`; 409 when the household already has that name. */
export async function createStorageLocation(body: CreateStorageLocationBody): Promise<StorageLocation> {
  const res = await apiRequest('POST', '/api/storage-locations', body);
  return (await res.json()) as StorageLocation;
}

/** Shows the location at once, then reads the list again (which also refreshes its local copy). */
export function useCreateStorageLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStorageLocation,
    onSuccess: async (location) => {
      upsertStorageLocation(queryClient, location);
      await queryClient.invalidateQueries({ queryKey: storageLocationsKey });
    },
  });
}
