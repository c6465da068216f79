import { z } from 'zod';
import { nutritionItem } from './nutrition-items.js';

const macros = {
  /** Grams. */
  protein: z.number(),
  /** Grams. */
  fat: z.number(),
  /** Grams. */
  carbohydrate: z.number(),
};

/** A weight shown to the user: g or kg (metric), oz or lb (imperial). */
export const weightUnit = z.enum(['g', 'kg', 'oz', 'lb']);
export type WeightUnit = z.infer<typeof weightUnit>;

/**
 * This month's money (issue 21), in the user's currency, to the cent. Values are summed only over
 * events whose value is known: from the lot's own price, or estimated from the food's latest price.
 */
export const moneySummary = z.object({
  /** ISO 4217 code to format the amounts with. */
  currency: z.string(),
  /** What the adds with a price cost (and prices given later to lots added without one). */
  spent: z.number(),
  /** How many of those purchases there were. */
  purchases: z.number(),
  /** Value of the food used (consumed): money not thrown away. */
  used: z.number(),
  /** Value of the food thrown away. */
  wasted: z.number(),
  /** Use and discard events whose value is known, and those without a price (left out of the sums). */
  usedPriced: z.number(),
  usedUnpriced: z.number(),
  wastedPriced: z.number(),
  wastedUnpriced: z.number(),
  /** Priced events valued from the food's price history rather than the lot's own price. */
  estimatedEvents: z.number(),
  /** True when any value is an estimate: the page labels the money "estimated". */
  estimated: z.boolean(),
});
export type MoneySummary = z.infer<typeof moneySummary>;

/**
 * `GET /api/nutrition/summary`: what the household's food holds and what happened to food this
 * month. Every item is counted whose food (its own food data, else its canonical food in the
 * embedded USDA data) has nutrients and whose amount has a weight; the others are named.
 */
export const nutritionSummary = z.object({
  onHand: z.object({
    /** Kilocalories. */
    calories: z.number(),
    ...macros,
    /** Items counted in the totals: nutrients and weight known. */
    itemsWithNutrition: z.number(),
    itemsTotal: z.number(),
    /** `itemsWithNutrition / itemsTotal`, 0..1 (1 for an empty kitchen: nothing is missing). */
    coverage: z.number(),
    /** The items not counted, by name (A→Z), with why: no nutrients found, or no weight for the amount. */
    notCounted: z.array(z.object({ id: z.string(), name: z.string(), reason: z.enum(['nutrients', 'weight']) })),
  }),
  /** Items whose expiry date is today or within the next 7 days. */
  expiringThisWeek: z.number(),
  /** The calendar month so far, from the consume/discard events. */
  thisMonth: z.object({
    /** Consume events. */
    used: z.number(),
    /** Discard events. */
    wasted: z.number(),
    /** Weight of the food used (consumed), in grams; events whose weight cannot be told count 0. */
    usedGrams: z.number(),
    wastedGrams: z.number(),
    /** Used and thrown away in one unit, chosen from the larger weight and the user's `preferredUnits`. */
    weight: z.object({ unit: weightUnit, used: z.number(), wasted: z.number() }),
    /** Events left out of the weights: their amount has no weight (e.g. "1 box" of a food of unknown size). */
    unweighed: z.number(),
    money: moneySummary,
  }),
  /**
   * An estimate of food saved from the bin this month: the weight of food used (not thrown away),
   * in kilograms (see `thisMonth.usedGrams`).
   */
  savedKilograms: z.number(),
  macrosByCategory: z.array(z.object({ category: z.string(), ...macros })),
  /** The last 8 weeks (Monday first), oldest first: event counts, their weights in grams and their known value. */
  wasteByWeek: z.array(
    z.object({
      weekStart: z.string(),
      used: z.number(),
      wasted: z.number(),
      usedGrams: z.number(),
      wastedGrams: z.number(),
      /** Money, as `thisMonth.money` sums it; optional only so older fixtures type-check. */
      usedValue: z.number().optional(),
      wastedValue: z.number().optional(),
    }),
  ),
  /**
   * The first page (`nutritionItemsPageSize` rows) of the table of items whose nutrients are known,
   * in its order (see `NutritionItemCursor`); `GET /api/nutrition/items` pages on from the last one.
   */
  items: z.array(nutritionItem),
  /** How many rows the whole table has. */
  itemCount: z.number(),
  preferredUnits: z.enum(['metric', 'imperial']),
});
export type NutritionSummary = z.infer<typeof nutritionSummary>;
