import type { DiscardFoodItemBody, FoodChangeUndo } from '@sous/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, isQueued } from '@/lib/api-client';
import { foodItemsKey, removeFoodItem, upsertFoodItem, type FoodItemListRow } from '@/lib/api/food-items';
import { takeFromCard } from '../lib/take-from-card';
import type { MutationCallbacks } from './mutation-callbacks';

export type TakeKind = 'consume' | 'discard';
export type DiscardReason = NonNullable<DiscardFoodItemBody['reason']>;
export const discardReasons: readonly DiscardReason[] = ['expired', 'spoiled', 'leftover', 'other'];

/** The answer of consume and discard: what is left (null when nothing), and what was taken. */
export interface FoodItemTaken {
  item: FoodItemListRow | null;
  taken: string;
  unit: string;
  /** Not the server's: the take was queued offline (issue 21) and `item` is this device's reckoning. */
  queued?: boolean;
  /** The server's token that takes this change back within a few seconds (issue 29); absent when queued. */
  undo?: FoodChangeUndo;
}

export interface TakeFromFoodItem {
  /** The lot named to the server: a card names its earliest-expiring lot, and the server spills over the others. */
  item: FoodItemListRow;
  /** How much the whole card holds, in the named lot's unit (for "none left"). */
  available?: string;
  /** The card has other lots the server may change too (their socket events may come later). */
  otherLots?: boolean;
  kind: TakeKind;
  quantity: string;
  reason?: DiscardReason;
}

/** The pending list's words for a take: "Use Milk", "Throw away Milk". */
export const takeLabel = (kind: TakeKind, name: string) => `${kind === 'consume' ? 'Use' : 'Throw away'} ${name}`;

/** `POST /api/food-items/{id}/consume` `{ quantity }` (eaten) or `/discard` `{ quantity, reason? }` (wasted); queued offline. */
export async function consumeOrDiscard({ item, kind, quantity, reason }: TakeFromFoodItem): Promise<FoodItemTaken> {
  const body = kind === 'discard' && reason ? { quantity, reason } : { quantity };
  const res = await apiRequest('POST', `/api/food-items/${encodeURIComponent(item.id)}/${kind}`, body, { queue: { label: takeLabel(kind, item.name) } });
  if (isQueued(res)) return { item: null, taken: quantity, unit: item.unit, queued: true };
  return (await res.json()) as FoodItemTaken;
}

/**
 * A take queued offline, shown at once: the cached lots go down as the server will take them, and
 * the answer says what is left of the named lot (null when used up), for the toast's "(none left)".
 */
function takeOptimistically(queryClient: QueryClient, answer: FoodItemTaken, { item, quantity }: TakeFromFoodItem): FoodItemTaken {
  const { changed, removedIds } = takeFromCard(queryClient.getQueryData<FoodItemListRow[]>(foodItemsKey) ?? [item], item, quantity);
  for (const lot of changed) queryClient.setQueryData<FoodItemListRow[]>(foodItemsKey, (list) => list?.map((row) => (row.id === lot.id ? lot : row)));
  for (const id of removedIds) removeFoodItem(queryClient, id);
  return { ...answer, item: changed.find((lot) => lot.id === item.id) ?? null };
}

export function useConsumeOrDiscard({ onSuccess, onError }: MutationCallbacks<FoodItemTaken, TakeFromFoodItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consumeOrDiscard,
    onSuccess: async (answer, variables) => {
      if (answer.queued) {
        onSuccess?.(takeOptimistically(queryClient, answer, variables), variables);
        return;
      }
      if (answer.item) upsertFoodItem(queryClient, answer.item);
      else removeFoodItem(queryClient, variables.item.id);
      onSuccess?.(answer, variables);
      // the answer carries only the named lot; read the others as the server left them
      if (variables.otherLots) await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}
