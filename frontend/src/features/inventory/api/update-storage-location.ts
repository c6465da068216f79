import type { StorageLocation, UpdateStorageLocationBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storageLocationsKey, upsertStorageLocation } from '@/lib/api/storage-locations';

/** `PATCH /api/storage-locations/{id}` `{ name?, icon? }`; 409 when the new name is taken. */
export async function updateStorageLocation({ id, body }: { id: string; body: UpdateStorageLocationBody }): Promise<StorageLocation> {
  const res = await apiRequest('PATCH', `/api/storage-locations/${encodeURIComponent(id)}`, body);
  return (await res.json()) as StorageLocation;
}

export function useUpdateStorageLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStorageLocation,
    onSuccess: async (location) => {
      upsertStorageLocation(queryClient, location);
      await queryClient.invalidateQueries({ queryKey: storageLocationsKey });
    },
  });
}
