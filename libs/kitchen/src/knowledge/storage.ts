/**
 * Storage life by food, place and state, from the table in storage-data.ts. Pure lookups used by
 * the chef's storage and freezing answers and by the inventory's shelf-life defaults (shelf-life.ts).
 */
import { FREEZING_ADVICE, type FreezingAdvice, type FreezingKind } from './freezing.js';
import { foodKey, lazy, NameIndex } from './food-names.js';
import { STORAGE_TABLE } from './storage-data.js';

export const STORAGE_PLACES = ['pantry', 'fridge', 'freezer'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];
/** opened: a jar, can or pack once opened; cooked: cooked or leftover. */
export type FoodState = 'opened' | 'cooked';

type TimeUnit = 'hour' | 'day' | 'week' | 'month' | 'year';
const UNIT_DAYS: Readonly<Record<TimeUnit, number>> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const UNIT_LETTERS: Readonly<Record<string, TimeUnit>> = { h: 'hour', d: 'day', w: 'week', m: 'month', y: 'year' };

export interface StorageRange {
  min: number;
  max: number;
  unit: TimeUnit;
}

type PlaceTimes = Partial<Record<StoragePlace, StorageRange>>;

export interface StoredFood {
  /** The display name: the first name of its row. */
  name: string;
  names: readonly string[];
  /** Times as bought (unopened, raw), and where they differ once opened or cooked. */
  times: PlaceTimes;
  opened: PlaceTimes;
  cooked: PlaceTimes;
  freezing: FreezingKind;
}

export interface StorageLife {
  food: string;
  place: StoragePlace;
  state: FoodState | null;
  range: StorageRange;
  /** The range in whole days (rounded down; hours count as 0). */
  days: { min: number; max: number };
  /** "3 to 4 days", "1 week", "6 to 12 months". */
  text: string;
  /** table: this food's own row; leftovers: the general rule for cooked leftovers. */
  basis: 'table' | 'leftovers';
}

/** FSIS "Leftovers and Food Safety": cooked leftovers keep 3–4 days in the fridge, 2–6 months frozen. */
const LEFTOVERS: PlaceTimes = { fridge: { min: 3, max: 4, unit: 'day' }, freezer: { min: 2, max: 6, unit: 'month' } };

function parseRange(text: string, line: string): StorageRange {
  const match = /^(\d+)(?:-(\d+))?([hdwmy])$/.exec(text);
  if (!match) throw new Error(`Bad storage time "${text}" in: ${line}`);
  return { min: Number(match[1]), max: Number(match[2] ?? match[1]), unit: UNIT_LETTERS[match[3]] };
}

function parseTable(table: string): StoredFood[] {
  const foods: StoredFood[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [namesText, timesText, freezing] = line.split('|').map((part) => part.trim());
    if (!(freezing in FREEZING_ADVICE)) throw new Error(`Unknown freezing kind "${freezing}" in: ${line}`);
    const names = namesText.split(',').map((name) => name.trim()).filter((name) => name !== '');
    const food: StoredFood = { name: names[0], names, times: {}, opened: {}, cooked: {}, freezing: freezing as FreezingKind };
    for (const token of timesText.split(/\s+/)) {
      const [where, range] = token.split('=');
      const [state, place] = where.includes('.') ? where.split('.') : ['times', where];
      if (!(STORAGE_PLACES as readonly string[]).includes(place) || !['times', 'opened', 'cooked'].includes(state)) {
        throw new Error(`Bad storage place "${where}" in: ${line}`);
      }
      food[state as 'times' | 'opened' | 'cooked'][place as StoragePlace] = parseRange(range, line);
    }
    foods.push(food);
  }
  return foods;
}

/** Every food of the table, in table order. */
export const storedFoods: () => readonly StoredFood[] = lazy(() => parseTable(STORAGE_TABLE));

const index = lazy(() => new NameIndex(storedFoods(), (food) => food.names));

const COOKED_WORDS = new Set(['cooked', 'leftover', 'leftovers', 'left', 'over', 'homemade', 'prepared', 'roasted', 'baked', 'boiled', 'steamed', 'grilled', 'fried']);
const OPENED_WORDS = new Set(['opened', 'open', 'unsealed']);
const PLAIN_WORDS = new Set(['raw', 'uncooked', 'fresh', 'unopened', 'sealed', 'store', 'bought', 'organic', 'new']);

/** The food a phrase names, and the state its words say ("leftover rice" → rice, cooked). */
export function findStoredFood(text: string): { food: StoredFood; state: FoodState | null } | null {
  const exact = index().exact(text);
  if (exact) return { food: exact, state: null };
  const words = foodKey(text).split(' ');
  let state: FoodState | null = null;
  if (words.some((word) => COOKED_WORDS.has(word))) state = 'cooked';
  else if (words.some((word) => OPENED_WORDS.has(word))) state = 'opened';
  const rest = words.filter((word) => !COOKED_WORDS.has(word) && !OPENED_WORDS.has(word) && !PLAIN_WORDS.has(word)).join(' ');
  // "cooked chicken" and "roasted vegetables" are foods of their own; try the phrase before the stripped name
  const food = index().find(text.replace(/\b(?:once |after |when )?opened\b|\bleft ?over\b|\bunopened\b/gi, ' ')) ?? index().find(rest);
  if (!food) return null;
  if (food.names.some((name) => COOKED_WORDS.has(foodKey(name).split(' ')[0]))) return { food, state: null };
  return { food, state };
}

/** The app's storage locations by name: "Refrigerator", "Garage fridge", "Chest freezer", "Pantry", "Counter". */
export function storagePlaceOf(locationName: string | null | undefined): StoragePlace | null {
  const name = (locationName ?? '').toLowerCase();
  if (/freez|ice ?box/.test(name)) return 'freezer';
  if (/fridge|refrig|cooler|chill/.test(name)) return 'fridge';
  if (/pantry|cupboard|cabinet|counter|shelf|larder|cellar|room|kitchen|bread ?box|drawer|basket|closet/.test(name)) return 'pantry';
  return null;
}

function plural(count: number, unit: TimeUnit): string {
  return count === 1 ? unit : `${unit}s`;
}

/** "3 to 4 days", "1 week", "18 to 24 months". */
export function rangeText(range: StorageRange): string {
  if (range.min === range.max) return `${range.min} ${plural(range.min, range.unit)}`;
  return `${range.min} to ${range.max} ${plural(range.max, range.unit)}`;
}

function life(food: StoredFood, place: StoragePlace, state: FoodState | null, range: StorageRange, basis: StorageLife['basis']): StorageLife {
  const days = { min: Math.floor(range.min * UNIT_DAYS[range.unit]), max: Math.floor(range.max * UNIT_DAYS[range.unit]) };
  return { food: food.name, place, state, range, days, text: rangeText(range), basis };
}

/** How long a stored food keeps in one place, in a state; null when the table does not keep it there. */
export function lifeOf(food: StoredFood, place: StoragePlace, state: FoodState | null): StorageLife | null {
  if (state === 'cooked') {
    const cooked = food.cooked[place];
    if (cooked) return life(food, place, 'cooked', cooked, 'table');
    const leftovers = LEFTOVERS[place];
    return leftovers ? life(food, place, 'cooked', leftovers, 'leftovers') : null;
  }
  if (state === 'opened') {
    const opened = food.opened[place] ?? food.times[place];
    return opened ? life(food, place, 'opened', opened, 'table') : null;
  }
  const plain = food.times[place];
  if (plain) return life(food, place, null, plain, 'table');
  // ketchup has only an opened fridge time: that is its fridge time
  const opened = food.opened[place];
  return opened ? life(food, place, 'opened', opened, 'table') : null;
}

/**
 * How long `food` keeps in `place` ("fridge", or an app location name such as "Refrigerator"),
 * as bought, opened or cooked. The state may also come from the name ("cooked rice", "leftover
 * rice", "rice (cooked)", "opened salsa"); an explicit `state` wins. Null when the food is unknown,
 * the place is not a storage place, or the table does not keep the food there.
 */
export function storageLife(food: string, place: string, state?: FoodState | null): StorageLife | null {
  const found = findStoredFood(food);
  const where = (STORAGE_PLACES as readonly string[]).includes(place) ? (place as StoragePlace) : storagePlaceOf(place);
  if (!found || !where) return null;
  return lifeOf(found.food, where, state === undefined ? found.state : state);
}

/** Every place a food keeps, as bought, opened and cooked: for "how should I store …". */
export function storageLives(food: StoredFood, state: FoodState | null): StorageLife[] {
  return STORAGE_PLACES.map((place) => lifeOf(food, place, state)).filter((found) => found !== null);
}

export interface FreezingFacts {
  food: string;
  advice: FreezingAdvice;
  /** How long it keeps frozen, when the table says. */
  freezer: StorageLife | null;
}

/** "Can I freeze milk?": the advice for its kind and how long it keeps frozen. */
export function freezingFacts(food: string): FreezingFacts | null {
  const found = findStoredFood(food);
  if (!found) return null;
  const freezer = lifeOf(found.food, 'freezer', found.state);
  return { food: found.food.name, advice: FREEZING_ADVICE[found.food.freezing], freezer: freezer?.basis === 'table' || found.state === 'cooked' ? freezer : null };
}
