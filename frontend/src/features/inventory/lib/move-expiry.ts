import type { StorageLocation } from '@sous/contracts';
import { addDays, shelfLifeDaysFor, type IsoDate } from '@sous/kitchen';

export type StoragePlace = 'fridge' | 'freezer' | 'pantry';

const placeNames: Record<StoragePlace, string> = { fridge: 'Refrigerator', freezer: 'Freezer', pantry: 'Pantry' };

/**
 * What kind of place a storage location is, from its name, else its icon. This must read places
 * exactly as the server's update handler does (backend inventory/domain/place-shelf-life.ts), since
 * the date shown here is the one the server will set; keep the two in step.
 */
export function storagePlaceOf(location: Pick<StorageLocation, 'name'> & { icon?: string | null }): StoragePlace | null {
  for (const text of [location.name, location.icon ?? '']) {
    const lower = text.toLowerCase();
    if (/freez|ice ?box|snowflake/.test(lower)) return 'freezer';
    if (/fridge|refrig|cooler|chill/.test(lower)) return 'fridge';
    if (/pantry|cupboard|cabinet|counter|shelf|larder|cellar/.test(lower)) return 'pantry';
  }
  return null;
}

/**
 * The date a move re-dates an item to (issue 16): the shelf life of that food in the new kind of
 * place, from today. Null when the move keeps the date anyway: the new place is of an unknown kind,
 * or the same kind as the old one (fridge to garage fridge).
 */
export function proposedExpiry(
  food: { name: string; foodCategory: string | null },
  from: (Pick<StorageLocation, 'name'> & { icon?: string | null }) | undefined,
  to: Pick<StorageLocation, 'name'> & { icon?: string | null },
  today: IsoDate,
): IsoDate | null {
  const place = storagePlaceOf(to);
  if (place === null || (from && storagePlaceOf(from) === place)) return null;
  return addDays(today, shelfLifeDaysFor(food.name, placeNames[place], food.foodCategory));
}
