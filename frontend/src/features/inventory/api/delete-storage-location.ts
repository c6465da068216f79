import type { StorageLocation } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { foodItemsKey } from '@/lib/api/food-items';
import { storageLocationsKey } from '@/lib/api/storage-locations';

/**
 * `DELETE /api/storage-locations/{id}[?moveTo=<id>]` (204). Without `moveTo` a location that still
 * holds items is refused with 409 'This storage location still holds N items. Move or remove them first.'
 */
export async function deleteStorageLocation({ id, moveTo }: { id: string; moveTo?: string }): Promise<void> {
  const query = moveTo ? `?${new URLSearchParams({ moveTo }).toString()}` : '';
  await apiRequest('DELETE', `/api/storage-locations/${encodeURIComponent(id)}${query}`);
}

export function useDeleteStorageLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStorageLocation,
    onSuccess: async (_answer, { id, moveTo }) => {
      queryClient.setQueryData<StorageLocation[]>(storageLocationsKey, (list) => list?.filter((row) => row.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storageLocationsKey }),
        // Moved items changed location; their socket events may not have arrived yet.
        ...(moveTo ? [queryClient.invalidateQueries({ queryKey: foodItemsKey })] : []),
      ]);
    },
  });
}
