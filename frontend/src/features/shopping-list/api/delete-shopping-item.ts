import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeShoppingItems } from './shopping-items';

/** `DELETE /api/shopping-list/items/:id` */
export async function deleteShoppingItem(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/shopping-list/items/${encodeURIComponent(id)}`, undefined, { queue: { label: 'Remove an item' } });
}

export function useDeleteShoppingItem({ onSuccess, meta }: { onSuccess?: (id: string) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingItem,
    onSuccess: (_answer, id) => {
      removeShoppingItems(queryClient, [id]);
      onSuccess?.(id);
    },
    meta,
  });
}
