import { z } from 'zod';
import { search } from '../constants.js';
import { fdcDataTypes, foodResult } from './food-result.js';

export const searchQueryMaxLength = 100;
export const searchPageSizeMax = 200;
export const searchPageNumberMax = 100;

const integerText = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/**
 * `GET /api/usda/search` (spec 000 §5, §7; spec 001 §9): query of 2+ characters, page 1 and page
 * size 50 unless given. `dataType` is FoodData Central's (comma-separated); it filters the live
 * search only, the embedded database always answers (it is what works offline).
 */
export const usdaSearchQuery = z.object({
  query: z
    .string({ error: 'Required' })
    .trim()
    .min(search.minLength, `must be at least ${search.minLength} characters`)
    .max(searchQueryMaxLength, `must be at most ${searchQueryMaxLength} characters`),
  pageSize: integerText(1, searchPageSizeMax, search.foodDatabasePageSize),
  pageNumber: integerText(1, searchPageNumberMax, search.foodDatabasePage),
  dataType: z
    // `?dataType=Branded&dataType=Foundation` arrives as a list
    .preprocess((value) => (Array.isArray(value) ? value.join(',') : value), z.string().trim().optional())
    .transform((value) => (value ? value.split(',').map((part) => part.trim()).filter(Boolean) : []))
    .refine((types) => types.every((type) => (fdcDataTypes as readonly string[]).includes(type)), {
      message: `must be one or more of ${fdcDataTypes.join(', ')}`,
    }),
});
/** What a client sends (query parameters); the web client sends pageSize=20 and dataType=Branded. */
export interface UsdaSearchQuery {
  query: string;
  pageSize?: number;
  pageNumber?: number;
  /** Comma-separated FoodData Central data types. */
  dataType?: string;
}
export type UsdaSearchParams = z.output<typeof usdaSearchQuery>;

/** The answer: `foods` (spec 000 §7) with FoodData Central's paging fields. */
export const foodSearchResponse = z.object({
  foods: z.array(foodResult),
  totalHits: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
});
export type FoodSearchResponse = z.infer<typeof foodSearchResponse>;
