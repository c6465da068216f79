import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { CategoryIcon } from '@/components/category-icon';
import { isPendingId } from '@/lib/api/food-items';
import { cardSummary, type FoodCard } from '../lib/food-cards';
import { ExpiryBadge } from './expiry-badge';
import { FoodCardMenu, useFoodCardControls } from './food-card-controls';
import { LeftoverBadge } from './leftover-badge';
import { PendingBadge } from './pending-badge';

/**
 * The compact list view's row of a food card, for phones (issue 16: six or more per screen): name
 * and place on one line, the amount and lots on the next, the expiry badge, and the menu that holds
 * Use, Throw away, Edit, Move and Delete.
 */
export function FoodItemRow({ card, locations, today }: { card: FoodCard; locations: readonly StorageLocation[]; today: IsoDate }) {
  const controls = useFoodCardControls(card, locations, today);
  const item = card.first;
  const location = locations.find((l) => l.id === item.storageLocationId);
  const headingId = `food-row-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="flex min-h-14 w-full min-w-0 items-center gap-3 py-1.5 pr-1 pl-3">
      <CategoryIcon category={item.foodCategory} className="size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-baseline gap-1 text-sm leading-snug">
          <h3 id={headingId} className="min-w-0 truncate font-medium">
            {item.name}
          </h3>
          {location && <span className="shrink-0 text-xs text-muted-foreground">· {location.name}</span>}
          <LeftoverBadge item={item} />
        </div>
        <p className="truncate text-xs text-muted-foreground tabular-nums">{cardSummary(card, today)}</p>
      </div>
      <ExpiryBadge expirationDate={item.expirationDate} today={today} />
      {/* added offline and not sent yet: nothing can address it before it has a server id */}
      {isPendingId(item.id) ? <PendingBadge item={item} /> : <FoodCardMenu card={card} controls={controls} takeItems />}
      {controls.dialogs}
    </article>
  );
}
