import { z } from 'zod';

const macros = {
  /** Grams. */
  protein: z.number(),
  /** Grams. */
  fat: z.number(),
  /** Grams. */
  carbohydrate: z.number(),
};

/**
 * `GET /api/nutrition/summary`: what the household's food holds and what happened to food this
 * month. Totals cover only items whose nutrition (from the food database) and weight are known.
 */
export const nutritionSummary = z.object({
  onHand: z.object({
    /** Kilocalories. */
    calories: z.number(),
    ...macros,
    /** Items counted in the totals: nutrition and weight known. */
    itemsWithNutrition: z.number(),
    itemsTotal: z.number(),
  }),
  /** Items whose expiry date is today or within the next 7 days. */
  expiringThisWeek: z.number(),
  /** The calendar month so far, from the consume/discard events. */
  thisMonth: z.object({
    /** Consume events. */
    used: z.number(),
    /** Discard events. */
    wasted: z.number(),
    /** Weight of the consumed food, where a weight can be told (mass units, or counts of a known item weight). */
    usedGrams: z.number().optional(),
    wastedGrams: z.number().optional(),
  }),
  /**
   * An estimate of food saved from the bin this month: the weight of food used (not thrown away),
   * in kilograms. Only events whose weight can be told count (see `thisMonth.usedGrams`).
   */
  savedKilograms: z.number(),
  macrosByCategory: z.array(z.object({ category: z.string(), ...macros })),
  /** The last 8 weeks (Monday first), oldest first; event counts. */
  wasteByWeek: z.array(z.object({ weekStart: z.string(), used: z.number(), wasted: z.number() })),
  /** Items with stored nutrition; amounts for the quantity on hand, null when its weight is unknown. */
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      calories: z.number().nullable(),
      protein: z.number().nullable(),
      fat: z.number().nullable(),
      carbohydrate: z.number().nullable(),
      weightInGrams: z.number().nullable(),
      /** Kilocalories per 100 g, from the food database. */
      caloriesPer100g: z.number().nullable(),
    }),
  ),
  preferredUnits: z.enum(['metric', 'imperial']),
});
export type NutritionSummary = z.infer<typeof nutritionSummary>;
