import {
  defaultCurrency,
  type HouseholdWeight,
  type NutritionItem,
  type NutritionItemCursor,
  nutritionItemCursor,
  nutritionItemsPageSize,
  type NutritionSummary,
  type Page,
  roundCents,
  type WeightUnit,
} from '@sous/contracts';
import { addDays, categoryDisplayName, type IsoDate, type PreferredUnits, type ResolvedFood, resolveFood, roundTo } from '@sous/kitchen';
import { gramsOf } from '../../domain/grams-of.js';

/** A `food_items` row as the summary reads it. */
export interface NutritionFoodRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expiration_date: string | null;
  food_category: string | null;
  weight_in_grams: number | string | null;
  /** Stored nutrition JSON (`{ per100g, perItem, itemGrams }`), from the food data picked on add. */
  nutrition: string | null;
  fcd_id: string | null;
}

/**
 * A `food_item_events` row, with the item's stored nutrition when the item still exists; or, with
 * `count`, that many events alike in everything but their values (`groupEvents`).
 */
export interface NutritionEventRow {
  kind: string;
  quantity: string;
  unit: string;
  /** The calendar date the event happened on, `yyyy-MM-dd`. */
  day: IsoDate;
  food_name: string;
  item_nutrition: string | null;
  /** What the amount was worth, when a price was known (null: no price); for a group, the sum of the known values. */
  value?: number | string | null;
  /** `lot` (the lot's own price) or `history` (estimated from the food's latest price). */
  value_source?: string | null;
  /** How many events the row stands for (absent: one). */
  count?: number;
  /** How many of them had a value (absent: all of them when `value` is known, else none). */
  priced?: number;
}

/** A purchase this month: what was paid for an add (or a price given late to an unpriced lot). */
export interface PurchaseRow {
  day: IsoDate;
  paid: number | string;
}

type Macro = 'energyKcal' | 'protein' | 'totalFat' | 'carbohydrate';
type Per100g = Partial<Record<Macro, number>>;

/** The USDA food a name stands for, as food-data found it (null: nothing found). */
export interface LinkedFood {
  nutrients: Per100g;
  householdWeights: readonly HouseholdWeight[];
  foodCategory: string | null;
}

/** What the handler asks food-data for: one lookup per distinct food. */
export interface FoodLookup {
  /** `lookupKeyOf(name, fcdId)`: the key of `linkedFoods` for the answer. */
  key: string;
  fdcId: string | null;
  /** The canonical food's short name, tried as an exact USDA name first. */
  name: string;
  searchTerms: string[];
}

interface StoredNutrition {
  per100g: Per100g;
  itemGrams: number | null;
}

export const WEEKS_SHOWN = 8;

function parseNutrition(text: string | null): StoredNutrition | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredNutrition> | null;
    if (!value || typeof value.per100g !== 'object' || value.per100g === null) return null;
    return { per100g: value.per100g, itemGrams: typeof value.itemGrams === 'number' && value.itemGrams > 0 ? value.itemGrams : null };
  } catch {
    return null;
  }
}

const hasEnergy = (per100g: Per100g | null | undefined): per100g is Per100g => typeof per100g?.energyKcal === 'number';

/** The embedded food an id stands for is looked up by it; any other id (live FDC, barcodes) by the food's words. */
const embeddedId = (fcdId: string | null) => (fcdId?.startsWith('sr:') ? fcdId : null);

const keyOf = (resolvedKey: string, fcdId: string | null) => `${embeddedId(fcdId) ?? ''}|${resolvedKey}`;

/** The key an item's or event's food data is found under: the same for all rows of one food. */
export function lookupKeyOf(name: string, fcdId: string | null): string {
  return keyOf(resolveFood(name).key, fcdId);
}

/**
 * One lookup per distinct food among the items and events that need one, so food-data is asked
 * once for a kitchen: its canonical food's search words (DESIGN §10), and its embedded id when
 * linked. A row whose stored nutrition already gives nutrients and weight needs none.
 */
export function foodLookupsFor(items: readonly NutritionFoodRow[], events: readonly NutritionEventRow[], names: FoodNames = new Map()): FoodLookup[] {
  const lookups = new Map<string, FoodLookup>();
  // no linked foods yet: whether a row needs one is decided by its stored nutrition alone
  const foods = new FoodMemo(new Map(), names);
  const add = (name: string, fcdId: string | null, quantity: string, unit: string, nutrition: string | null) => {
    const key = foods.lookupKey(name, fcdId);
    if (lookups.has(key)) return;
    const facts = foods.facts(name, null, nutrition);
    if (facts.storedEnergy && foods.grams(quantity, unit, facts) !== null) return;
    const food = foods.food(name);
    lookups.set(key, { key, fdcId: embeddedId(fcdId), name: food.name, searchTerms: [...food.searchTerms] });
  };
  for (const item of items) add(item.name, item.fcd_id, item.quantity, item.unit, item.nutrition);
  for (const event of events) add(event.food_name, null, event.quantity, event.unit, event.item_nutrition);
  return [...lookups.values()];
}

/** What a row's weight and nutrients come from: its stored nutrition first, then its linked food. */
interface FoodFacts {
  key: string;
  per100g: Per100g | null;
  /** The nutrients are the row's own (stored on add), not its linked food's. */
  storedEnergy: boolean;
  householdWeights: readonly HouseholdWeight[];
  /** Stored weight of one piece, when the food data picked on add had one. */
  itemGrams: number | null;
  category: string | null;
}

/**
 * The canonical food of each name, resolved once for a summary: pass one map to `foodLookupsFor`
 * and `summarizeNutrition` so a kitchen's thousands of names are matched against the catalog once.
 */
export type FoodNames = Map<string, ResolvedFood>;

/**
 * A small number for each distinct text. Stored nutrition is a JSON text of a few hundred bytes on
 * every event row: a key built with it would copy and hash it again for every row.
 */
class TextIds {
  private readonly ids = new Map<string, number>();

  of(text: string | null): number {
    if (text === null) return 0;
    let id = this.ids.get(text);
    if (id === undefined) this.ids.set(text, (id = this.ids.size + 1));
    return id;
  }
}

/**
 * Facts and weights of the foods of one summary, each worked out once. A household of thousands
 * of lots and tens of thousands of events names far fewer foods, amounts and stored nutritions than
 * it has rows, and each of those costs a catalog match (`resolveFood`, whose own cache is smaller
 * than such a household), a JSON parse or a unit conversion: per row, they were the summary's time.
 */
class FoodMemo {
  private readonly nutritions = new TextIds();
  private readonly factsBy = new Map<string, FoodFacts>();
  private readonly gramsBy = new Map<FoodFacts, Map<string, number | null>>();

  constructor(
    private readonly linkedFoods: ReadonlyMap<string, LinkedFood | null>,
    private readonly resolved: FoodNames,
  ) {}

  food(name: string): ResolvedFood {
    let food = this.resolved.get(name);
    if (!food) this.resolved.set(name, (food = resolveFood(name)));
    return food;
  }

  lookupKey(name: string, fcdId: string | null): string {
    return keyOf(this.food(name).key, fcdId);
  }

  /** What a row's weight and nutrients come from: its stored nutrition first, then its linked food. */
  facts(name: string, fcdId: string | null, nutrition: string | null): FoodFacts {
    const memoKey = `${this.nutritions.of(nutrition)}\u0000${fcdId ?? ''}\u0000${name}`;
    let facts = this.factsBy.get(memoKey);
    if (facts) return facts;
    const resolved = this.food(name);
    const stored = parseNutrition(nutrition);
    const linked = this.linkedFoods.get(keyOf(resolved.key, fcdId)) ?? null;
    const own = stored?.per100g;
    facts = {
      key: resolved.key,
      per100g: hasEnergy(own) ? own : hasEnergy(linked?.nutrients) ? linked.nutrients : null,
      storedEnergy: hasEnergy(own),
      householdWeights: linked?.householdWeights ?? [],
      itemGrams: stored?.itemGrams ?? null,
      category: resolved.category,
    };
    this.factsBy.set(memoKey, facts);
    return facts;
  }

  /** Grams of an amount of a food, with the stored piece weight as the last word for counts. */
  grams(quantity: string, unit: string, facts: FoodFacts): number | null {
    let byAmount = this.gramsBy.get(facts);
    if (!byAmount) this.gramsBy.set(facts, (byAmount = new Map<string, number | null>()));
    const amountKey = `${quantity}\u0000${unit}`;
    if (byAmount.has(amountKey)) return byAmount.get(amountKey)!;
    let grams = gramsOf(quantity, unit, facts);
    if (grams === null && facts.itemGrams !== null) {
      grams = gramsOf(quantity, unit, { key: facts.key, householdWeights: [{ description: '1 item', grams: facts.itemGrams }] });
    }
    byAmount.set(amountKey, grams);
    return grams;
  }
}

/**
 * The events as rows of `count` events alike in kind, food, amount, day, stored nutrition and value
 * source, with the sum of their known values and how many had one: what the summary reads of them,
 * so it weighs each amount of each food once. Rows already grouped (`count`, `priced`, summed
 * `value`: the inventory's records come grouped by quarter hour) are grouped again by adding up.
 */
export function groupEvents(events: readonly NutritionEventRow[]): NutritionEventRow[] {
  const groups = new Map<string, NutritionEventRow & { count: number; priced: number; value: number | null }>();
  const nutritions = new TextIds();
  for (const event of events) {
    const count = event.count ?? 1;
    const value = moneyOf(event.value);
    const priced = event.priced ?? (value === null ? 0 : count);
    const key = `${event.kind}\u0000${event.food_name}\u0000${event.quantity}\u0000${event.unit}\u0000${event.day}\u0000${event.value_source ?? ''}\u0000${nutritions.of(event.item_nutrition)}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { ...event, count, priced, value: priced > 0 ? value : null });
      continue;
    }
    group.count += count;
    group.priced += priced;
    if (priced > 0 && value !== null) group.value = (group.value ?? 0) + value;
  }
  return [...groups.values()];
}

/** The weight of an item on hand: from its current quantity when possible, else the stored weight. */
function itemGrams(row: NutritionFoodRow, facts: FoodFacts, foods: FoodMemo): number | null {
  const fromQuantity = foods.grams(row.quantity, row.unit, facts);
  if (fromQuantity !== null) return fromQuantity;
  const stored = row.weight_in_grams === null ? null : Number(row.weight_in_grams);
  return stored !== null && Number.isFinite(stored) && stored > 0 ? stored : null;
}

/**
 * What the summary of `today` reads: events since the first day of the 8 weeks or of the month,
 * whichever is earlier, and purchases since the month began. A day of slack before each, as the day
 * an event falls on is decided in the server's time zone from instants.
 */
export function summaryPeriod(today: IsoDate): { eventsSince: IsoDate; purchasesSince: IsoDate } {
  const firstWeek = addDays(weekStartOf(today), -7 * (WEEKS_SHOWN - 1));
  const monthStart = `${today.slice(0, 7)}-01`;
  return { eventsSince: addDays(firstWeek < monthStart ? firstWeek : monthStart, -1), purchasesSince: addDays(monthStart, -1) };
}

/** The Monday of the week `date` falls in. */
export function weekStartOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const GRAMS_PER: Readonly<Record<WeightUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/**
 * Two weights in ONE unit the user reads (issue 16: "12 / 1" mixed counts and pounds): kg or g for
 * metric, lb or oz for imperial, the larger unit once the larger weight reaches one of it.
 */
export function inOneUnit(aGrams: number, bGrams: number, units: PreferredUnits): { unit: WeightUnit; a: number; b: number } {
  const larger = Math.max(aGrams, bGrams);
  const unit: WeightUnit = units === 'metric' ? (larger >= GRAMS_PER.kg ? 'kg' : 'g') : larger >= GRAMS_PER.lb ? 'lb' : 'oz';
  const decimals = unit === 'g' ? 0 : 2;
  return { unit, a: roundTo(aGrams / GRAMS_PER[unit], decimals), b: roundTo(bGrams / GRAMS_PER[unit], decimals) };
}

const per = (value: number | undefined, grams: number) => ((value ?? 0) * grams) / 100;
const round1 = (value: number) => roundTo(value, 1);
// what `a.localeCompare(b)` does, without building a collator for each of thousands of comparisons
const byText = new Intl.Collator().compare;

interface Amounts {
  calories: number;
  protein: number;
  fat: number;
  carbohydrate: number;
}

/**
 * One item as the table shows it (null: its food has no nutrients), its unrounded amounts for the
 * totals (null: no weight), and why it is left out of the totals, if it is.
 */
function describeItem(row: NutritionFoodRow, foods: FoodMemo): { detail: NutritionItem | null; amounts: Amounts | null; notCounted: 'nutrients' | 'weight' | null } {
  const facts = foods.facts(row.name, row.fcd_id, row.nutrition);
  const grams = itemGrams(row, facts, foods);
  const n = facts.per100g;
  if (!n) return { detail: null, amounts: null, notCounted: 'nutrients' };
  const amounts =
    grams === null
      ? null
      : { calories: per(n.energyKcal, grams), protein: per(n.protein, grams), fat: per(n.totalFat, grams), carbohydrate: per(n.carbohydrate, grams) };
  const detail: NutritionItem = {
    id: row.id,
    name: row.name,
    category: categoryDisplayName(row.food_category ?? facts.category),
    calories: amounts && round1(amounts.calories),
    protein: amounts && round1(amounts.protein),
    fat: amounts && round1(amounts.fat),
    carbohydrate: amounts && round1(amounts.carbohydrate),
    weightInGrams: grams === null ? null : round1(grams),
    caloriesPer100g: n.energyKcal ?? null,
  };
  return { detail, amounts, notCounted: grams === null ? 'weight' : null };
}

/**
 * The table's order, total (issue 18): most calories first (an unknown amount after every known
 * one), then name A→Z, then id; a row's place (`NutritionItemCursor`) is one, so a page can start after it.
 */
export function compareNutritionItems(a: NutritionItemCursor, b: NutritionItemCursor): number {
  return (b.calories ?? -1) - (a.calories ?? -1) || byText(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The whole "Nutrition per item" table in its order: the items whose food has nutrients, computed as the summary computes them. */
export function nutritionItems({ items, linkedFoods, names = new Map() }: Pick<NutritionInput, 'items' | 'linkedFoods' | 'names'>): NutritionItem[] {
  const foods = new FoodMemo(linkedFoods, names);
  const details: NutritionItem[] = [];
  for (const row of items) {
    const { detail } = describeItem(row, foods);
    if (detail) details.push(detail);
  }
  return details.sort(compareNutritionItems);
}

/**
 * A page of the table: the `limit` rows strictly after the place `after` names (from the start
 * without it), by keyset over the computed order, so rows added or removed meanwhile shift nothing;
 * `next` is the cursor of its last row while more follow.
 */
export function nutritionItemsPage(table: readonly NutritionItem[], limit: number, after?: NutritionItemCursor): Page<NutritionItem> {
  const start = after ? table.findIndex((row) => compareNutritionItems(row, after) > 0) : 0;
  const rows = start === -1 ? [] : table.slice(start, start + limit);
  const last = rows.at(-1);
  return { rows, next: last && start + rows.length < table.length ? nutritionItemCursor(last) : null };
}

export interface NutritionInput {
  items: readonly NutritionFoodRow[];
  events: readonly NutritionEventRow[];
  /** Food-data's answers to `foodLookupsFor(items, events)`, by lookup key. */
  linkedFoods: ReadonlyMap<string, LinkedFood | null>;
  /** Decides "this week", "this month" and the 8 weeks of the waste chart. */
  today: IsoDate;
  preferredUnits: PreferredUnits;
  /** Priced adds since the start of the month (or earlier: the month is picked here). */
  purchases?: readonly PurchaseRow[];
  /** ISO 4217 code of the user's currency. */
  currency?: string;
  /** The names `foodLookupsFor` resolved, to reuse. */
  names?: FoodNames;
}

const moneyOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
};

/**
 * Everything the nutrition page shows, from the household's items and its consume/discard events.
 * Every item counts whose food has nutrients (stored, else its canonical food's USDA data) and whose
 * amount has a weight; the others are named so the page can say what it could not count.
 */
export function summarizeNutrition({
  items,
  events,
  linkedFoods,
  today,
  preferredUnits,
  purchases = [],
  currency = defaultCurrency,
  names = new Map(),
}: NutritionInput): NutritionSummary {
  const onHand = { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: items.length };
  const notCounted: NutritionSummary['onHand']['notCounted'] = [];
  const byCategory = new Map<string, { protein: number; fat: number; carbohydrate: number }>();
  const details: NutritionItem[] = [];
  const weekEnd = addDays(today, 7);
  const foods = new FoodMemo(linkedFoods, names);
  let expiringThisWeek = 0;

  for (const row of items) {
    if (row.expiration_date && row.expiration_date >= today && row.expiration_date <= weekEnd) expiringThisWeek += 1;
    const { detail, amounts, notCounted: reason } = describeItem(row, foods);
    if (reason) notCounted.push({ id: row.id, name: row.name, reason });
    if (!detail) continue;
    details.push(detail);
    if (!amounts) continue;
    onHand.itemsWithNutrition += 1;
    onHand.calories += amounts.calories;
    onHand.protein += amounts.protein;
    onHand.fat += amounts.fat;
    onHand.carbohydrate += amounts.carbohydrate;
    const sums = byCategory.get(detail.category) ?? { protein: 0, fat: 0, carbohydrate: 0 };
    sums.protein += amounts.protein;
    sums.fat += amounts.fat;
    sums.carbohydrate += amounts.carbohydrate;
    byCategory.set(detail.category, sums);
  }

  const monthStart = `${today.slice(0, 7)}-01`;
  const thisWeek = weekStartOf(today);
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
    weekStart: addDays(thisWeek, -7 * (WEEKS_SHOWN - 1 - i)),
    used: 0,
    wasted: 0,
    usedGrams: 0,
    wastedGrams: 0,
    usedValue: 0,
    wastedValue: 0,
  }));
  const weekOf = new Map(weeks.map((w) => [w.weekStart, w]));
  const mondays = new Map<IsoDate, IsoDate>();
  const weekStartOfDay = (day: IsoDate) => {
    let monday = mondays.get(day);
    if (monday === undefined) mondays.set(day, (monday = weekStartOf(day)));
    return monday;
  };
  const month = { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0, unweighed: 0 };
  const money = { used: 0, wasted: 0, usedPriced: 0, wastedPriced: 0, estimatedEvents: 0 };
  for (const event of events) {
    const used = event.kind === 'consumed';
    if (!used && event.kind !== 'wasted') continue;
    const count = event.count ?? 1;
    const facts = foods.facts(event.food_name, null, event.item_nutrition);
    const grams = foods.grams(event.quantity, event.unit, facts);
    const value = moneyOf(event.value);
    const priced = event.priced ?? (value === null ? 0 : count);
    const week = weekOf.get(weekStartOfDay(event.day));
    if (week) {
      week[used ? 'used' : 'wasted'] += count;
      week[used ? 'usedGrams' : 'wastedGrams'] += (grams ?? 0) * count;
      week[used ? 'usedValue' : 'wastedValue'] += priced > 0 ? (value ?? 0) : 0;
    }
    if (event.day < monthStart || event.day > today) continue;
    month[used ? 'used' : 'wasted'] += count;
    month[used ? 'usedGrams' : 'wastedGrams'] += (grams ?? 0) * count;
    if (grams === null) month.unweighed += count;
    // money only over events whose value is known; the others are counted as unpriced
    if (priced === 0 || value === null) continue;
    money[used ? 'used' : 'wasted'] += value;
    money[used ? 'usedPriced' : 'wastedPriced'] += priced;
    if (event.value_source === 'history') money.estimatedEvents += priced;
  }
  const bought = purchases.filter((p) => p.day >= monthStart && p.day <= today && moneyOf(p.paid) !== null);
  const spent = bought.reduce((sum, p) => sum + (moneyOf(p.paid) ?? 0), 0);
  const weight = inOneUnit(month.usedGrams, month.wastedGrams, preferredUnits);

  return {
    onHand: {
      ...onHand,
      calories: Math.round(onHand.calories),
      protein: round1(onHand.protein),
      fat: round1(onHand.fat),
      carbohydrate: round1(onHand.carbohydrate),
      coverage: items.length === 0 ? 1 : roundTo(onHand.itemsWithNutrition / items.length, 3),
      notCounted: notCounted.sort((a, b) => byText(a.name, b.name)),
    },
    expiringThisWeek,
    thisMonth: {
      used: month.used,
      wasted: month.wasted,
      usedGrams: round1(month.usedGrams),
      wastedGrams: round1(month.wastedGrams),
      weight: { unit: weight.unit, used: weight.a, wasted: weight.b },
      unweighed: month.unweighed,
      money: {
        currency,
        spent: roundCents(spent),
        purchases: bought.length,
        used: roundCents(money.used),
        wasted: roundCents(money.wasted),
        usedPriced: money.usedPriced,
        usedUnpriced: month.used - money.usedPriced,
        wastedPriced: money.wastedPriced,
        wastedUnpriced: month.wasted - money.wastedPriced,
        estimatedEvents: money.estimatedEvents,
        estimated: money.estimatedEvents > 0,
      },
    },
    savedKilograms: roundTo(month.usedGrams / 1000, 2),
    macrosByCategory: [...byCategory.entries()]
      .map(([category, sums]) => ({ category, protein: round1(sums.protein), fat: round1(sums.fat), carbohydrate: round1(sums.carbohydrate) }))
      .sort((a, b) => b.protein + b.fat + b.carbohydrate - (a.protein + a.fat + a.carbohydrate) || byText(a.category, b.category)),
    wasteByWeek: weeks.map((w) => ({
      ...w,
      usedGrams: round1(w.usedGrams),
      wastedGrams: round1(w.wastedGrams),
      usedValue: roundCents(w.usedValue),
      wastedValue: roundCents(w.wastedValue),
    })),
    // the table's first page; GET /api/nutrition/items pages on from its last row (issue 18)
    items: details.sort(compareNutritionItems).slice(0, nutritionItemsPageSize),
    itemCount: details.length,
    preferredUnits,
  };
}
