import { foodCardConflictBody, type UpdatedFoodCard, type UpdateFoodCardBody } from '@sous/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { foodItemsKey, removeFoodItem, upsertFoodItem, type FoodItemListRow } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

/** What a card-wide save changes: name, category or place of every lot. */
export type FoodCardEdit = Omit<UpdateFoodCardBody, 'lots'>;

export interface FoodCardChanges {
  /** Every lot of the card as this device last read it: their versions guard against overwriting another device's change. */
  lots: readonly FoodItemListRow[];
  changes: FoodCardEdit;
}

/**
 * `PATCH /api/food-items/{id}/card` `{ lots: [{ id, version }], ...changes }`: one request, one
 * transaction for every lot; 409 with the card as it is now when any lot changed, was added or went.
 */
export async function updateFoodCard({ lots, changes }: FoodCardChanges): Promise<UpdatedFoodCard> {
  const anchor = lots[0];
  const res = await apiRequest('PATCH', `/api/food-items/${encodeURIComponent(anchor.id)}/card`, {
    lots: lots.map((lot) => ({ id: lot.id, version: lot.version })),
    ...changes,
  });
  return (await res.json()) as UpdatedFoodCard;
}

/** The card as another device left it, from a 409 `{ message, code: 'inventory.stale-card', current: [...] }`; null for any other failure. */
export function cardConflictOf(error: unknown): FoodItemListRow[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = foodCardConflictBody.safeParse(JSON.parse(error.body));
    return body.success ? body.data.current : null;
  } catch {
    return null;
  }
}

/** Puts a card's answer into the cached list: its lots as they are, the merged-away ones gone. */
export function applyCardAnswer(queryClient: QueryClient, answer: UpdatedFoodCard): void {
  for (const id of answer.removedIds) removeFoodItem(queryClient, id);
  for (const lot of answer.lots) upsertFoodItem(queryClient, lot);
}

export function useUpdateFoodCard({ onSuccess, onError }: MutationCallbacks<UpdatedFoodCard, FoodCardChanges> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFoodCard,
    onSuccess: (answer, variables) => {
      applyCardAnswer(queryClient, answer);
      onSuccess?.(answer, variables);
    },
    onError: async (error, variables) => {
      // what the other device saved shows at once; onError offers to put ours back
      const current = cardConflictOf(error);
      if (current) for (const lot of current) upsertFoodItem(queryClient, lot);
      onError?.(error, variables);
      if (error instanceof ApiError && error.status === 409 && !current) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
  });
}
