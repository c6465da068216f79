import { undoOfferMs, type AddFoodItemBody, type StorageLocation } from '@sous/contracts';
import { parseQuantity, todayIn } from '@sous/kitchen';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addFoodItem } from '@/lib/api/add-food-item';
import { foodItemsKey, upsertFoodItem, type FoodItemListRow } from '@/lib/api/food-items';
import { storageLocationsKey } from '@/lib/api/storage-locations';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useConsumeOrDiscard } from '../api/consume-or-discard';
import { useDeleteFoodItem } from '../api/delete-food-item';
import { useUndoFoodChange } from '../api/undo-food-change';
import { applyCardAnswer, cardConflictOf, updateFoodCard, useUpdateFoodCard, type FoodCardChanges } from '../api/update-food-card';
import { applyItemAnswer, conflictOf, isStaleVersion, updateFoodItem, useUpdateFoodItem, type FoodItemChanges } from '../api/update-food-item';
import { otherDeviceValue } from '../lib/conflict-text';
import { inventoryText } from '../lib/inventory-text';
import { formatAmount } from '../lib/item-list';

const toastButton =
  'inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring md:min-h-8';

export function reportFailure(error: unknown): void {
  if (isStaleVersion(error)) {
    toast({ variant: 'destructive', title: inventoryText.staleTitle, description: inventoryText.staleDescription });
  } else {
    toast({ variant: 'destructive', title: inventoryText.actionFailed, description: serverMessage(error, inventoryText.actionFailedFallback) });
  }
}

/**
 * Another device saved this item first (409 with the row as it is now): say what it saved, never
 * overwrite it silently, and offer one tap to send this device's change again over the new version.
 */
function showConflict(queryClient: QueryClient, current: FoodItemListRow, changes: FoodItemChanges['changes']): void {
  conflictToast(queryClient, current, changes, () => void sendMineAgain(queryClient, current, changes));
}

/** The toast of a lost write: the other device's value, and one tap to send this device's change over it. */
function conflictToast(queryClient: QueryClient, current: FoodItemListRow | undefined, changes: FoodItemChanges['changes'], useMine: () => void): void {
  const locations = queryClient.getQueryData<StorageLocation[]>(storageLocationsKey) ?? [];
  const theirs = current ? otherDeviceValue(current, changes, locations) : '';
  const shown = toast({
    variant: 'destructive',
    title: theirs ? inventoryText.conflictTitle(theirs) : inventoryText.staleTitle,
    duration: 15000,
    description: (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{inventoryText.conflictDescription}</span>
        <button
          type="button"
          onClick={() => {
            shown.dismiss();
            useMine();
          }}
          className={toastButton}
        >
          {inventoryText.useMine}
        </button>
      </span>
    ),
  });
}

async function sendMineAgain(queryClient: QueryClient, current: FoodItemListRow, changes: FoodItemChanges['changes']): Promise<void> {
  try {
    applyItemAnswer(queryClient, current, await updateFoodItem({ item: current, changes }));
    toast({ variant: 'success', title: inventoryText.savedTitle, description: inventoryText.savedDescription(changes.name ?? current.name) });
  } catch (error) {
    // it lost again to an even newer change: the same choice, from that one
    failedUpdate(queryClient)(error, { item: current, changes });
  }
}

/** The card as another device left it: say what it saved, and offer to send this device's card change over it. */
function showCardConflict(queryClient: QueryClient, current: readonly FoodItemListRow[], changes: FoodCardChanges['changes']): void {
  conflictToast(queryClient, current[0], changes, () => void sendCardAgain(queryClient, current, changes));
}

async function sendCardAgain(queryClient: QueryClient, current: readonly FoodItemListRow[], changes: FoodCardChanges['changes']): Promise<void> {
  if (current.length === 0) return;
  try {
    applyCardAnswer(queryClient, await updateFoodCard({ lots: current, changes }));
    toast({ variant: 'success', title: inventoryText.savedTitle, description: inventoryText.savedDescription(changes.name ?? current[0].name) });
  } catch (error) {
    failedCardUpdate(queryClient)(error, { lots: current, changes });
  }
}

/** A card-wide update failed: a conflict gets "Use mine" over the card as it is now, anything else its message. */
export function failedCardUpdate(queryClient: QueryClient) {
  return (error: unknown, variables: FoodCardChanges): void => {
    const current = cardConflictOf(error);
    if (current) {
      for (const lot of current) upsertFoodItem(queryClient, lot);
      showCardConflict(queryClient, current, variables.changes);
    } else reportFailure(error);
  };
}

/** An update failed: a conflict with the other device's row gets "Use mine", anything else its message. */
export function failedUpdate(queryClient: QueryClient) {
  return (error: unknown, variables: FoodItemChanges): void => {
    const current = conflictOf(error);
    if (current) {
      upsertFoodItem(queryClient, current);
      showConflict(queryClient, current, variables.changes);
    } else reportFailure(error);
  };
}

/**
 * The body that puts a deleted item back. The server refuses a date before today for a new item,
 * so an item that had already expired comes back expiring today.
 */
export function restoreBody(item: FoodItemListRow, today: string): AddFoodItemBody | null {
  if (!item.storageLocationId) return null;
  const date = item.expirationDate && item.expirationDate < today ? today : item.expirationDate;
  return {
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    storageLocationId: item.storageLocationId,
    expirationDate: date,
    // a lean list row has no food record (issue 33): without the id the server links the name to its food data again
    ...(item.usdaData === undefined ? {} : { fcdId: item.fcdId, usdaData: item.usdaData ?? undefined }),
    foodCategory: item.foodCategory,
  };
}

async function restore(queryClient: QueryClient, lots: readonly FoodItemListRow[]): Promise<void> {
  const today = todayIn(new Date());
  try {
    for (const lot of lots) {
      const body = restoreBody(lot, today);
      if (body) upsertFoodItem(queryClient, await addFoodItem(body));
    }
    await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    toast({ variant: 'success', title: inventoryText.restored, description: inventoryText.restoredDescription(lots[0].name) });
  } catch (error) {
    reportFailure(error);
  }
}

function showUndo(queryClient: QueryClient, lots: readonly FoodItemListRow[], queued: boolean): void {
  const canRestore = lots.some((lot) => restoreBody(lot, todayIn(new Date())) !== null);
  const shown = toast({
    title: inventoryText.deleted,
    duration: 8000,
    description: (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          {inventoryText.deletedDescription(lots[0].name)}
          {queued && ` ${inventoryText.sentWhenOnline}`}
        </span>
        {canRestore && (
          <button
            type="button"
            onClick={() => {
              shown.dismiss();
              void restore(queryClient, lots);
            }}
            className={toastButton}
          >
            {inventoryText.undo}
          </button>
        )}
      </span>
    ),
  });
}

/** Whether a card had more than was taken (its other lots), so "(none left)" is not said too soon. */
function somethingLeft(taken: string, available: string | undefined): boolean {
  const had = parseQuantity(available ?? null);
  const took = parseQuantity(taken);
  return had !== null && took !== null && had - took > 0.005;
}

/** The toast's button that takes a change back: it closes the toast, then acts. */
function undoButton(dismiss: () => void, act: () => void) {
  return (
    <button
      type="button"
      onClick={() => {
        dismiss();
        act();
      }}
      className={toastButton}
    >
      {inventoryText.undo}
    </button>
  );
}

/** What an item card can do, with the toasts that report it. */
export function useItemActions() {
  const queryClient = useQueryClient();
  const update = useUpdateFoodItem({ onError: failedUpdate(queryClient) });
  const updateCard = useUpdateFoodCard({ onError: failedCardUpdate(queryClient) });
  // Use and Throw away taken back by the server's token (issue 29): the lots come back exactly
  const takeBack = useUndoFoodChange({
    onSuccess: ({ restored }) =>
      toast({ variant: 'success', title: inventoryText.undone, description: inventoryText.undoneDescription(restored[0]?.name ?? '') }),
    onError: (error) =>
      toast({ variant: 'destructive', title: inventoryText.undoFailed, description: serverMessage(error, inventoryText.actionFailedFallback) }),
  });
  const take = useConsumeOrDiscard({
    onSuccess: ({ item, taken, unit, queued, undo }, { kind, item: before, available }) => {
      const description = inventoryText.takenDescription(formatAmount(taken, unit), before.name, item !== null || somethingLeft(taken, available));
      // queued offline (issue 21): say it is not on the server yet; there is nothing to undo there yet
      const text = queued ? `${description}. ${inventoryText.sentWhenOnline}` : description;
      const shown = toast({
        variant: kind === 'consume' ? 'success' : 'default',
        title: kind === 'consume' ? inventoryText.used : inventoryText.thrownAway,
        ...(undo && !queued
          ? {
              duration: undoOfferMs,
              description: (
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span>{text}</span>
                  {undoButton(() => shown.dismiss(), () => takeBack.mutate(undo.token))}
                </span>
              ),
            }
          : { description: text }),
      });
    },
    onError: reportFailure,
  });
  const remove = useDeleteFoodItem({ onSuccess: ({ queued }, lots) => showUndo(queryClient, lots, queued), onError: reportFailure });
  return { update, updateCard, take, remove, takeBack };
}
