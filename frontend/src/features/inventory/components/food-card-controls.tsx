import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { ArrowRightLeft, EllipsisVertical, Pencil, SquarePen, Trash2, Utensils, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import type { TakeKind } from '../api/consume-or-discard';
import { isStaleVersion, type FoodItemChanges } from '../api/update-food-item';
import { useItemActions } from '../hooks/use-item-actions';
import { labelErrors } from '../lib/edit-food';
import { cardTotal, type FoodCard } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { EditFoodDialog } from './edit-food-dialog';
import { MoveDialog } from './move-dialog';
import { TakeDialog } from './take-dialog';

type OpenDialog = { kind: 'take'; take: TakeKind } | { kind: 'move' } | { kind: 'edit' } | null;

/**
 * What a food card can do, shared by the grid card and the list row: Use and Throw away (the
 * server takes the earliest-expiring lot first and spills over the others), Edit, Move and Delete
 * (every lot, with one Undo), and the dialogs they open.
 */
export function useFoodCardControls(card: FoodCard, locations: readonly StorageLocation[], today: IsoDate) {
  const { update, take, remove } = useItemActions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog(null);
    setServerErrors({});
  };
  const returnFocusToMenu = (event: Event) => {
    event.preventDefault();
    menuTrigger.current?.focus();
  };

  /** The PATCHes of one save, in order; a refusal stops the rest (a conflict toasts "Use mine"). */
  const saveAll = async (requests: readonly FoodItemChanges[]): Promise<boolean> => {
    setSaving(true);
    try {
      for (const request of requests) await update.mutateAsync(request);
      return true;
    } catch (error) {
      setServerErrors(labelErrors(fieldErrorsFrom(error)));
      if (isStaleVersion(error)) close();
      return false;
    } finally {
      setSaving(false);
    }
  };

  const total = cardTotal(card);
  // Use and Throw away name the earliest lot with the card's whole amount in that lot's unit
  const takeFrom = total ? { ...card.first, quantity: total.quantity } : card.first;

  const dialogs = (
    <>
      {dialog?.kind === 'take' && (
        <TakeDialog
          item={takeFrom}
          kind={dialog.take}
          open
          pending={take.isPending}
          onOpenChange={(open) => !open && close()}
          onSubmit={(quantity, reason) =>
            take.mutate(
              { item: card.first, available: takeFrom.quantity, otherLots: card.lots.length > 1, kind: dialog.take, quantity, reason },
              { onSuccess: close },
            )
          }
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          card={card}
          locations={locations}
          today={today}
          open
          pending={saving}
          onOpenChange={(open) => !open && close()}
          onCloseAutoFocus={returnFocusToMenu}
          onMove={(target, keepDate) =>
            void saveAll(card.lots.map((lot) => ({ item: lot, changes: { storageLocationId: target.id, ...(keepDate ? { keepExpirationDate: true } : {}) } }))).then(
              (done) => {
                if (!done) return;
                close();
                toast({ variant: 'success', title: inventoryText.moved(card.first.name, target.name) });
              },
            )
          }
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditFoodDialog
          card={card}
          locations={locations}
          today={today}
          open
          pending={saving}
          serverErrors={serverErrors}
          onOpenChange={(open) => !open && close()}
          onCloseAutoFocus={returnFocusToMenu}
          onSave={(requests) =>
            void saveAll(requests).then((done) => {
              if (!done) return;
              close();
              const name = requests[0]?.changes.name ?? card.first.name;
              toast({ variant: 'success', title: inventoryText.savedTitle, description: inventoryText.savedDescription(name) });
            })
          }
        />
      )}
    </>
  );

  return {
    dialogs,
    menuTrigger,
    open: (next: OpenDialog) => setDialog(next),
    remove: () => remove.mutate(card.lots),
    removing: remove.isPending,
    update,
  };
}

export type FoodCardControls = ReturnType<typeof useFoodCardControls>;

/** The card's ⋮ menu. `takeItems` adds Use and Throw away (the list row has no room for the buttons). */
export function FoodCardMenu({
  card,
  controls,
  onEditQuantity,
  takeItems = false,
  className,
}: {
  card: FoodCard;
  controls: FoodCardControls;
  onEditQuantity?: () => void;
  takeItems?: boolean;
  className?: string;
}) {
  const { menuTrigger, open } = controls;
  // A menu choice that moves focus elsewhere (a field, a dialog) keeps the menu from taking it back.
  const focusMovesOnRef = useRef(false);
  const choose = (action: () => void) => () => {
    focusMovesOnRef.current = true;
    action();
  };
  const item = (icon: ReactNode, label: string, onSelect: () => void) => (
    <DropdownMenuItem onSelect={choose(onSelect)}>
      {icon}
      {label}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={menuTrigger} variant="ghost" size="icon" aria-label={inventoryText.moreActions(card.first.name)} className={className}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={(event) => {
          if (focusMovesOnRef.current) event.preventDefault();
          focusMovesOnRef.current = false;
        }}
      >
        {takeItems && item(<Utensils aria-hidden />, inventoryText.use, () => open({ kind: 'take', take: 'consume' }))}
        {takeItems && item(<Trash2 aria-hidden />, inventoryText.throwAway, () => open({ kind: 'take', take: 'discard' }))}
        {takeItems && <DropdownMenuSeparator />}
        {item(<SquarePen aria-hidden />, inventoryText.edit, () => open({ kind: 'edit' }))}
        {onEditQuantity && item(<Pencil aria-hidden />, inventoryText.editQuantity, onEditQuantity)}
        {item(<ArrowRightLeft aria-hidden />, inventoryText.moveTo, () => open({ kind: 'move' }))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={controls.removing} onSelect={controls.remove}>
          <X aria-hidden />
          {inventoryText.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
