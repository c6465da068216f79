import type { UndoneFoodChange } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { foodItemsKey, upsertFoodItem } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

/**
 * `POST /api/food-items/undo` `{ token }` (issue 29): takes back a Use or Throw away by the token its
 * answer gave. Not queued offline: the server keeps the change only seconds, so offline it is refused.
 * 404 for a token it does not know; 409 when already undone, too late, or the food changed since.
 */
export async function undoFoodChange(token: string): Promise<UndoneFoodChange> {
  const res = await apiRequest('POST', '/api/food-items/undo', { token });
  return (await res.json()) as UndoneFoodChange;
}

export function useUndoFoodChange({ onSuccess, onError }: MutationCallbacks<UndoneFoodChange, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoFoodChange,
    onSuccess: (answer, token) => {
      // the lots as they are again (their socket events bring the same to every other device)
      for (const lot of answer.restored) upsertFoodItem(queryClient, lot);
      onSuccess?.(answer, token);
    },
    onError: async (error, token) => {
      onError?.(error, token);
      // refused because the food changed since: show it as it is now
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
