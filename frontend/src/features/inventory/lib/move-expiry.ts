import type { FoodItemListRow } from '@/lib/api/food-items';
import type { ExpiryPreview, StorageLocation } from '@sous/contracts';
import { addDays, daysBetween, itemShelfLifeDays, placeOfLocation, stateAfterMove, type IsoDate } from '@sous/kitchen';

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

/** The date a dialog shows for a move, and the household's days when its accepted figure set it. */
export interface ShownExpiry {
  date: IsoDate;
  householdDays: number | null;
}

/**
 * What the Move and Edit dialogs show (issue 35): the server's answer once it has come, since that
 * is what the save will set (the household's accepted shelf life included); the table's `local`
 * preview only while it loads, without a connection, or when it failed. Null: the date stays.
 */
export function shownExpiry(local: IsoDate | null, answer: ExpiryPreview | undefined, today: IsoDate): ShownExpiry | null {
  if (answer === undefined) return local === null ? null : { date: local, householdDays: null };
  if (answer.basis === null || answer.expirationDate === null) return null;
  return { date: answer.expirationDate, householdDays: answer.basis === 'household' ? daysBetween(today, answer.expirationDate) : null };
}
