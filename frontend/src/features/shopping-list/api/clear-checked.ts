import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shoppingItemsKey } from './shopping-items';

/** `POST /api/shopping-list/clear-checked` → `{ removed }` */
export async function clearCheckedItems(): Promise<{ removed: number }> {
  const res = await apiRequest('POST', '/api/shopping-list/clear-checked');
  return (await res.json()) as { removed: number };
}

export function useClearCheckedItems({ onSuccess, meta }: { onSuccess?: (removed: number) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCheckedItems,
    onSuccess: async ({ removed }) => {
      onSuccess?.(removed);
      // Which rows went is only known to the server (another device may have checked more).
      await queryClient.invalidateQueries({ queryKey: shoppingItemsKey });
    },
    meta,
  });
}
