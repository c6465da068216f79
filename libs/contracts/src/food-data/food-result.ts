import { z } from 'zod';

/**
 * Nutrients of a food per 100 g (per 100 ml for some drinks), keyed by a stable name. A key is
 * absent when the source does not know the value. Units are fixed per key (`nutrientInfo`).
 */
export const nutrientKeys = [
  'energyKcal',
  'protein',
  'totalFat',
  'saturatedFat',
  'monounsaturatedFat',
  'polyunsaturatedFat',
  'cholesterol',
  'carbohydrate',
  'fiber',
  'sugars',
  'sodium',
  'potassium',
  'calcium',
  'iron',
  'magnesium',
  'phosphorus',
  'zinc',
  'vitaminA',
  'vitaminC',
  'vitaminD',
  'vitaminE',
  'vitaminK',
  'vitaminB6',
  'vitaminB12',
  'folate',
  'water',
] as const;
export type NutrientKey = (typeof nutrientKeys)[number];

/** Label and unit of each nutrient key, for display. */
export const nutrientInfo: Readonly<Record<NutrientKey, { label: string; unit: 'kcal' | 'g' | 'mg' | 'µg' }>> = {
  energyKcal: { label: 'Energy', unit: 'kcal' },
  protein: { label: 'Protein', unit: 'g' },
  totalFat: { label: 'Total fat', unit: 'g' },
  saturatedFat: { label: 'Saturated fat', unit: 'g' },
  monounsaturatedFat: { label: 'Monounsaturated fat', unit: 'g' },
  polyunsaturatedFat: { label: 'Polyunsaturated fat', unit: 'g' },
  cholesterol: { label: 'Cholesterol', unit: 'mg' },
  carbohydrate: { label: 'Carbohydrate', unit: 'g' },
  fiber: { label: 'Fiber', unit: 'g' },
  sugars: { label: 'Sugars', unit: 'g' },
  sodium: { label: 'Sodium', unit: 'mg' },
  potassium: { label: 'Potassium', unit: 'mg' },
  calcium: { label: 'Calcium', unit: 'mg' },
  iron: { label: 'Iron', unit: 'mg' },
  magnesium: { label: 'Magnesium', unit: 'mg' },
  phosphorus: { label: 'Phosphorus', unit: 'mg' },
  zinc: { label: 'Zinc', unit: 'mg' },
  vitaminA: { label: 'Vitamin A', unit: 'µg' },
  vitaminC: { label: 'Vitamin C', unit: 'mg' },
  vitaminD: { label: 'Vitamin D', unit: 'µg' },
  vitaminE: { label: 'Vitamin E', unit: 'mg' },
  vitaminK: { label: 'Vitamin K', unit: 'µg' },
  vitaminB6: { label: 'Vitamin B6', unit: 'mg' },
  vitaminB12: { label: 'Vitamin B12', unit: 'µg' },
  folate: { label: 'Folate', unit: 'µg' },
  water: { label: 'Water', unit: 'g' },
};

export const nutrientAmounts = z.partialRecord(z.enum(nutrientKeys), z.number());
export type NutrientAmounts = z.infer<typeof nutrientAmounts>;

/** A household measure and its weight, e.g. `{ description: '1 large', grams: 50 }`. */
export const householdWeight = z.object({
  description: z.string(),
  grams: z.number(),
});
export type HouseholdWeight = z.infer<typeof householdWeight>;

/**
 * Where a food result comes from: the embedded USDA SR Legacy database, FoodData Central live (or
 * its cache), a product the household named itself, or Open Food Facts.
 */
export const foodSources = ['embedded', 'fdc', 'household', 'openfoodfacts'] as const;
export type FoodSource = (typeof foodSources)[number];

/** `dataType` of results that do not come from FoodData Central. */
export const householdDataType = 'Household';
export const openFoodFactsDataType = 'Open Food Facts';
export const srLegacyDataType = 'SR Legacy';

/** FoodData Central's data types, accepted by `GET /api/usda/search?dataType=` (comma-separated). */
export const fdcDataTypes = ['Branded', 'Foundation', 'Survey (FNDDS)', 'SR Legacy', 'Experimental'] as const;

/**
 * The nutrition database food result (spec 000 §3): fdcId, description, brandOwner, foodCategory,
 * gtinUpc, dataType, plus what Sous knows beyond it. `fdcId` is text: `sr:<NDB number>` for the
 * embedded database, FoodData Central's own number, `upc:<barcode>` for a household's named product,
 * `off:<barcode>` for Open Food Facts.
 */
export const foodResult = z.object({
  fdcId: z.string(),
  description: z.string(),
  brandOwner: z.string().nullable(),
  foodCategory: z.string().nullable(),
  gtinUpc: z.string().nullable(),
  dataType: z.string(),
  source: z.enum(foodSources),
  brandName: z.string().nullable().optional(),
  ingredients: z.string().nullable().optional(),
  servingSize: z.number().nullable().optional(),
  servingSizeUnit: z.string().nullable().optional(),
  /** Per 100 g. */
  nutrients: nutrientAmounts.optional(),
  householdWeights: z.array(householdWeight).optional(),
});
export type FoodResult = z.infer<typeof foodResult>;

/** An id `GET /api/usda/foods/:fdcId` accepts. */
export const fdcIdPattern = /^(sr:\d{5}|\d{1,12}|upc:\d{8,14}|off:\d{8,14})$/;
export const fdcIdParam = z
  .string()
  .regex(fdcIdPattern, 'must be a food id such as sr:01123 or 2345678');

/** The route params of `GET /api/usda/foods/:fdcId`, as an object so a bad one reads `fdcId: …`. */
export const foodIdParams = z.object({ fdcId: fdcIdParam });

/** `GET /api/usda/foods/:fdcId` answers the food itself. */
export const foodDetailResponse = foodResult;
