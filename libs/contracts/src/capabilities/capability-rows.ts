import { z } from 'zod';
import { foodItemMerge } from '../inventory/food-item.js';
import { expirationNotification } from '../inventory/notifications.js';
import { mealPlan } from '../planning/meal-plan.js';
import { storeSections } from '../planning/shopping-list.js';

/**
 * The rows capabilities answer: what a model needs to name a thing, find it and change it, and no
 * more (every token of a long REST row costs). Shared by the chat model, MCP clients and the
 * offline chef.
 */
export const capabilityFoodRow = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** The storage location's name, or null when it has none. */
  location: z.string().nullable(),
  storageLocationId: z.string().nullable(),
  expirationDate: z.string().nullable(),
  category: z.string().nullable(),
  /** Needed by move_food and update_food: a stale version is refused. */
  version: z.number(),
});
export type CapabilityFoodRow = z.infer<typeof capabilityFoodRow>;

export const capabilityLocationRow = z.object({ id: z.string(), name: z.string(), itemCount: z.number() });

export const capabilityShoppingRow = z.object({
  id: z.string(),
  ingredient: z.string(),
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  isChecked: z.boolean(),
  storeSection: z.enum(storeSections),
  recipeTitle: z.string().nullable(),
});

export const capabilityRecipeSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  mealType: z.string().nullable(),
  cuisine: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  servings: z.number().nullable(),
  isFavorite: z.boolean(),
  dietTags: z.array(z.string()),
});

export const capabilityFullRecipe = capabilityRecipeSummary.extend({
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  missingIngredients: z.array(z.string()),
  note: z.string().nullable(),
});

export const capabilityMealPlanRow = z.object({
  id: z.string(),
  date: z.string(),
  mealType: z.string(),
  servings: z.number(),
  notes: z.string().nullable(),
  recipeId: z.string(),
  recipeTitle: z.string(),
  cookedAt: z.string().nullable(),
});

/** A use or discard: what was taken, in the item's unit, and the lot as it is now (null: none left, removed). */
export const capabilityTaken = z.object({ taken: z.string(), unit: z.string(), item: capabilityFoodRow.nullable() });

export { expirationNotification as capabilityExpiringRow, foodItemMerge as capabilityMerge, mealPlan as capabilityMealPlan };
