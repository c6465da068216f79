import type { FoodItem, StorageLocation } from '@sous/contracts';
import { categoryDisplayName, type IsoDate } from '@sous/kitchen';
import { ArrowRightLeft, EllipsisVertical, Pencil, Trash2, Utensils, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { CategoryIcon } from '@/components/category-icon';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast-store';
import type { TakeKind } from '../api/consume-or-discard';
import { useItemActions } from '../hooks/use-item-actions';
import { inventoryText } from '../lib/inventory-text';
import { ExpiryBadge } from './expiry-badge';
import { MoveDialog } from './move-dialog';
import { QuantityEditor } from './quantity-editor';
import { TakeDialog } from './take-dialog';

type OpenDialog = { kind: 'take'; take: TakeKind } | { kind: 'move' } | null;

/**
 * One food item: its category icon, name, category and location, quantity (edited in place) and
 * expiry badge; Use and Throw away, and a menu to edit, move or delete (with Undo).
 */
export function FoodItemCard({ item, locations, today }: { item: FoodItem; locations: readonly StorageLocation[]; today: IsoDate }) {
  const { update, take, remove } = useItemActions();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  // A menu choice that moves focus elsewhere (the quantity field, a dialog) keeps the menu from taking it back.
  const focusMovesOn = useRef(false);
  const choose = (action: () => void) => () => {
    focusMovesOn.current = true;
    action();
  };
  const location = locations.find((l) => l.id === item.storageLocationId);
  const headingId = `food-item-${item.id}`;
  const returnFocusToMenu = (event: Event) => {
    event.preventDefault();
    menuTrigger.current?.focus();
  };

  return (
    <article aria-labelledby={headingId} className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CategoryIcon category={item.foodCategory} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="line-clamp-2 leading-snug font-medium break-words">
            {item.name}
          </h3>
          <p className="truncate text-xs text-muted-foreground">
            {categoryDisplayName(item.foodCategory)}
            {location && ` · ${location.name}`}
          </p>
        </div>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button ref={menuTrigger} variant="ghost" size="icon" aria-label={inventoryText.moreActions(item.name)} className="-mt-1 -mr-2">
              <EllipsisVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            onCloseAutoFocus={(event) => {
              if (focusMovesOn.current) event.preventDefault();
              focusMovesOn.current = false;
            }}
          >
            <DropdownMenuItem onSelect={choose(() => setEditing(true))}>
              <Pencil aria-hidden />
              {inventoryText.editQuantity}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={choose(() => setDialog({ kind: 'move' }))}>
              <ArrowRightLeft aria-hidden />
              {inventoryText.moveTo}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" disabled={remove.isPending} onSelect={() => remove.mutate(item)}>
              <X aria-hidden />
              {inventoryText.delete}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityEditor
          item={item}
          editing={editing}
          pending={update.isPending && update.variables?.changes.quantity !== undefined}
          onEdit={() => setEditing(true)}
          onCancel={() => setEditing(false)}
          onSave={(quantity) => update.mutate({ item, changes: { quantity } }, { onSuccess: () => setEditing(false) })}
        />
        <ExpiryBadge expirationDate={item.expirationDate} today={today} />
      </div>

      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => setDialog({ kind: 'take', take: 'consume' })}>
          <Utensils aria-hidden />
          {inventoryText.use}
        </Button>
        <Button variant="ghost" size="sm" className="flex-1" onClick={() => setDialog({ kind: 'take', take: 'discard' })}>
          <Trash2 aria-hidden />
          {inventoryText.throwAway}
        </Button>
      </div>

      {dialog?.kind === 'take' && (
        <TakeDialog
          item={item}
          kind={dialog.take}
          open
          pending={take.isPending}
          onOpenChange={(open) => !open && setDialog(null)}
          onSubmit={(quantity, reason) => take.mutate({ item, kind: dialog.take, quantity, reason }, { onSuccess: () => setDialog(null) })}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          item={item}
          locations={locations}
          open
          pending={update.isPending}
          onOpenChange={(open) => !open && setDialog(null)}
          onCloseAutoFocus={returnFocusToMenu}
          onMove={(target) =>
            update.mutate(
              { item, changes: { storageLocationId: target.id } },
              {
                onSuccess: () => {
                  setDialog(null);
                  toast({ variant: 'success', title: inventoryText.moved(item.name, target.name) });
                },
              },
            )
          }
        />
      )}
    </article>
  );
}
