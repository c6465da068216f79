/** Default shelf life of food by category (spec 000 §9), used when an item is added without a date. */
import { addDays, type IsoDate } from './dates.js';
import { COOKED_STATES, type ItemState, stateOfName } from './food-identity/food-state.js';
import { findStoredFood, lifeOf, type StoragePlace, storagePlaceOf, type StoredFood } from './knowledge/storage.js';

/** Days until a new item expires when neither the user nor its category says otherwise. */
export const DEFAULT_SHELF_LIFE_DAYS = 7;

/** The add-food dialog's rule: an empty expiration date means today + 7 days (spec 000 §5). */
export const DEFAULT_EXPIRY_DAYS = 7;

export interface ShelfLifeRule {
  keywords: readonly string[];
  days: number;
}

/** The spec's table, in its order: the first row with a keyword inside the category wins. */
export const SHELF_LIFE_RULES: readonly ShelfLifeRule[] = [
  { keywords: ['fruit', 'vegetable', 'produce'], days: 7 },
  { keywords: ['dairy', 'milk', 'cheese', 'yogurt'], days: 10 },
  { keywords: ['meat', 'poultry', 'beef', 'pork', 'chicken', 'fish', 'seafood'], days: 3 },
  { keywords: ['bread', 'bakery', 'baked'], days: 5 },
  { keywords: ['egg'], days: 21 },
  { keywords: ['frozen'], days: 90 },
  { keywords: ['canned', 'packaged', 'snack', 'cereal', 'grain'], days: 180 },
];

/**
 * Default shelf life in days for a food category, matched case-insensitively by substring in
 * table order ('Dairy and Egg Products' → 10, because dairy comes before egg); 7 when nothing matches.
 */
export function defaultShelfLifeDays(foodCategory: string | null | undefined): number {
  const category = (foodCategory ?? '').toLowerCase();
  if (category.trim() === '') return DEFAULT_SHELF_LIFE_DAYS;
  const rule = SHELF_LIFE_RULES.find((r) => r.keywords.some((keyword) => category.includes(keyword)));
  return rule?.days ?? DEFAULT_SHELF_LIFE_DAYS;
}

/** The expiration date a new item of `foodCategory` gets when added on `today` without one. */
export function defaultExpirationDate(foodCategory: string | null | undefined, today: IsoDate): IsoDate {
  return addDays(today, defaultShelfLifeDays(foodCategory));
}

/**
 * Days a new item keeps by default, from the storage table by food and place (the cautious, lower
 * end of the table's range, as bought), e.g. ('Milk', 'Refrigerator') → 7, ('Chicken breast',
 * 'Freezer') → 270. The location is the app's storage location name, mapped to pantry, fridge or
 * freezer; an unrecognised location uses the food's usual place (fridge, then pantry, then freezer).
 * When the table does not know the food (or does not keep it in that place) the category table
 * above answers, and a freezer without a known food gets the table's frozen row (90 days).
 */
export function shelfLifeDaysFor(
  foodName: string | null | undefined,
  storageLocation: string | null | undefined,
  foodCategory?: string | null,
): number {
  const place = storagePlaceOf(storageLocation);
  const found = foodName ? findStoredFood(foodName) : null;
  if (found) {
    const places: readonly StoragePlace[] = place ? [place] : ['fridge', 'pantry', 'freezer'];
    for (const where of places) {
      const known = lifeOf(found.food, where, found.state);
      if (known) return Math.max(1, known.days.min);
    }
  }
  if (place === 'freezer') return defaultShelfLifeDays('frozen');
  return defaultShelfLifeDays(foodCategory);
}

/** The expiration date of a new item from its name, location and category (see shelfLifeDaysFor). */
export function defaultExpirationDateFor(
  foodName: string | null | undefined,
  storageLocation: string | null | undefined,
  foodCategory: string | null | undefined,
  today: IsoDate,
): IsoDate {
  return addDays(today, shelfLifeDaysFor(foodName, storageLocation, foodCategory));
}

/** A food as the shelf-life rule reads it: its own name, the food it links to, its group, its state. */
export interface ShelfLifeFood {
  /** As the person named it: 'Leftover lasagna', 'Cooked rice', 'Pork tenderloin'. */
  name: string;
  /** The canonical food it links to ('Pork'), tried when the table does not know the name. */
  foodName?: string | null;
  foodCategory?: string | null;
  /** Set by the path (leftovers, Opened); else read from the name's words. */
  state?: ItemState | null;
}

/** FSIS "Leftovers and Food Safety": cooked food keeps 3–4 days in the fridge; DESIGN §10 allows up to 5 by the food's own figure. */
const COOKED_FRIDGE_DAYS = { min: 3, max: 5 };
/** The same sheet: frozen leftovers keep their quality 2–6 months. */
const COOKED_FREEZER_DAYS = 60;
/** Cooked food belongs in the fridge; out of it, a day at most is what Sous will propose. */
const COOKED_ROOM_DAYS = 1;

/** Food groups of dishes someone cooked: a lasagna or a restaurant meal keeps like leftovers. */
const PREPARED_GROUPS = new Set(['Meals, Entrees, and Side Dishes', 'Restaurant Foods', 'Fast Foods']);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function cookedDays(found: StoredFood | null, place: StoragePlace | null, state: ItemState): number {
  if (place === 'freezer') return found ? (lifeOf(found, 'freezer', 'cooked')?.days.min ?? COOKED_FREEZER_DAYS) : COOKED_FREEZER_DAYS;
  if (place === 'pantry') {
    // homemade bread or cookies keep a few days out; a cooked dish does not
    const room = state === 'homemade' && found ? lifeOf(found, 'pantry', null)?.days.min : undefined;
    return room === undefined ? COOKED_ROOM_DAYS : clamp(room, 1, 3);
  }
  const own = found ? lifeOf(found, 'fridge', 'cooked')?.days.min : undefined;
  return clamp(own ?? COOKED_FRIDGE_DAYS.min, COOKED_FRIDGE_DAYS.min, COOKED_FRIDGE_DAYS.max);
}

/**
 * Days a new lot keeps (DESIGN §10): by food, place and state. Cooked, leftover and homemade food
 * keeps by the cooked-food rule whatever its raw food keeps ('cooked rice' in the fridge: 3 days,
 * never the dry rice's year); opened and thawed food by the table's opened and thawed figures; as
 * bought, `shelfLifeDaysFor` of the name, then of the linked food, then of the category.
 */
export function itemShelfLifeDays(food: ShelfLifeFood, storageLocation: string | null | undefined): number {
  const place = storagePlaceOf(storageLocation);
  const state = food.state ?? stateOfName(food.name) ?? (PREPARED_GROUPS.has(food.foodCategory ?? '') ? 'cooked' : null);
  const found = findStoredFood(food.name)?.food ?? (food.foodName ? (findStoredFood(food.foodName)?.food ?? null) : null);
  if (state !== null && COOKED_STATES.has(state)) return cookedDays(found, place, state);
  if ((state === 'opened' || state === 'thawed') && found) {
    const known = lifeOf(found, state === 'thawed' ? 'fridge' : (place ?? 'fridge'), state);
    if (known && place !== 'freezer') return Math.max(1, known.days.min);
  }
  if (findStoredFood(food.name)) return shelfLifeDaysFor(food.name, storageLocation, food.foodCategory);
  return shelfLifeDaysFor(food.foodName ?? food.name, storageLocation, food.foodCategory);
}

/**
 * The state a lot is in after a move (DESIGN §10): raw food taken out of the freezer is thawed (it
 * keeps a day or two, not its fresh time); cooked food stays cooked; anything else keeps its state.
 */
export function stateAfterMove(state: ItemState | null | undefined, from: StoragePlace | null, to: StoragePlace | null): ItemState | null {
  const now = state ?? null;
  if (from !== 'freezer' || to === 'freezer' || to === null) return now;
  return now === null || now === 'raw' || now === 'frozen' ? 'thawed' : now;
}
