import { addDays, type IsoDate, type ItemState, itemShelfLifeDays, leftoverExpirationDate, placeOfLocation } from '@sous/kitchen';

export { stateAfterMove } from '@sous/kitchen';

export type StoragePlace = 'fridge' | 'freezer' | 'pantry';

/** What kind of place a storage location is (libs/kitchen `placeOfLocation`: its name, else its icon). */
export function storagePlaceOf(location: { name: string; icon?: string | null }): StoragePlace | null {
  return placeOfLocation(location);
}

/** A lot as its shelf life reads it: its name, linked food, group, kind and state. */
export interface DatedFood {
  name: string;
  foodName?: string | null;
  foodCategory: string | null | undefined;
  kind?: 'food' | 'leftover';
  state?: ItemState | null;
}

/** A date and what set it: the household's accepted figure (issue 35), or the shelf-life table. */
export interface DatedBy {
  expirationDate: IsoDate;
  basis: 'household' | 'table';
}

/**
 * The expiry a food gets in `place` from `today`: the household's accepted figure for that food,
 * place and state (issue 35) where it accepted one, else libs/kitchen's one shelf-life rule by food,
 * place and state (`itemShelfLifeDays`), the category's row where it does not know the food, 7 days
 * where nothing is known. Adds, moves, changes of state and their preview all date by this one rule.
 */
export function datedIn(food: DatedFood, place: StoragePlace | null, today: IsoDate, householdDays: number | null = null): DatedBy {
  // a cooked dish keeps by the leftovers' rule (issue 21): moved to the freezer, 2 months from today
  if (food.kind === 'leftover') return { expirationDate: leftoverExpirationDate(place, today), basis: 'table' };
  // only an accepted answer gets here (never a proposal), and accepting refused more than the safety figure
  if (householdDays !== null && place !== null) return { expirationDate: addDays(today, householdDays), basis: 'household' };
  return { expirationDate: addDays(today, itemShelfLifeDays({ ...food, foodCategory: food.foodCategory ?? null }, place)), basis: 'table' };
}

/** `datedIn`'s date alone. */
export function expiryIn(food: DatedFood, place: StoragePlace | null, today: IsoDate, householdDays: number | null = null): IsoDate {
  return datedIn(food, place, today, householdDays).expirationDate;
}
