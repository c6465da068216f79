import type { StorageLocation } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { IncrementalList } from '@/components/incremental-list';
import type { ItemsLayout } from '../hooks/use-items-layout';
import type { FoodCard } from '../lib/food-cards';
import { FoodItemCard } from './food-item-card';
import { FoodItemRow } from './food-item-row';

const keyOf = (card: FoodCard) => card.key;

/**
 * Food cards as a grid of cards, or as the compact list of rows; a long list a page at a time
 * (issue 18: a household of thousands of foods), starting again at the first page on `resetKey`.
 */
export function FoodCardList({
  cards,
  locations,
  today,
  layout = 'grid',
  resetKey,
  showPlace = true,
}: {
  cards: readonly FoodCard[];
  locations: readonly StorageLocation[];
  today: IsoDate;
  layout?: ItemsLayout;
  /** The filter and sort the cards come from: another one is another list. */
  resetKey?: string;
  /** False on a single place's own page: the list's rows leave out the place they all share. */
  showPlace?: boolean;
}) {
  if (layout === 'list') {
    return (
      <IncrementalList
        items={cards}
        getKey={keyOf}
        noun="items"
        resetKey={resetKey}
        data-layout="list"
        className="flex flex-col rounded-lg border bg-card text-card-foreground shadow-sm"
      >
        {(card) => (
          <li className="flex min-w-0 border-b last:border-b-0">
            <FoodItemRow card={card} locations={locations} today={today} showPlace={showPlace} />
          </li>
        )}
      </IncrementalList>
    );
  }
  return (
    <IncrementalList items={cards} getKey={keyOf} noun="items" resetKey={resetKey} data-layout="grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {(card) => (
        <li className="flex min-w-0">
          <FoodItemCard card={card} locations={locations} today={today} />
        </li>
      )}
    </IncrementalList>
  );
}
