import { defaultCurrency, type HouseholdWeight, type NutritionSummary, roundCents, type WeightUnit } from '@sous/contracts';
import { addDays, categoryDisplayName, type IsoDate, type PreferredUnits, resolveFood, roundTo } from '@sous/kitchen';
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

/** A `food_item_events` row, with the item's stored nutrition when the item still exists. */
export interface NutritionEventRow {
  kind: string;
  quantity: string;
  unit: string;
  /** The calendar date the event happened on, `yyyy-MM-dd`. */
  day: IsoDate;
  food_name: string;
  item_nutrition: string | null;
  /** What the amount was worth, when a price was known (null: no price). */
  value?: number | string | null;
  /** `lot` (the lot's own price) or `history` (estimated from the food's latest price). */
  value_source?: string | null;
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

/** The key an item's or event's food data is found under: the same for all rows of one food. */
export function lookupKeyOf(name: string, fcdId: string | null): string {
  return `${embeddedId(fcdId) ?? ''}|${resolveFood(name).key}`;
}

/**
 * One lookup per distinct food among the items and events that need one, so food-data is asked
 * once for a kitchen: its canonical food's search words (DESIGN §10), and its embedded id when
 * linked. A row whose stored nutrition already gives nutrients and weight needs none.
 */
export function foodLookupsFor(items: readonly NutritionFoodRow[], events: readonly NutritionEventRow[]): FoodLookup[] {
  const lookups = new Map<string, FoodLookup>();
  const add = (name: string, fcdId: string | null, quantity: string, unit: string, nutrition: string | null) => {
    const key = lookupKeyOf(name, fcdId);
    if (lookups.has(key) || knownWithoutLookup(name, quantity, unit, nutrition)) return;
    const food = resolveFood(name);
    lookups.set(key, { key, fdcId: embeddedId(fcdId), name: food.name, searchTerms: food.searchTerms });
  };
  for (const item of items) add(item.name, item.fcd_id, item.quantity, item.unit, item.nutrition);
  for (const event of events) add(event.food_name, null, event.quantity, event.unit, event.item_nutrition);
  return [...lookups.values()];
}

function knownWithoutLookup(name: string, quantity: string, unit: string, nutrition: string | null): boolean {
  const stored = parseNutrition(nutrition);
  if (!hasEnergy(stored?.per100g)) return false;
  return amountGrams(quantity, unit, factsOf(name, null, stored, new Map())) !== null;
}

/** What a row's weight and nutrients come from: its stored nutrition first, then its linked food. */
interface FoodFacts {
  key: string;
  per100g: Per100g | null;
  householdWeights: readonly HouseholdWeight[];
  /** Stored weight of one piece, when the food data picked on add had one. */
  itemGrams: number | null;
  category: string | null;
}

function factsOf(name: string, fcdId: string | null, stored: StoredNutrition | null, linkedFoods: ReadonlyMap<string, LinkedFood | null>): FoodFacts {
  const resolved = resolveFood(name);
  const linked = linkedFoods.get(lookupKeyOf(name, fcdId)) ?? null;
  return {
    key: resolved.key,
    per100g: hasEnergy(stored?.per100g) ? stored.per100g : hasEnergy(linked?.nutrients) ? linked.nutrients : null,
    householdWeights: linked?.householdWeights ?? [],
    itemGrams: stored?.itemGrams ?? null,
    category: resolved.category,
  };
}

/** Grams of an amount of a food, with the stored piece weight as the last word for counts. */
function amountGrams(quantity: string, unit: string, facts: FoodFacts): number | null {
  const grams = gramsOf(quantity, unit, facts);
  if (grams !== null || facts.itemGrams === null) return grams;
  return gramsOf(quantity, unit, { key: facts.key, householdWeights: [{ description: '1 item', grams: facts.itemGrams }] });
}

/** The weight of an item on hand: from its current quantity when possible, else the stored weight. */
function itemGrams(row: NutritionFoodRow, facts: FoodFacts): number | null {
  const fromQuantity = amountGrams(row.quantity, row.unit, facts);
  if (fromQuantity !== null) return fromQuantity;
  const stored = row.weight_in_grams === null ? null : Number(row.weight_in_grams);
  return stored !== null && Number.isFinite(stored) && stored > 0 ? stored : null;
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
}: NutritionInput): NutritionSummary {
  const onHand = { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: items.length };
  const notCounted: NutritionSummary['onHand']['notCounted'] = [];
  const byCategory = new Map<string, { protein: number; fat: number; carbohydrate: number }>();
  const details: NutritionSummary['items'] = [];
  const weekEnd = addDays(today, 7);
  let expiringThisWeek = 0;

  for (const row of items) {
    if (row.expiration_date && row.expiration_date >= today && row.expiration_date <= weekEnd) expiringThisWeek += 1;
    const facts = factsOf(row.name, row.fcd_id, parseNutrition(row.nutrition), linkedFoods);
    const grams = itemGrams(row, facts);
    const n = facts.per100g;
    if (!n) {
      notCounted.push({ id: row.id, name: row.name, reason: 'nutrients' });
      continue;
    }
    if (grams === null) notCounted.push({ id: row.id, name: row.name, reason: 'weight' });
    const category = categoryDisplayName(row.food_category ?? facts.category);
    const amounts =
      grams === null
        ? null
        : { calories: per(n.energyKcal, grams), protein: per(n.protein, grams), fat: per(n.totalFat, grams), carbohydrate: per(n.carbohydrate, grams) };
    details.push({
      id: row.id,
      name: row.name,
      category,
      calories: amounts && round1(amounts.calories),
      protein: amounts && round1(amounts.protein),
      fat: amounts && round1(amounts.fat),
      carbohydrate: amounts && round1(amounts.carbohydrate),
      weightInGrams: grams === null ? null : round1(grams),
      caloriesPer100g: n.energyKcal ?? null,
    });
    if (!amounts) continue;
    onHand.itemsWithNutrition += 1;
    onHand.calories += amounts.calories;
    onHand.protein += amounts.protein;
    onHand.fat += amounts.fat;
    onHand.carbohydrate += amounts.carbohydrate;
    const sums = byCategory.get(category) ?? { protein: 0, fat: 0, carbohydrate: 0 };
    sums.protein += amounts.protein;
    sums.fat += amounts.fat;
    sums.carbohydrate += amounts.carbohydrate;
    byCategory.set(category, sums);
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
  const month = { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0, unweighed: 0 };
  const money = { used: 0, wasted: 0, usedPriced: 0, wastedPriced: 0, estimatedEvents: 0 };
  for (const event of events) {
    const used = event.kind === 'consumed';
    if (!used && event.kind !== 'wasted') continue;
    const facts = factsOf(event.food_name, null, parseNutrition(event.item_nutrition), linkedFoods);
    const grams = amountGrams(event.quantity, event.unit, facts);
    const value = moneyOf(event.value);
    const week = weeks.find((w) => w.weekStart === weekStartOf(event.day));
    if (week) {
      week[used ? 'used' : 'wasted'] += 1;
      week[used ? 'usedGrams' : 'wastedGrams'] += grams ?? 0;
      week[used ? 'usedValue' : 'wastedValue'] += value ?? 0;
    }
    if (event.day < monthStart || event.day > today) continue;
    month[used ? 'used' : 'wasted'] += 1;
    month[used ? 'usedGrams' : 'wastedGrams'] += grams ?? 0;
    if (grams === null) month.unweighed += 1;
    // money only over events whose value is known; the others are counted as unpriced
    if (value === null) continue;
    money[used ? 'used' : 'wasted'] += value;
    money[used ? 'usedPriced' : 'wastedPriced'] += 1;
    if (event.value_source === 'history') money.estimatedEvents += 1;
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
      notCounted: notCounted.sort((a, b) => a.name.localeCompare(b.name)),
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
      .sort((a, b) => b.protein + b.fat + b.carbohydrate - (a.protein + a.fat + a.carbohydrate) || a.category.localeCompare(b.category)),
    wasteByWeek: weeks.map((w) => ({
      ...w,
      usedGrams: round1(w.usedGrams),
      wastedGrams: round1(w.wastedGrams),
      usedValue: roundCents(w.usedValue),
      wastedValue: roundCents(w.wastedValue),
    })),
    items: details.sort((a, b) => (b.calories ?? -1) - (a.calories ?? -1) || a.name.localeCompare(b.name)),
    preferredUnits,
  };
}
