import { z } from 'zod';
import { someChange } from '../patch-body.js';
import { mealPlanMealTypes } from '../constants.js';
import { calendarDate } from '../calendar-date.js';
import { messages } from '../messages.js';
import { foodItem } from '../inventory/food-item.js';

export const mealPlanNotesMaxLength = 500;

const date = calendarDate({ required: messages.selectDate, format: messages.dateFormat });

const notes = z
  .string()
  .trim()
  .max(mealPlanNotesMaxLength, `must be at most ${mealPlanNotesMaxLength} characters`)
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** `POST /api/meal-plans` (spec 001 §5, §7): servings default 1, meal type default dinner. */
export const createMealPlanBody = z.object({
  recipeId: z.uuid('must be a recipe id'),
  date,
  mealType: z.enum(mealPlanMealTypes).default('dinner'),
  servings: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100).default(1),
  notes,
  /**
   * Eat this leftover (a food item of kind `leftover` cooked from `recipeId`) in the slot instead
   * of cooking the recipe again: Cook then takes the planned servings from it (issue 21).
   */
  leftoverItemId: z.uuid('must be a leftover id').optional(),
});
export type CreateMealPlanBody = z.input<typeof createMealPlanBody>;

/** `PATCH /api/meal-plans/:id` */
export const updateMealPlanBody = someChange(
  z.object({
    date: date.optional(),
    mealType: z.enum(mealPlanMealTypes).optional(),
    servings: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100).optional(),
    notes,
  }),
);
export type UpdateMealPlanBody = z.input<typeof updateMealPlanBody>;

/** The range of `GET /api/meal-plans?from=&to=` (inclusive dates). */
export const mealPlanRange = z.object({ from: date.optional(), to: date.optional() });
export const mealPlanRangeInOrder = (q: { from?: string; to?: string }): boolean => !q.from || !q.to || q.from <= q.to;
export const mealPlanRangeOutOfOrder: { message: string; path: string[] } = { message: 'must not be before from', path: ['to'] };

/** `GET /api/meal-plans?from=&to=` (inclusive dates, at most a year). */
export const listMealPlansQuery = mealPlanRange.refine(mealPlanRangeInOrder, mealPlanRangeOutOfOrder);

/** A planned meal with what the calendar shows of its recipe. */
export const mealPlan = z.object({
  id: z.string(),
  householdId: z.string(),
  userId: z.string().nullable(),
  recipeId: z.string(),
  date: z.string(),
  mealType: z.enum(mealPlanMealTypes),
  servings: z.number(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  cookedAt: z.string().nullable(),
  /**
   * The leftover this slot eats instead of cooking (issue 21), as it is now; null when the slot
   * cooks its recipe or its leftover is gone. The server always sends it; optional for older fixtures.
   */
  leftover: z
    .object({ id: z.string(), name: z.string(), quantity: z.string(), unit: z.string(), expirationDate: z.string().nullable() })
    .nullable()
    .optional(),
  recipe: z.object({
    title: z.string(),
    prepTime: z.string().nullable(),
    cookTime: z.string().nullable(),
    servings: z.number().nullable(),
    /** Ingredients Cook would find enough of at the planned servings (the cook-preview's count), out of all. */
    availableCount: z.number(),
    ingredientCount: z.number(),
  }),
});
export type MealPlan = z.infer<typeof mealPlan>;

export const leftoverServingsMax = 100;

/**
 * `POST /api/meal-plans/:id/cook` body, optional (issue 21): put the servings not eaten away as a
 * leftover in that storage location, in the same transaction as the ingredients' use.
 */
const leftoversToSave = z.object({
  servings: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(leftoverServingsMax, `must be at most ${leftoverServingsMax}`),
  storageLocationId: z.uuid('must be a storage location id'),
});

export const cookMealBody = z
  .object({
    leftovers: leftoversToSave.optional(),
  })
  // a cook without leftovers may send no body at all
  .default({});
export type CookMealBody = z.input<typeof cookMealBody>;

/**
 * `POST /api/meal-plans/:id/cook` answer: what was taken from the inventory (quantity in the item's
 * own unit) and what was lacking, at the planned servings. `GET /api/meal-plans/:id/cook-preview`
 * answers the same shape from the same computation without taking anything.
 */
export const cookMealResponse = z.object({
  mealPlan,
  used: z.array(
    z.object({
      ingredient: z.string(),
      foodItemName: z.string(),
      quantity: z.string(),
      unit: z.string(),
      /** How a cook says the amount: '¼ lime', '3 eggs', '2 lb chicken breast', '½ head garlic'. */
      amount: z.string(),
    }),
  ),
  /** Recipe lines at the planned servings that the inventory cannot cover. */
  lacking: z.array(z.string()),
  /** The leftover Cook saved (only in Cook's answer, when asked for); optional for older fixtures. */
  leftover: foodItem.nullable().optional(),
});
export type CookMealResponse = z.infer<typeof cookMealResponse>;

export const cookServingsMax = 100;


/**
 * `POST /api/recipes/:id/cook` body (issue 21): cook a recipe that was not planned. It is recorded
 * as a meal of the household's today, cooked at once; `mealType` defaults by the server's hour
 * (before 11 breakfast, before 16 lunch, else dinner).
 */
export const cookRecipeBody = z.object({
  servings: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(cookServingsMax, `must be at most ${cookServingsMax}`),
  mealType: z.enum(mealPlanMealTypes).optional(),
  leftovers: leftoversToSave.optional(),
});
export type CookRecipeBody = z.input<typeof cookRecipeBody>;

/** `GET /api/recipes/:id/cook-preview?servings=N` */
/** Without `servings`, the preview is at the recipe's own servings (1 when it names none). */
export const cookRecipePreviewQuery = z.object({
  servings: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(cookServingsMax, `must be at most ${cookServingsMax}`)
    .optional(),
});

/**
 * `GET /api/recipes/:id/cook-preview` answer: Cook's `used` and `lacking` for the recipe at those
 * servings, computed as `POST /api/recipes/:id/cook` computes them. There is no plan yet, so no
 * `mealPlan`: instead the day and meal Cook would record it as now.
 */
export const cookRecipePreview = z.object({
  recipeId: z.string(),
  servings: z.number(),
  date: z.string(),
  mealType: z.enum(mealPlanMealTypes),
  used: cookMealResponse.shape.used,
  lacking: cookMealResponse.shape.lacking,
});
export type CookRecipePreview = z.infer<typeof cookRecipePreview>;
