/**
 * Storage life by food, place and state, from the table in storage-data.ts. Pure lookups used by
 * the chef's storage and freezing answers and by the inventory's shelf-life defaults (shelf-life.ts).
 */
import { FREEZING_ADVICE, type FreezingAdvice, type FreezingKind } from './freezing.js';
import { foodKey, lazy, NameIndex } from './food-names.js';
import { STORAGE_SOURCES, STORAGE_TABLE, type StorageSourceTag } from './storage-data.js';

export { STORAGE_SOURCES, type StorageSource, type StorageSourceTag } from './storage-data.js';

export const STORAGE_PLACES = ['pantry', 'fridge', 'freezer'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];
/** opened: a jar, can or pack once opened; cooked: cooked or leftover; thawed: frozen, then thawed in the fridge. */
export type FoodState = 'opened' | 'cooked' | 'thawed';

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
  /** Times as bought (unopened, raw), and where they differ once opened, cooked or thawed. */
  times: PlaceTimes;
  opened: PlaceTimes;
  cooked: PlaceTimes;
  thawed: PlaceTimes;
  freezing: FreezingKind;
  /** Where the row's figures come from: the first of `sources`, a key of STORAGE_SOURCES. */
  source: StorageSourceTag;
  /** Every source the row cites (most rows cite one). */
  sources: readonly StorageSourceTag[];
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
  /**
   * table: this food's own row; leftovers: the general rule for cooked leftovers; thawed: the rule
   * for thawed cured or smoked meat and fish that has no thawed time of its own (see lifeOf).
   */
  basis: 'table' | 'leftovers' | 'thawed';
}

/** FSIS "Leftovers and Food Safety": cooked leftovers keep 3–4 days in the fridge, 2–6 months frozen. */
const LEFTOVERS: PlaceTimes = { fridge: { min: 3, max: 4, unit: 'day' }, freezer: { min: 2, max: 6, unit: 'month' } };

function parseRange(text: string, line: string): StorageRange {
  const match = /^(\d+)(?:-(\d+))?([hdwmy])$/.exec(text);
  if (!match) throw new Error(`Bad storage time "${text}" in: ${line}`);
  return { min: Number(match[1]), max: Number(match[2] ?? match[1]), unit: UNIT_LETTERS[match[3]] };
}

const TIME_STATES = ['times', 'opened', 'cooked', 'thawed'] as const;
type TimeState = (typeof TIME_STATES)[number];

/** The table's lines as foods; a malformed line (unknown place, state, freezing kind or source) throws. */
function parseTable(table: string): StoredFood[] {
  const foods: StoredFood[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const parts = line.split('|').map((part) => part.trim());
    if (parts.length !== 4) throw new Error(`Expected "names | storage | freezing | source" in: ${line}`);
    const [namesText, timesText, freezing, sourceText] = parts;
    if (!(freezing in FREEZING_ADVICE)) throw new Error(`Unknown freezing kind "${freezing}" in: ${line}`);
    const sources = sourceText.split(/[\s,]+/).filter((tag) => tag !== '');
    if (sources.length === 0) throw new Error(`No source in: ${line}`);
    for (const tag of sources) {
      if (!Object.hasOwn(STORAGE_SOURCES, tag)) throw new Error(`Unknown source "${tag}" in: ${line}`);
    }
    const names = namesText.split(',').map((name) => name.trim()).filter((name) => name !== '');
    if (names.length === 0) throw new Error(`No name in: ${line}`);
    const food: StoredFood = {
      name: names[0],
      names,
      times: {},
      opened: {},
      cooked: {},
      thawed: {},
      freezing: freezing as FreezingKind,
      source: sources[0] as StorageSourceTag,
      sources: sources as StorageSourceTag[],
    };
    for (const token of timesText.split(/\s+/).filter((part) => part !== '')) {
      const [where, range] = token.split('=');
      const [state, place] = where.includes('.') ? where.split('.') : ['times', where];
      if (!(STORAGE_PLACES as readonly string[]).includes(place) || !(TIME_STATES as readonly string[]).includes(state) || (state === 'times' && where.includes('.'))) {
        throw new Error(`Bad storage place "${where}" in: ${line}`);
      }
      const parsed = parseRange(range ?? '', line);
      if (parsed.min > parsed.max) throw new Error(`Storage range "${range}" runs backwards in: ${line}`);
      food[state as TimeState][place as StoragePlace] = parsed;
    }
    foods.push(food);
  }
  return foods;
}

/** Parses a table in the format of STORAGE_TABLE (exported for tests of the format's rules). */
export const parseStorageTable: (table: string) => StoredFood[] = parseTable;

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

/**
 * What kind of place a storage location is, from its name, else its icon ('snowflake' is a
 * freezer), a cold icon beating a name that only says shelf or drawer: the one reading the server
 * dates by and the review screens preview with.
 */
export function placeOfLocation(location: { name: string; icon?: string | null }): StoragePlace | null {
  const byName = storagePlaceOf(location.name);
  const byIcon = storagePlaceOf((location.icon ?? '').replace(/snowflake/i, 'freezer'));
  // a cold place said by either wins over a shelf word of the name ('Deep drawer' with a snowflake)
  if (byName === 'pantry' && (byIcon === 'fridge' || byIcon === 'freezer')) return byIcon;
  return byName ?? byIcon;
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

/** Freezing kinds of cooked dishes: thawed, they follow the leftovers rule. */
const COOKED_KINDS: ReadonlySet<FreezingKind> = new Set<FreezingKind>(['cooked', 'soup', 'sauce-thickened']);
/** Freezing kinds of raw meat, poultry, fish and shellfish. */
const RAW_KINDS: ReadonlySet<FreezingKind> = new Set<FreezingKind>(['raw-meat', 'raw-fish', 'shellfish-live']);
/** The longest a raw meat, poultry or fish keeps once thawed in the fridge (FSIS "The Big Thaw": red-meat cuts 3 to 5 days). */
const THAWED_RAW_MAX_DAYS = 5;
/** FoodKeeper: sausages and hot dogs bought frozen keep 3 to 4 days in the fridge once thawed. */
const THAWED_CURED: StorageRange = { min: 3, max: 4, unit: 'day' };

function isCookedDish(food: StoredFood): boolean {
  return COOKED_KINDS.has(food.freezing) || food.names.some((name) => /^(?:cooked|leftover)\b/.test(foodKey(name)));
}

const maxDays = (range: StorageRange): number => range.max * UNIT_DAYS[range.unit];

/**
 * Thawed food: frozen, then thawed in the fridge. The row's own `thawed.` time when it has one.
 * Otherwise, in the fridge:
 * - a cooked dish keeps as leftovers do (FSIS "Leftovers and Food Safety": 3 to 4 days), or its own
 *   fridge time when that is shorter (gravy: 1 to 2 days);
 * - raw meat, poultry and fish keep as they would fresh (FSIS "The Big Thaw": poultry, ground meat
 *   and seafood 1 to 2 days, red-meat cuts 3 to 5 days, which are these foods' fresh fridge times);
 *   cured or smoked ones whose fresh time is longer than 5 days (bacon, salami, smoked salmon) keep
 *   3 to 4 days, FoodKeeper's figure for thawed sausages and hot dogs;
 * - anything else keeps its fresh fridge time (bread, cheese, butter), or has no thawed time.
 * In the freezer: food thawed in the fridge may be refrozen (with some loss of quality), so its
 * freezer time. Never in the pantry: thawed food is perishable.
 */
function thawedLife(food: StoredFood, place: StoragePlace): StorageLife | null {
  const own = food.thawed[place];
  if (own) return life(food, place, 'thawed', own, 'table');
  if (place === 'pantry') return null;
  if (place === 'freezer') {
    if (food.times.freezer) return life(food, place, 'thawed', food.times.freezer, 'table');
    return isCookedDish(food) ? life(food, place, 'thawed', LEFTOVERS.freezer!, 'leftovers') : null;
  }
  const fresh = food.times.fridge;
  if (isCookedDish(food)) {
    const leftovers = LEFTOVERS.fridge!;
    return fresh && maxDays(fresh) <= maxDays(leftovers) ? life(food, place, 'thawed', fresh, 'table') : life(food, place, 'thawed', leftovers, 'leftovers');
  }
  if (!fresh) return null;
  if (RAW_KINDS.has(food.freezing) && maxDays(fresh) > THAWED_RAW_MAX_DAYS) return life(food, place, 'thawed', THAWED_CURED, 'thawed');
  return life(food, place, 'thawed', fresh, 'table');
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
    // a food with opened figures keeps, once opened, only where they say (opened broth is not a
    // pantry food); one without any keeps opened as it keeps sealed
    const hasOpened = Object.keys(food.opened).length > 0;
    const opened = food.opened[place] ?? (hasOpened ? undefined : food.times[place]);
    return opened ? life(food, place, 'opened', opened, 'table') : null;
  }
  if (state === 'thawed') return thawedLife(food, place);
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
