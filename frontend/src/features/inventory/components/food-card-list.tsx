import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import type { ItemsLayout } from '../hooks/use-items-layout';
import type { FoodCard } from '../lib/food-cards';
import { FoodItemCard } from './food-item-card';
import { FoodItemRow } from './food-item-row';

/** Food cards as a grid of cards, or as the compact list of rows. */
export function FoodCardList({
  cards,
  locations,
  today,
  layout = 'grid',
}: {
  cards: readonly FoodCard[];
  locations: readonly StorageLocation[];
  today: IsoDate;
  layout?: ItemsLayout;
}) {
  if (layout === 'list') {
    return (
      <ul data-layout="list" className="flex flex-col rounded-lg border bg-card text-card-foreground shadow-sm">
        {cards.map((card) => (
          <li key={card.key} className="flex min-w-0 border-b last:border-b-0">
            <FoodItemRow card={card} locations={locations} today={today} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul data-layout="grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key} className="flex min-w-0">
          <FoodItemCard card={card} locations={locations} today={today} />
        </li>
      ))}
    </ul>
  );
}
