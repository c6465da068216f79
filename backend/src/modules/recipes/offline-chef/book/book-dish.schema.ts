/**
 * The shape of one dish file of the recipe book, `dishes/<meal type>/<id>.json` (see README.md).
 * Strict: a misspelt field is refused rather than silently dropped. Editorial rules (at least three
 * steps, allergens agreeing with the lines, the linter…) stay in book.spec.ts and book-lint.spec.ts,
 * where a failing dish is reported by name without stopping the chef from starting.
 */
import { z } from 'zod';
import { ALLERGENS, CUISINES, DIET_TAGS, DIFFICULTIES, MEAL_TYPES } from '../types.js';

const line = z.string().min(1);

export const bookDishSchema = z.strictObject({
  /** Stable slug, unique in the book, and the file's name. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug (words joined by -)'),
  title: line,
  description: line,
  prepTime: z.int().nonnegative(),
  cookTime: z.int().nonnegative(),
  servings: z.int().positive(),
  difficulty: z.enum(DIFFICULTIES),
  /** The first one names the folder the file lives in. */
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1),
  cuisine: z.enum(CUISINES),
  ingredients: z.array(line).min(1),
  instructions: z.array(line).min(1),
  dietTags: z.array(z.enum(DIET_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  design: z
    .strictObject({ proteinFamilies: z.int().positive().optional(), wantsFruit: z.boolean().optional(), cheeseWithSeafood: z.boolean().optional() })
    .optional(),
  /**
   * The dish's place in the book. The chef breaks ties between equally good dishes by it, so the
   * order is recorded rather than taken from the file system; a new dish takes the next free number.
   */
  order: z.int().positive(),
});

export type BookDishFile = z.infer<typeof bookDishSchema>;
