import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { CategoryIcon } from '@/components/category-icon';
import { isPendingId } from '@/lib/api/food-items';
import { cardSummary, type FoodCard } from '../lib/food-cards';
import { ExpiryBadge } from './expiry-badge';
import { FoodCardMenu, useFoodCardControls } from './food-card-controls';
import { LeftoverBadge } from './leftover-badge';
import { PendingBadge } from './pending-badge';
import { linkedFoodNote } from '../lib/linked-food';

/**
 * The compact list view's row of a food card, for phones (issue 16: six or more per screen): the
 * name with the whole width of its line (a place beside it left "B…" at 375 px, issue 29), then the
 * place, amount and lots on the next (no place on a single place's own page), the expiry badge,
 * and the menu that holds Use, Throw away, Edit, Move and Delete.
 */
export function FoodItemRow({
  card,
  locations,
  today,
  showPlace = true,
}: {
  card: FoodCard;
  locations: readonly StorageLocation[];
  today: IsoDate;
  /** False on a single place's own page, where every row would name the same place. */
  showPlace?: boolean;
}) {
  const controls = useFoodCardControls(card, locations, today);
  const item = card.first;
  const location = showPlace ? locations.find((l) => l.id === item.storageLocationId) : undefined;
  const headingId = `food-row-${item.id}`;
  const note = linkedFoodNote(item);
  return (
    <article aria-labelledby={headingId} className="flex min-h-14 w-full min-w-0 items-center gap-3 py-1.5 pr-1 pl-3">
      <CategoryIcon category={item.foodCategory} className="size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-baseline gap-1 text-sm leading-snug">
          <h3 id={headingId} data-testid="row-name" className="line-clamp-2 min-w-0 flex-1 font-medium break-words" title={item.name}>
            {item.name}
          </h3>
          <LeftoverBadge item={item} />
        </div>
        <p data-testid="row-details" className="truncate text-xs text-muted-foreground tabular-nums">
          {note && <span data-testid="linked-food">{note} · </span>}
          {location && <span data-testid="row-place">{location.name} · </span>}
          {cardSummary(card, today)}
        </p>
      </div>
      <ExpiryBadge expirationDate={item.expirationDate} today={today} compact />
      {/* added offline and not sent yet: nothing can address it before it has a server id */}
      {isPendingId(item.id) ? <PendingBadge item={item} /> : <FoodCardMenu card={card} controls={controls} takeItems />}
      {controls.dialogs}
    </article>
  );
}
