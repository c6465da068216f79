import type { FoodItemListRow } from '@/lib/api/food-items';
import type { StorageLocation } from '@sous/contracts';
import { addDays, itemShelfLifeDays, placeOfLocation, stateAfterMove, type IsoDate } from '@sous/kitchen';

type Place = Pick<StorageLocation, 'name'> & { icon?: string | null };

/**
 * The date a move re-dates an item to (issues 16, 29): the shelf life of that food in the new kind
 * of place from today, by the rule and the place reading the server's update uses (libs/kitchen), so
 * frozen chicken moved to the fridge shows the thawed date the server will set. Null when the move
 * keeps the date anyway: the new place is of an unknown kind, or the same kind as the old one.
 */
export function proposedExpiry(
  food: { name: string; foodCategory: string | null } & Partial<Pick<FoodItemListRow, 'foodName' | 'state'>>,
  from: Place | undefined,
  to: Place,
  today: IsoDate,
): IsoDate | null {
  const place = placeOfLocation(to);
  const was = from ? placeOfLocation(from) : null;
  if (place === null || was === place) return null;
  const state = stateAfterMove(food.state, was, place);
  return addDays(today, itemShelfLifeDays({ name: food.name, foodName: food.foodName, foodCategory: food.foodCategory, state }, place));
}
