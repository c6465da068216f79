import { z } from 'zod';

const nutrientOfSearch = z.looseObject({
  nutrientId: z.number().optional(),
  nutrientNumber: z.string().optional(),
  unitName: z.string().optional(),
  value: z.number().optional(),
});

const nutrientOfFood = z.looseObject({
  nutrient: z.looseObject({ id: z.number().optional(), number: z.string().optional(), unitName: z.string().optional() }).optional(),
  amount: z.number().optional(),
});

/** A food as FoodData Central describes it, in its search results or its food details (the fields Sous reads). */
export const fdcFood = z.looseObject({
  fdcId: z.number(),
  description: z.string(),
  dataType: z.string().optional(),
  brandOwner: z.string().nullish(),
  brandName: z.string().nullish(),
  gtinUpc: z.string().nullish(),
  ingredients: z.string().nullish(),
  servingSize: z.number().nullish(),
  servingSizeUnit: z.string().nullish(),
  householdServingFullText: z.string().nullish(),
  /** A string in search results and branded details; `{ description }` for SR Legacy and Foundation details. */
  foodCategory: z.union([z.string(), z.looseObject({ description: z.string().optional() })]).nullish(),
  brandedFoodCategory: z.string().nullish(),
  foodNutrients: z.array(z.union([nutrientOfSearch, nutrientOfFood])).optional(),
  foodPortions: z
    .array(
      z.looseObject({
        gramWeight: z.number().optional(),
        amount: z.number().nullish(),
        modifier: z.string().nullish(),
        portionDescription: z.string().nullish(),
        measureUnit: z.looseObject({ name: z.string().nullish() }).nullish(),
      }),
    )
    .optional(),
  score: z.number().optional(),
});
export type FdcFood = z.infer<typeof fdcFood>;

export const fdcSearchResult = z.looseObject({
  totalHits: z.number().default(0),
  currentPage: z.number().optional(),
  totalPages: z.number().optional(),
  foods: z.array(fdcFood).default([]),
});
export type FdcSearchResult = z.infer<typeof fdcSearchResult>;

export interface FdcSearchParams {
  query: string;
  dataType: readonly string[];
  pageSize: number;
  pageNumber: number;
}

/**
 * Where foods come from by search or by id, in FoodData Central's shape (USDA FDC today,
 * `adapters/fdc.client.ts`). FdcFoods caches what it answers; a test hands it a fake. Calls that
 * get no usable answer throw ExternalServiceError.
 */
export interface FoodSource {
  /** Set up (an API key is configured); when false nothing is ever called. */
  readonly enabled: boolean;
  search(params: FdcSearchParams, userId: string | null): Promise<FdcSearchResult>;
  /** One food's details; null when the source does not know the id. */
  food(fdcId: string, userId: string | null): Promise<FdcFood | null>;
}

export const FOOD_SOURCE = Symbol('FoodSource');
