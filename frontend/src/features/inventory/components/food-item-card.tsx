import type { StorageLocation } from '@sous/contracts';
import { categoryDisplayName, type IsoDate } from '@sous/kitchen';
import { Trash2, Utensils } from 'lucide-react';
import { useState } from 'react';
import { CategoryIcon } from '@/components/category-icon';
import { Button } from '@/components/ui/button';
import { isPendingId } from '@/lib/api/food-items';
import { cardAmountText, lotsText, type FoodCard } from '../lib/food-cards';
import { inventoryText } from '../lib/inventory-text';
import { ExpiryBadge } from './expiry-badge';
import { FoodCardMenu, useFoodCardControls } from './food-card-controls';
import { LeftoverBadge } from './leftover-badge';
import { PendingBadge } from './pending-badge';
import { QuantityEditor } from './quantity-editor';
import { linkedFoodNote } from '../lib/linked-food';

/**
 * One food in one place: its category icon, name, category and location, amount and expiry badge.
 * A single lot's quantity is edited in place; a card of several lots shows its total and each
 * lot ("3 lb · 1 lb expires in 2 days, 2 lb in 7"). Use and Throw away, and a menu to edit
 * everything, move or delete (with Undo).
 */
export function FoodItemCard({ card, locations, today }: { card: FoodCard; locations: readonly StorageLocation[]; today: IsoDate }) {
  const controls = useFoodCardControls(card, locations, today);
  const [editing, setEditing] = useState(false);
  const item = card.first;
  const single = card.lots.length === 1;
  const location = locations.find((l) => l.id === item.storageLocationId);
  const headingId = `food-item-${item.id}`;
  const note = linkedFoodNote(item);
  const { update } = controls;
  // added offline and not sent yet: shown, but nothing can address it before it has a server id
  const pending = isPendingId(item.id);

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
          {note && (
            <p data-testid="linked-food" className="truncate text-xs text-muted-foreground">
              {note}
            </p>
          )}
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <LeftoverBadge item={item} />
            <span className="truncate">
              {categoryDisplayName(item.foodCategory)}
              {location && ` · ${location.name}`}
            </span>
          </p>
        </div>
        {pending ? (
          <PendingBadge item={item} />
        ) : (
          <FoodCardMenu card={card} controls={controls} onEditQuantity={single ? () => setEditing(true) : undefined} className="-mt-1 -mr-2" />
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        {single && !pending ? (
          <QuantityEditor
            item={item}
            editing={editing}
            pending={update.isPending && update.variables?.changes.quantity !== undefined}
            onEdit={() => setEditing(true)}
            onCancel={() => setEditing(false)}
            onSave={(quantity) => update.mutate({ item, changes: { quantity } }, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <p className="px-1.5 text-sm font-medium tabular-nums">
            {cardAmountText(card)}
            {!single && <span className="sr-only"> · {inventoryText.lotsLabel(card.lots.length)}</span>}
          </p>
        )}
        <ExpiryBadge expirationDate={item.expirationDate} today={today} />
      </div>
      {!single && (
        <p data-testid="lots" className="-mt-1 text-xs text-muted-foreground tabular-nums">
          {lotsText(card, today)}
        </p>
      )}

      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" disabled={pending} onClick={() => controls.open({ kind: 'take', take: 'consume' })}>
          <Utensils aria-hidden />
          {inventoryText.use}
        </Button>
        <Button variant="ghost" size="sm" className="flex-1" disabled={pending} onClick={() => controls.open({ kind: 'take', take: 'discard' })}>
          <Trash2 aria-hidden />
          {inventoryText.throwAway}
        </Button>
      </div>
      {controls.dialogs}
    </article>
  );
}
