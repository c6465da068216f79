import { COOKED_STATES, findStoredFood, type ItemState, lifeOf } from '@sous/kitchen';
import { type StoragePlace, storagePlaceOf } from '../../domain/place-shelf-life.js';

/** Categories whose food is kept cold when the storage table does not know the food itself. */
const coldCategory = /dairy|milk|cheese|yogh?urt|meat|poultry|beef|pork|chicken|fish|seafood|egg|deli/;

/**
 * Where a food bought at the store usually goes: frozen food into the freezer; food the storage
 * table keeps in the fridge and not in the pantry (or only for a few days there, where the fridge
 * keeps it longer: butter) into the fridge; everything else into the pantry. Tomatoes and bananas
 * stay out, as the table keeps them longer there. Food someone cooked (a rotisserie chicken, cooked
 * rice) and thawed food go into the fridge whatever the raw food keeps best in.
 */
export function usualPlaceOf(food: { name: string; foodCategory: string | null }, state: ItemState | null = null): StoragePlace {
  const words = `${food.name} ${food.foodCategory ?? ''}`.toLowerCase();
  if (state === 'frozen' || /\bfrozen\b/.test(words)) return 'freezer';
  if (state === 'thawed' || (state !== null && COOKED_STATES.has(state))) return 'fridge';
  const found = findStoredFood(food.name);
  if (found) {
    const fridge = lifeOf(found.food, 'fridge', null);
    const pantry = lifeOf(found.food, 'pantry', null);
    if (fridge && (!pantry || (pantry.days.max < 7 && fridge.days.max > pantry.days.max))) return 'fridge';
    if (pantry) return 'pantry';
    if (lifeOf(found.food, 'freezer', null)) return 'freezer';
  }
  return coldCategory.test((food.foodCategory ?? '').toLowerCase()) ? 'fridge' : 'pantry';
}

export interface PlacedLocation {
  id: string;
  name: string;
  icon: string | null;
}

/**
 * The household's location for a place: the first (in the household's order) of that kind; a
 * household without one gets its pantry-like place for the pantry, else its first location.
 */
export function locationFor(place: StoragePlace, locations: readonly PlacedLocation[]): PlacedLocation {
  const kinds = locations.map((location) => storagePlaceOf(location));
  const same = locations.find((_, index) => kinds[index] === place);
  if (same) return same;
  // no freezer: a fridge keeps frozen food better than a shelf; no fridge: the first location the user made
  const fallback = place === 'freezer' ? locations.find((_, index) => kinds[index] === 'fridge') : undefined;
  return fallback ?? locations.find((_, index) => kinds[index] === null) ?? locations[0];
}
