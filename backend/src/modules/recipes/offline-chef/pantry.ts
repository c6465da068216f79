/**
 * The household's inventory as the chef sees it: what each item is, whether it is expiring or
 * abundant, whether the user's restrictions allow it, and in which order to use things up.
 */
import {
  canonicalUnit,
  convertQuantity,
  daysUntilExpiry,
  formatCookingQuantity,
  isAbundant,
  isExpiring,
  namesMatch,
  parseQuantity,
  roundTo,
  singularize,
  unitKind,
  type IsoDate,
} from '@sous/kitchen';
import { restrictionViolationOf, type Restrictions } from './diet.js';
import { profileItem, type FoodInfo, type FoodKind, type FoodRole, type ItemProfile, type Portion } from './foods.js';
import { unitFor } from './seed.js';
import type { ChefInventoryItem } from './types.js';

export interface PantryItem {
  item: ChefInventoryItem;
  /** The name as the household wrote it, trimmed. */
  name: string;
  /** How recipes call it ('chicken breast' for 'Chicken, broilers or fryers, breast, raw'). */
  label: string;
  profile: ItemProfile;
  role: FoodRole;
  kind: FoodKind;
  food: FoodInfo | null;
  /** Whole days to its expiration date; null when it has none. */
  daysLeft: number | null;
  expiring: boolean;
  /** The request named it (its expiringItems or ingredients): the dish should use it, or say why not. */
  named: boolean;
  /** In the freezer: a frozen protein needs thawing before it cooks. */
  frozen: boolean;
  abundant: boolean;
  /** The quantity on hand, or null when it is not a number. */
  amount: number | null;
  /** The canonical unit, or the unit as written when it is not one the kitchen knows, or null. */
  unit: string | null;
  /** False when the user's diet, allergens or foods to avoid rule it out. */
  allowed: boolean;
  /** Why it is not allowed. */
  excludedBecause: string | null;
  /** Lower is used first: expiring soonest, then abundant, then the rest. */
  rank: number;
}

export interface PantryOptions {
  today: IsoDate;
  restrictions: Restrictions;
  prioritizeExpiring: boolean;
  /** Names the request listed as expiring / abundant (used when an item has no date or no number). */
  hintedExpiring: readonly string[];
  hintedAbundant: readonly string[];
  /** Foods the request names: the dish should use them. */
  named?: readonly string[];
  seed: number;
}

const titleCase = (text: string): string => text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

/** Words after a food-database name's head that say how it is sold, not what it is. */
const DATABASE_STATES: ReadonlySet<string> = new Set([
  'raw', 'dry', 'dried', 'cooked', 'canned', 'fresh', 'frozen', 'enriched', 'unenriched', 'boneless', 'skinless', 'plain', 'whole',
  'prepared', 'unprepared', 'mature', 'immature', 'regular', 'commercial', 'homemade', 'boiled', 'baked', 'roasted', 'salted', 'unsalted',
  'sweetened', 'unsweetened', 'includes', 'separable', 'all', 'nonfat', 'lowfat', 'fluid', 'ns', 'nfs', 'other',
]);

/** Heads of food-database names that are a class, not a food ('Fish, cod', 'Spices, cumin'). */
const CLASS_HEADS: ReadonlySet<string> = new Set(['fish', 'spices', 'nuts', 'seeds', 'crustaceans', 'mollusks', 'game meat']);

/** The way a recipe line names an item: short, lowercase and still matching the item's name. */
export function labelFor(name: string, food: FoodInfo | null): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const plain = !trimmed.includes(',') && trimmed.split(' ').length <= 4;
  if (plain) {
    // 'Frozen peas' reads 'peas' in a recipe, and still matches the item.
    const lower = trimmed.toLowerCase();
    const short = lower.replace(/^(?:(?:frozen|fresh|organic|ripe|raw|large|small|medium|jumbo)\s+)+/, '');
    return short !== '' && namesMatch(short, trimmed) ? short : lower;
  }
  // A food-database name puts the food first and a one-word kind after it: 'Noodles, egg, dry' is
  // egg noodles and 'Cheese, feta' feta cheese in a recipe line, not 'noodle' or 'cheese'.
  const [first, second] = trimmed.split(',').map((part) => part.trim().toLowerCase());
  if (second && /^[a-z]+$/.test(second) && !DATABASE_STATES.has(second)) {
    // 'Fish, cod' is cod: a class word first names no food of its own.
    const named = CLASS_HEADS.has(first) ? second : `${second} ${first}`;
    if (namesMatch(named, trimmed)) return named;
  }
  if (food && namesMatch(food.name, trimmed)) return food.name;
  const head = trimmed.split(',')[0].trim().toLowerCase();
  return head !== '' && namesMatch(head, trimmed) ? head : trimmed.toLowerCase();
}

/** Reads the inventory. Expired items and items with a quantity of zero are left out: they are not on hand. */
export function readPantry(inventory: readonly ChefInventoryItem[], options: PantryOptions): PantryItem[] {
  const pantry: PantryItem[] = [];
  for (const item of inventory) {
    const name = (item.name ?? '').trim();
    if (name === '') continue;
    const amount = parseQuantity(item.quantity);
    if (amount !== null && amount <= 0) continue;
    const daysLeft = daysUntilExpiry(item.expirationDate, options.today);
    if (daysLeft !== null && daysLeft < 0) continue;
    const profile = profileItem(name, item.foodCategory);
    // The request's expiringItems are what the cook sees going off: honoured even when the stock's date says otherwise.
    const hintedExpiring = options.hintedExpiring.some((hint) => namesMatch(hint, name) || namesMatch(name, hint));
    const expiring = isExpiring(item, options.today) || hintedExpiring;
    const abundant =
      !expiring &&
      (isAbundant(item.quantity) || (amount === null && options.hintedAbundant.some((hint) => namesMatch(hint, name) || namesMatch(name, hint))));
    const violation = restrictionViolationOf(profile.flags, [name], options.restrictions);
    const unitText = (item.unit ?? '').trim();
    const unit = unitText === '' ? null : (canonicalUnit(unitText) ?? unitText.toLowerCase());
    const urgency = hintedExpiring ? Math.min(daysLeft ?? 3, 3) : (daysLeft ?? 99);
    const tieBreak = unitFor(options.seed, name.toLowerCase());
    const rank = expiring ? (options.prioritizeExpiring ? 0 : 100) + urgency * 10 + tieBreak : abundant ? 200 + tieBreak : 300 + tieBreak;
    pantry.push({
      item,
      name,
      label: labelFor(name, profile.food),
      profile,
      role: profile.role,
      kind: profile.kind,
      food: profile.food,
      daysLeft: hintedExpiring && (daysLeft === null || daysLeft > 3) ? 3 : daysLeft,
      expiring,
      named: (options.named ?? []).some((hint) => namesMatch(hint, name) || namesMatch(name, hint)),
      frozen: item.state === 'frozen' || /\bfrozen\b/i.test(name),
      abundant,
      amount,
      unit,
      allowed: violation === null,
      excludedBecause: violation,
      rank,
    });
  }
  return pantry.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
}

/** A display title for an item ('Baby Spinach'). */
export function itemTitle(item: PantryItem): string {
  return titleCase(item.label);
}

// ── Amounts ───────────────────────────────────────────────────────────────────────────────────

const DEFAULT_PORTION: Readonly<Partial<Record<FoodRole, Portion>>> = {
  protein: { g: 140, n: 1 },
  vegetable: { g: 100, cup: 1, n: 0.5 },
  starch: { g: 80, cup: 0.5, n: 1 },
  dairy: { g: 30, cup: 0.25 },
  fruit: { g: 120, cup: 0.75, n: 1 },
  aromatic: { g: 20, n: 0.25 },
  herb: { g: 3, cup: 0.06 },
  nut: { g: 10, cup: 0.06 },
};

function portionOf(item: PantryItem): Portion {
  return item.food?.portion ?? DEFAULT_PORTION[item.role] ?? { g: 50, cup: 0.25, n: 0.5 };
}

function unitWeight(item: PantryItem): number {
  return item.food?.unitG ?? 150;
}

const CUP_GRAMS = 150;

/** Grams of one serving, whichever measure the portion gives. */
function gramsPerServing(item: PantryItem): number {
  const portion = portionOf(item);
  if (portion.g !== undefined) return portion.g;
  if (portion.n !== undefined) return portion.n * unitWeight(item);
  return (portion.cup ?? 0.5) * CUP_GRAMS;
}

function countPerServing(item: PantryItem): number {
  const portion = portionOf(item);
  if (portion.n !== undefined) return portion.n;
  return gramsPerServing(item) / unitWeight(item);
}

function cupsPerServing(item: PantryItem): number {
  const portion = portionOf(item);
  if (portion.cup !== undefined) return portion.cup;
  return gramsPerServing(item) / CUP_GRAMS;
}

/** Rounds to a step, never below the step. */
function roundStep(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Words whose plural is the same word in a kitchen. */
const INVARIANT_PLURALS = new Set(['zucchini', 'broccoli', 'cauliflower', 'celery', 'spinach', 'kale', 'bok choy', 'garlic', 'ginger', 'tofu', 'fish', 'salmon', 'shrimp', 'rice', 'pasta']);

const plural = (word: string): string => {
  if (INVARIANT_PLURALS.has(word)) return word;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:tomato|potato|mango)$/.test(word)) return `${word}es`;
  return `${word}s`;
};

/** The label made singular or plural on its last word ('tomatoes' ↔ 'tomato'). */
export function countedLabel(label: string, count: number): string {
  const words = label.split(' ');
  const last = words.pop() ?? '';
  const single = singularize(last);
  const word = count > 1 ? (single !== last ? last : plural(single)) : single;
  return [...words, word].join(' ');
}

const UNIT_WORDS: Readonly<Record<string, [string, string]>> = {
  can: ['can', 'cans'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  bunch: ['bunch', 'bunches'],
  head: ['head', 'heads'],
  package: ['package', 'packages'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  carton: ['carton', 'cartons'],
  container: ['container', 'containers'],
  loaf: ['loaf', 'loaves'],
  stick: ['stick', 'sticks'],
  stalk: ['stalk', 'stalks'],
  sprig: ['sprig', 'sprigs'],
  handful: ['handful', 'handfuls'],
  cup: ['cup', 'cups'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
  gallon: ['gallon', 'gallons'],
};

function unitWord(unit: string, quantity: number): string {
  const words = UNIT_WORDS[unit];
  if (!words) return unit;
  return quantity > 1 ? words[1] : words[0];
}

/** How much of the item is on hand in `unit`, or null when it cannot be said. */
function stockIn(item: PantryItem, unit: string | null): number | null {
  if (item.amount === null) return null;
  return convertQuantity(item.amount, item.unit, unit);
}

/** Dry grains, pasta and flour keep past their date: a pound of quinoa is not cooked for four to use it up (the blind read). */
const DRY_STARCH: ReadonlySet<string> = new Set(['rice', 'grain', 'pasta', 'noodle', 'oats', 'flour']);

/** Foods a dish can take all of when they are about to go off (not a jar of spice or a bottle of sauce). */
const USED_UP_ROLES: ReadonlySet<string> = new Set(['protein', 'vegetable', 'fruit', 'starch', 'dairy']);

export interface AmountOptions {
  /** Multiplies the item's usual serving (0.5 = half a serving each). */
  share?: number;
  /** Preparation written after a comma ('diced'); defaults to the food's own. '' for none. */
  prep?: string;
  /** Use at least this much of a whole count (eggs for an omelette). */
  minCount?: number;
  /** Use at most what is on hand (default true). */
  capToStock?: boolean;
}

export interface Amount {
  line: string;
  quantity: number;
  unit: string | null;
}

/**
 * A recipe line for an item and a number of servings, in the unit the household keeps it in so
 * availability can be checked: '300 g chicken breast, cut into bite-size pieces',
 * '3 eggs', '1 1/2 cups broccoli, cut into florets', '1 can chickpeas, drained and rinsed'.
 * Quantities are rounded the way a cook measures and never exceed what is on hand.
 */
export function amountLine(item: PantryItem, servings: number, options: AmountOptions = {}): Amount {
  const share = options.share ?? 1;
  const prep = options.prep ?? item.food?.prep ?? '';
  const suffix = prep === '' ? '' : `, ${prep}`;
  const cap = options.capToStock ?? true;
  const unit = item.unit;
  const capped = (wanted: number, inUnit: string | null, step: number): number => {
    const stock = cap ? stockIn(item, inUnit) : null;
    // What is expiring is used up when no more than the dish takes would be left: no half a salmon
    // fillet left to spoil tomorrow (issue 31's blind read: "scraps of the expiring food left").
    if (stock !== null && item.expiring && USED_UP_ROLES.has(item.role) && !DRY_STARCH.has(item.kind) && stock > wanted && stock <= 2 * wanted) return stock;
    if (stock === null || stock >= wanted) return wanted;
    return stock >= step ? Math.floor(stock / step) * step : stock;
  };
  const grams = gramsPerServing(item) * share * servings;

  const massLine = (metric: boolean): Amount => {
    if (metric) {
      const value = capped(roundStep(grams, grams >= 200 ? 25 : 5), 'g', 5);
      return { line: `${formatCookingQuantity(roundTo(value, 2))} g ${item.label}${suffix}`, quantity: value, unit: 'g' };
    }
    // Ounces, unless it comes to a pound or more and the household does not count in ounces.
    const oz = capped(roundStep(grams / 28.35, 1), 'oz', 1);
    if (oz >= 16 && unit !== 'oz') {
      const pounds = capped(roundStep(oz / 16, 0.25), 'lb', 0.25);
      return { line: `${formatCookingQuantity(pounds)} lb ${item.label}${suffix}`, quantity: pounds, unit: 'lb' };
    }
    return { line: `${formatCookingQuantity(oz)} oz ${item.label}${suffix}`, quantity: oz, unit: 'oz' };
  };

  const volumeLine = (metric: boolean): Amount => {
    const cups = cupsPerServing(item) * share * servings;
    if (metric) {
      const ml = capped(roundStep(cups * 240, 10), 'ml', 10);
      return { line: `${formatCookingQuantity(ml)} ml ${item.label}${suffix}`, quantity: ml, unit: 'ml' };
    }
    if (cups < 0.25) {
      const tbsp = capped(roundStep(cups * 16, 0.5), 'tbsp', 0.5);
      return { line: `${formatCookingQuantity(tbsp)} tbsp ${item.label}${suffix}`, quantity: tbsp, unit: 'tbsp' };
    }
    const value = capped(roundStep(cups, 0.25), 'cup', 0.25);
    return { line: `${formatCookingQuantity(value)} ${unitWord('cup', value)} ${item.label}${suffix}`, quantity: value, unit: 'cup' };
  };

  const countLine = (): Amount => {
    const step = item.food?.whole ? 1 : 0.5;
    let count = roundStep(countPerServing(item) * share * servings, step);
    if (options.minCount !== undefined) count = Math.max(count, options.minCount);
    // Item, piece, each and dozen all convert to a plain count.
    count = capped(count, null, step);
    return { line: `${formatCookingQuantity(count)} ${countedLabel(item.label, count)}${suffix}`, quantity: count, unit: null };
  };

  const kitchenCountLine = (inUnit: string, perServing: number): Amount => {
    const value = capped(roundStep(perServing * share * servings, 0.5), inUnit, 0.5);
    // '2 cans tuna', not '2 cans canned tuna' (issue 31's fifth blind read)
    const label = inUnit === 'can' ? item.label.replace(/^canned /i, '') : item.label;
    return { line: `${formatCookingQuantity(value)} ${unitWord(inUnit, value)} ${label}${suffix}`, quantity: value, unit: inUnit };
  };

  // Fresh ginger kept by the piece: '1 piece (2 inch) ginger, grated'.
  if (item.kind === 'ginger' && (unit === null || COUNT_UNITS.has(unit))) {
    const inches = Math.max(1, Math.round(servings * share * 0.5 * 2) / 2);
    return { line: `1 piece (${formatCookingQuantity(inches)} inch) ${item.label}${suffix}`, quantity: 1, unit: 'piece' };
  }

  const kind = unit === null ? 'count' : unitKind(unit);
  if (kind === 'mass' && unit !== null) return massLine(unit === 'g' || unit === 'kg' || unit === 'mg');
  if (kind === 'volume' && unit !== null) return volumeLine(unit === 'ml' || unit === 'l' || unit === 'cl' || unit === 'dl');
  if (kind === 'count' && (unit === null || COUNT_UNITS.has(unit))) return countLine();

  // Kitchen counts read in their own unit: '1 can chickpeas', '8 slices bread', '4 cloves garlic'.
  if (unit === 'clove' || (item.kind === 'garlic' && unit === 'head')) return kitchenCountLine('clove', countPerServing(item));
  if (unit === 'slice' || (unit === 'loaf' && item.kind === 'bread')) return kitchenCountLine('slice', countPerServing(item));
  if (unit === 'stalk' || unit === 'stick' || unit === 'sprig') return kitchenCountLine(unit, countPerServing(item));
  // A head by the food's own portion: an eighth of a cabbage a serving, a quarter of a broccoli (issue 31: a whole cabbage for four).
  // A can of tuna by its own portion too: half a 5-oz can a serving, not a quarter (one can for eight tacos).
  if (((unit === 'head' && item.role === 'vegetable') || (unit === 'can' && item.kind === 'fish')) && portionOf(item).n !== undefined) return kitchenCountLine(unit, countPerServing(item));
  if (unit !== null && ONE_PER_FOUR.has(unit)) return kitchenCountLine(unit, item.role === 'herb' || item.role === 'aromatic' ? 0.125 : 0.25);

  // Packages (a bag of rice, a box of pasta, a jar of anything): measure out of the package.
  const portion = portionOf(item);
  if (portion.cup !== undefined) return volumeLine(false);
  if (portion.g !== undefined && portion.n === undefined) return massLine(false);
  return countLine();
}

/** Count units that convert into a plain count. */
const COUNT_UNITS: ReadonlySet<string> = new Set(['item', 'piece', 'each', 'dozen']);
/** Kitchen units where one unit serves about four: a can of beans, a bunch of greens, a head of lettuce. */
const ONE_PER_FOUR: ReadonlySet<string> = new Set(['can', 'bunch', 'head', 'handful']);

/** Seasoning amounts for four servings, by kind. */
const SEASONING_PER_4: Readonly<Partial<Record<FoodKind, { quantity: number; unit: string }>>> = {
  spice: { quantity: 1, unit: 'tsp' },
  driedHerb: { quantity: 1, unit: 'tsp' },
  soySauce: { quantity: 3, unit: 'tbsp' },
  asianSauce: { quantity: 2, unit: 'tbsp' },
  hotSauce: { quantity: 2, unit: 'tsp' },
  acid: { quantity: 1, unit: 'tbsp' },
  paste: { quantity: 1, unit: 'tbsp' },
  condiment: { quantity: 1, unit: 'tbsp' },
  salsa: { quantity: 0.5, unit: 'cup' },
  pesto: { quantity: 0.25, unit: 'cup' },
  freshHerb: { quantity: 0.25, unit: 'cup' },
  seed: { quantity: 1, unit: 'tbsp' },
  syrup: { quantity: 2, unit: 'tbsp' },
  sugar: { quantity: 2, unit: 'tbsp' },
  butter: { quantity: 2, unit: 'tbsp' },
  broth: { quantity: 2, unit: 'cup' },
  coconutMilk: { quantity: 1, unit: 'can' },
  tomatoes: { quantity: 1, unit: 'can' },
};

/** Measures that read in whole numbers of a smaller unit when small ('0.5 tsp' stays, '0.13 cup' becomes '2 tbsp'). */
function niceMeasure(quantity: number, unit: string): { quantity: number; unit: string } {
  if (unit === 'cup' && quantity < 0.25) return { quantity: roundStep(quantity * 16, 0.5), unit: 'tbsp' };
  if (unit === 'tbsp' && quantity < 1) return { quantity: roundStep(quantity * 3, 0.25), unit: 'tsp' };
  if (unit === 'tsp') return { quantity: roundStep(quantity, 0.25), unit };
  if (unit === 'tbsp') return { quantity: roundStep(quantity, 0.5), unit };
  if (unit === 'cup') return { quantity: roundStep(quantity, 0.25), unit };
  return { quantity: roundStep(quantity, 0.5), unit };
}

/**
 * A seasoning, sauce or flavouring line scaled from four servings: '1 1/2 tsp ground cumin',
 * '3 tbsp soy sauce', '1 lemon, juiced'. Items kept in cans or jars get '1 can coconut milk'.
 */
export function seasoningLine(item: PantryItem, servings: number, prep = ''): string {
  const suffix = prep === '' ? '' : `, ${prep}`;
  if (item.kind === 'citrus') {
    const count = roundStep(servings / 4, 0.5);
    return `${formatCookingQuantity(count)} ${countedLabel(item.label, count)}${suffix === '' ? ', juiced' : suffix}`;
  }
  const base = SEASONING_PER_4[item.kind];
  if (base?.unit === 'can' && (item.unit === null || COUNT_UNITS.has(item.unit))) {
    const cans = roundStep(servings / 4, 0.5);
    return `${formatCookingQuantity(cans)} ${unitWord('can', cans)} ${item.label}${suffix}`;
  }
  if (!base || base.unit === 'can') {
    if (base?.unit === 'can' || (item.unit !== null && unitKind(item.unit) !== 'mass' && unitKind(item.unit) !== 'volume')) {
      return amountLine(item, servings, { prep }).line;
    }
    return amountLine(item, servings, { prep, share: 0.5 }).line;
  }
  const measure = niceMeasure((base.quantity * servings) / 4, base.unit);
  const word = measure.unit === 'cup' ? unitWord('cup', measure.quantity) : measure.unit;
  return `${formatCookingQuantity(measure.quantity)} ${word} ${item.label}${suffix}`;
}
