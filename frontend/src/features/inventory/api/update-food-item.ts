import { foodItemConflictBody, type UpdatedFoodItem, type UpdateFoodItemBody } from '@sous/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError, isQueued } from '@/lib/api-client';
import { foodItemsKey, removeFoodItem, upsertFoodItem, type FoodItemListRow } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

export type FoodItemEdit = Omit<UpdateFoodItemBody, 'version'>;

export interface FoodItemChanges {
  /** The item as this device last read it: its version guards against overwriting another device's change. */
  item: FoodItemListRow;
  changes: FoodItemEdit;
}

/**
 * `PATCH /api/food-items/{id}` `{ version, ...changes }`; 409 when another device changed it first.
 * When the edit made the lot identical to another one, the answer is that lot with `merge`.
 */
export async function updateFoodItem({ item, changes }: FoodItemChanges): Promise<UpdatedFoodItem> {
  const res = await apiRequest('PATCH', `/api/food-items/${encodeURIComponent(item.id)}`, { version: item.version, ...changes }, {
    queue: { label: `Edit ${item.name}` },
  });
  // queued offline: shown as edited until the replay (a newer version elsewhere opens theirs / mine)
  if (isQueued(res)) return { ...item, ...changes } as UpdatedFoodItem;
  return (await res.json()) as UpdatedFoodItem;
}

/** Puts a PATCH answer into the cached list; a lot merged into another one leaves it. */
export function applyItemAnswer(queryClient: QueryClient, sent: FoodItemListRow, answer: UpdatedFoodItem): void {
  const { merge: _merge, ...row } = answer;
  if (row.id !== sent.id) removeFoodItem(queryClient, sent.id);
  upsertFoodItem(queryClient, row);
}

export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The row as another device left it, from a 409 `{ message, code: 'inventory.stale-version', current }`; null for any other failure. */
export function conflictOf(error: unknown): FoodItemListRow | null {
  if (!isStaleVersion(error)) return null;
  try {
    const body = foodItemConflictBody.safeParse(JSON.parse((error as ApiError).body));
    return body.success ? body.data.current : null;
  } catch {
    return null;
  }
}

export function useUpdateFoodItem({ onSuccess, onError }: MutationCallbacks<UpdatedFoodItem, FoodItemChanges> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFoodItem,
    onSuccess: (updated, variables) => {
      applyItemAnswer(queryClient, variables.item, updated);
      onSuccess?.(updated, variables);
    },
    onError: async (error, variables) => {
      // Show what the other device saved at once; the toast (onError) offers to put ours back.
      const current = conflictOf(error);
      if (current) upsertFoodItem(queryClient, current);
      onError?.(error, variables);
      // A stale version without the row: read the list again so the next try starts from what is stored.
      if (isStaleVersion(error) && !current) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
