import type { FoodItemListRow } from '@/lib/api/food-items';
import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { ArrowRightLeft, EllipsisVertical, PackageOpen, Pencil, SquarePen, Trash2, Utensils, X } from 'lucide-react';
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
import { isStaleVersion } from '../api/update-food-item';
import { useItemActions } from '../hooks/use-item-actions';
import { cardRequest, labelErrors, type EditRequest } from '../lib/edit-food';
import { cardTotal, type FoodCard } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { EditFoodDialog } from './edit-food-dialog';
import { MoveDialog } from './move-dialog';
import { TakeDialog } from './take-dialog';

type OpenDialog = { kind: 'take'; take: TakeKind } | { kind: 'move' } | { kind: 'edit' } | null;

/** A move of the whole card: one PATCH for a lone lot, else one card-wide request for every lot. */
function moveRequests(card: FoodCard, targetId: string, keepDate: boolean): EditRequest[] {
  const changes = { storageLocationId: targetId, ...(keepDate ? { keepExpirationDate: true } : {}) };
  return card.lots.length === 1 ? [{ item: card.first, changes }] : [cardRequest(card, changes)];
}

/**
 * What a food card can do, shared by the grid card and the list row: Use and Throw away (the
 * server takes the earliest-expiring lot first and spills over the others), Edit, Move and Delete
 * (every lot, with one Undo), and the dialogs they open.
 */
export function useFoodCardControls(card: FoodCard, locations: readonly StorageLocation[], today: IsoDate) {
  const { update, updateCard, take, remove } = useItemActions();
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

  /**
   * The requests of one save: the card-wide one first (one transaction for every lot), then the
   * chosen lot's own PATCH over the version that answer gave it. A refusal stops the rest (a
   * conflict toasts "Use mine"). Answers the merge sentences of lots that joined another, or null.
   */
  const saveAll = async (requests: readonly EditRequest[]): Promise<string[] | null> => {
    setSaving(true);
    try {
      const merges: string[] = [];
      const now = new Map<string, FoodItemListRow>();
      const gone = new Set<string>();
      for (const request of requests) {
        if (!request.cardLots) continue;
        const answer = await updateCard.mutateAsync({ lots: request.cardLots, changes: request.changes });
        for (const lot of answer.lots) now.set(lot.id, lot);
        for (const id of answer.removedIds) gone.add(id);
        merges.push(...answer.merges.map((merge) => merge.message));
      }
      for (const request of requests) {
        // a lot that merged into another one on the way has nothing left of its own to change
        if (request.cardLots || gone.has(request.item.id)) continue;
        const answer = await update.mutateAsync({ item: now.get(request.item.id) ?? request.item, changes: request.changes });
        if (answer.merge) merges.push(answer.merge.message);
      }
      return merges;
    } catch (error) {
      setServerErrors(labelErrors(fieldErrorsFrom(error)));
      if (isStaleVersion(error)) close();
      return null;
    } finally {
      setSaving(false);
    }
  };
  /** Success, told with the merge sentences when lots joined others. */
  const saved = (title: string, description: string | undefined, merges: readonly string[]) =>
    toast({ variant: 'success', title, description: merges.length > 0 ? merges.join(' ') : description });

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
            void saveAll(moveRequests(card, target.id, keepDate)).then((merges) => {
              if (!merges) return;
              close();
              saved(inventoryText.moved(card.first.name, target.name), undefined, merges);
            })
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
            void saveAll(requests).then((merges) => {
              if (!merges) return;
              close();
              const name = requests.find((request) => request.changes.name !== undefined)?.changes.name ?? card.first.name;
              saved(inventoryText.savedTitle, inventoryText.savedDescription(name), merges);
            })
          }
        />
      )}
    </>
  );

  /** Opened now (issue 29): every lot keeps as an opened one does, never longer than it would have. */
  const markOpened = () =>
    updateCard.mutate(
      { lots: card.lots, changes: { state: 'opened' } },
      {
        onSuccess: (answer) => {
          const until = answer.lots[0]?.expirationDate ?? null;
          toast({ variant: 'success', title: inventoryText.markedOpened(card.first.name), description: until ? inventoryText.keepsUntil(until) : undefined });
        },
      },
    );

  return {
    dialogs,
    menuTrigger,
    markOpened,
    // a leftover is a dish, and an opened card is opened already
    canOpen: card.first.kind !== 'leftover' && card.lots.some((lot) => lot.state !== 'opened'),
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
        {/* no dialog follows: focus goes back to the menu's button */}
        {controls.canOpen && (
          <DropdownMenuItem onSelect={controls.markOpened}>
            <PackageOpen aria-hidden />
            {inventoryText.markOpened}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={controls.removing} onSelect={controls.remove}>
          <X aria-hidden />
          {inventoryText.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
