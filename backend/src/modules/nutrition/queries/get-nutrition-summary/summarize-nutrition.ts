import type { NutritionSummary } from '@sous/contracts';
import { addDays, categoryDisplayName, convertQuantity, type IsoDate, parseQuantity, roundTo, unitKind } from '@sous/kitchen';

/** A `food_items` row as the summary reads it. */
export interface NutritionFoodRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expiration_date: string | null;
  food_category: string | null;
  weight_in_grams: number | string | null;
  nutrition: string | null;
}

/** A `food_item_events` row, with the item's stored nutrition when the item still exists. */
export interface NutritionEventRow {
  kind: string;
  quantity: string;
  unit: string;
  /** The calendar date the event happened on, `yyyy-MM-dd`. */
  day: IsoDate;
  item_nutrition: string | null;
}

interface StoredNutrition {
  per100g: Partial<Record<'energyKcal' | 'protein' | 'totalFat' | 'carbohydrate', number>>;
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

/**
 * The weight of `quantity unit`: mass units convert; counts use the food's weight of one item.
 * Null when neither tells it (a can, a cup of something of unknown density).
 */
export function gramsOf(quantity: string, unit: string, itemGrams: number | null): number | null {
  const amount = parseQuantity(quantity);
  if (amount === null) return null;
  if (unitKind(unit) === 'mass') return convertQuantity(amount, unit, 'g');
  if (unitKind(unit) === 'count' && itemGrams !== null) return amount * itemGrams;
  return null;
}

/** The weight of an item on hand: from its current quantity when possible, else the stored weight. */
function itemGrams(row: NutritionFoodRow, nutrition: StoredNutrition | null): number | null {
  const fromQuantity = gramsOf(row.quantity, row.unit, nutrition?.itemGrams ?? null);
  if (fromQuantity !== null) return fromQuantity;
  const stored = row.weight_in_grams === null ? null : Number(row.weight_in_grams);
  return stored !== null && Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** The Monday of the week `date` falls in. */
export function weekStartOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const per = (value: number | undefined, grams: number) => ((value ?? 0) * grams) / 100;
const round1 = (value: number) => roundTo(value, 1);

/**
 * Everything the nutrition page shows, from the household's items and its consume/discard events.
 * `today` decides "this week", "this month" and the 8 weeks of the waste chart.
 */
export function summarizeNutrition(
  items: readonly NutritionFoodRow[],
  events: readonly NutritionEventRow[],
  today: IsoDate,
  preferredUnits: 'metric' | 'imperial',
): NutritionSummary {
  const onHand = { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: items.length };
  const byCategory = new Map<string, { protein: number; fat: number; carbohydrate: number }>();
  const details: NutritionSummary['items'] = [];
  const weekEnd = addDays(today, 7);
  let expiringThisWeek = 0;

  for (const row of items) {
    if (row.expiration_date && row.expiration_date >= today && row.expiration_date <= weekEnd) expiringThisWeek += 1;
    const nutrition = parseNutrition(row.nutrition);
    if (!nutrition) continue;
    const category = categoryDisplayName(row.food_category);
    const grams = itemGrams(row, nutrition);
    const n = nutrition.per100g;
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
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({ weekStart: addDays(thisWeek, -7 * (WEEKS_SHOWN - 1 - i)), used: 0, wasted: 0 }));
  const month = { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0 };
  for (const event of events) {
    const used = event.kind === 'consumed';
    if (!used && event.kind !== 'wasted') continue;
    const week = weeks.find((w) => w.weekStart === weekStartOf(event.day));
    if (week) week[used ? 'used' : 'wasted'] += 1;
    if (event.day < monthStart || event.day > today) continue;
    const grams = gramsOf(event.quantity, event.unit, parseNutrition(event.item_nutrition)?.itemGrams ?? null) ?? 0;
    if (used) {
      month.used += 1;
      month.usedGrams += grams;
    } else {
      month.wasted += 1;
      month.wastedGrams += grams;
    }
  }

  return {
    onHand: {
      ...onHand,
      calories: Math.round(onHand.calories),
      protein: round1(onHand.protein),
      fat: round1(onHand.fat),
      carbohydrate: round1(onHand.carbohydrate),
    },
    expiringThisWeek,
    thisMonth: { used: month.used, wasted: month.wasted, usedGrams: round1(month.usedGrams), wastedGrams: round1(month.wastedGrams) },
    savedKilograms: roundTo(month.usedGrams / 1000, 2),
    macrosByCategory: [...byCategory.entries()]
      .map(([category, sums]) => ({ category, protein: round1(sums.protein), fat: round1(sums.fat), carbohydrate: round1(sums.carbohydrate) }))
      .sort((a, b) => b.protein + b.fat + b.carbohydrate - (a.protein + a.fat + a.carbohydrate) || a.category.localeCompare(b.category)),
    wasteByWeek: weeks,
    items: details.sort((a, b) => (b.calories ?? -1) - (a.calories ?? -1) || a.name.localeCompare(b.name)),
    preferredUnits,
  };
}
