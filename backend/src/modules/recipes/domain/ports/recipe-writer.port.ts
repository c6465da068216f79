import type { generateRecipeBody } from '@sous/contracts';
import type { z } from 'zod';
import type { ChefInventoryItem } from '../../offline-chef/types.js';
import type { WrittenRecipe } from '../written-recipe.js';

/** The kitchen a recipe is written for. */
export interface RecipeWritingContext {
  inventory: readonly ChefInventoryItem[];
  allergens: readonly string[];
  dietaryRestrictions: readonly string[];
  foodsToAvoid: readonly string[];
  appliances: readonly string[];
  today: string;
}

/**
 * Writes one recipe for a request and a kitchen: a port by role (issue 34), so the generate use case
 * does not know a model is behind it. The configured model implements it
 * (adapters/model-recipe-writer.ts); without one it is unavailable and the offline chef answers.
 */
export abstract class RecipeWriter {
  abstract readonly available: boolean;
  /** Rejects when the writer fails; the caller falls back. */
  abstract write(request: z.output<typeof generateRecipeBody>, context: RecipeWritingContext): Promise<WrittenRecipe>;
}
