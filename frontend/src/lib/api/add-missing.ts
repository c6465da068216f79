import type { AddMissingBody, ShoppingItem } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/shopping-list/add-missing` (spec 001 §7): recipeId and ingredient names; answers the added items. */
export async function addMissingToList(body: AddMissingBody): Promise<ShoppingItem[]> {
  const res = await apiRequest('POST', '/api/shopping-list/add-missing', body);
  return (await res.json()) as ShoppingItem[];
}

export function useAddMissingToList({ onSuccess, onError }: { onSuccess?: (items: ShoppingItem[]) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMissingToList,
    onSuccess: async (items) => {
      onSuccess?.(items);
      await queryClient.invalidateQueries({ queryKey: queryKeys.shoppingListItems });
    },
    onError,
  });
}
