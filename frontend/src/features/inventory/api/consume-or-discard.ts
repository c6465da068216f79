import type { DiscardFoodItemBody, FoodItem } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { foodItemsKey, removeFoodItem, upsertFoodItem } from '@/lib/api/food-items';
import type { MutationCallbacks } from './mutation-callbacks';

export type TakeKind = 'consume' | 'discard';
export type DiscardReason = NonNullable<DiscardFoodItemBody['reason']>;
export const discardReasons: readonly DiscardReason[] = ['expired', 'spoiled', 'leftover', 'other'];

/** The answer of consume and discard: what is left (null when nothing), and what was taken. */
export interface FoodItemTaken {
  item: FoodItem | null;
  taken: string;
  unit: string;
}

export interface TakeFromFoodItem {
  /** The lot named to the server: a card names its earliest-expiring lot, and the server spills over the others. */
  item: FoodItem;
  /** How much the whole card holds, in the named lot's unit (for "none left"). */
  available?: string;
  /** The card has other lots the server may change too (their socket events may come later). */
  otherLots?: boolean;
  kind: TakeKind;
  quantity: string;
  reason?: DiscardReason;
}

/** `POST /api/food-items/{id}/consume` `{ quantity }` (eaten) or `/discard` `{ quantity, reason? }` (wasted). */
export async function consumeOrDiscard({ item, kind, quantity, reason }: TakeFromFoodItem): Promise<FoodItemTaken> {
  const body = kind === 'discard' && reason ? { quantity, reason } : { quantity };
  const res = await apiRequest('POST', `/api/food-items/${encodeURIComponent(item.id)}/${kind}`, body);
  return (await res.json()) as FoodItemTaken;
}

export function useConsumeOrDiscard({ onSuccess, onError }: MutationCallbacks<FoodItemTaken, TakeFromFoodItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consumeOrDiscard,
    onSuccess: async (answer, variables) => {
      if (answer.item) upsertFoodItem(queryClient, answer.item);
      else removeFoodItem(queryClient, variables.item.id);
      onSuccess?.(answer, variables);
      // the answer carries only the named lot; read the others as the server left them
      if (variables.otherLots) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}
