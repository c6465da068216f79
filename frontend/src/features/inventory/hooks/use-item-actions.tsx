import type { AddFoodItemBody, FoodItem } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addFoodItem } from '@/lib/api/add-food-item';
import { foodItemsKey, upsertFoodItem } from '@/lib/api/food-items';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useConsumeOrDiscard } from '../api/consume-or-discard';
import { useDeleteFoodItem } from '../api/delete-food-item';
import { isStaleVersion, useUpdateFoodItem } from '../api/update-food-item';
import { inventoryText } from '../lib/inventory-text';
import { formatAmount } from '../lib/item-list';

export function reportFailure(error: unknown): void {
  if (isStaleVersion(error)) {
    toast({ variant: 'destructive', title: inventoryText.staleTitle, description: inventoryText.staleDescription });
  } else {
    toast({ variant: 'destructive', title: inventoryText.actionFailed, description: serverMessage(error, inventoryText.actionFailedFallback) });
  }
}

/**
 * The body that puts a deleted item back. The server refuses a date before today for a new item,
 * so an item that had already expired comes back expiring today.
 */
export function restoreBody(item: FoodItem, today: string): AddFoodItemBody | null {
  if (!item.storageLocationId) return null;
  const date = item.expirationDate && item.expirationDate < today ? today : item.expirationDate;
  return {
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    storageLocationId: item.storageLocationId,
    expirationDate: date,
    fcdId: item.fcdId,
    usdaData: item.usdaData ?? undefined,
    foodCategory: item.foodCategory,
  };
}

async function restore(queryClient: QueryClient, item: FoodItem): Promise<void> {
  const body = restoreBody(item, todayIn(new Date()));
  if (!body) return;
  try {
    upsertFoodItem(queryClient, await addFoodItem(body));
    await queryClient.invalidateQueries({ queryKey: foodItemsKey });
    toast({ variant: 'success', title: inventoryText.restored, description: inventoryText.restoredDescription(item.name) });
  } catch (error) {
    reportFailure(error);
  }
}

function showUndo(queryClient: QueryClient, item: FoodItem): void {
  const canRestore = restoreBody(item, todayIn(new Date())) !== null;
  const shown = toast({
    title: inventoryText.deleted,
    duration: 8000,
    description: (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{inventoryText.deletedDescription(item.name)}</span>
        {canRestore && (
          <button
            type="button"
            onClick={() => {
              shown.dismiss();
              void restore(queryClient, item);
            }}
            className="inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring md:min-h-8"
          >
            {inventoryText.undo}
          </button>
        )}
      </span>
    ),
  });
}

/** What an item card can do, with the toasts that report it. */
export function useItemActions() {
  const queryClient = useQueryClient();
  const update = useUpdateFoodItem({ onError: reportFailure });
  const take = useConsumeOrDiscard({
    onSuccess: ({ item, taken, unit }, { kind, item: before }) =>
      toast({
        variant: kind === 'consume' ? 'success' : 'default',
        title: kind === 'consume' ? inventoryText.used : inventoryText.thrownAway,
        description: inventoryText.takenDescription(formatAmount(taken, unit), before.name, item !== null),
      }),
    onError: reportFailure,
  });
  const remove = useDeleteFoodItem({ onSuccess: (_answer, item) => showUndo(queryClient, item), onError: reportFailure });
  return { update, take, remove };
}
