import { addDays, type IsoDate, leftoverExpirationDate, shelfLifeDaysFor } from '@sous/kitchen';

export type StoragePlace = 'fridge' | 'freezer' | 'pantry';

/** The word the shelf-life table reads a place by. */
const placeNames: Record<StoragePlace, string> = { fridge: 'Refrigerator', freezer: 'Freezer', pantry: 'Pantry' };

/**
 * What kind of place a storage location is, from its name, else its icon (the default areas are
 * Refrigerator, Freezer, Pantry, Counter); null for a place the shelf-life table does not know.
 */
export function storagePlaceOf(location: { name: string; icon?: string | null }): StoragePlace | null {
  for (const text of [location.name, location.icon ?? '']) {
    const lower = text.toLowerCase();
    if (/freez|ice ?box|snowflake/.test(lower)) return 'freezer';
    if (/fridge|refrig|cooler|chill/.test(lower)) return 'fridge';
    if (/pantry|cupboard|cabinet|counter|shelf|larder|cellar/.test(lower)) return 'pantry';
  }
  return null;
}

/**
 * The expiry a food gets in `place` from `today`: libs/kitchen's one shelf-life table by food and
 * place, the category's row where it does not know the food, 7 days where nothing is known.
 */
export function expiryIn(
  food: { name: string; foodCategory: string | null | undefined; kind?: 'food' | 'leftover' },
  place: StoragePlace | null,
  today: IsoDate,
): IsoDate {
  // a cooked dish keeps by the leftovers' rule (issue 21): moved to the freezer, 2 months from today
  if (food.kind === 'leftover') return leftoverExpirationDate(place, today);
  return addDays(today, shelfLifeDaysFor(food.name, place ? placeNames[place] : null, food.foodCategory ?? null));
}
