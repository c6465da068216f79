import { z } from 'zod';
import { importRecipeBody } from '../recipes/import-recipe.js';
import { generateRecipeBody } from '../recipes/recipe.js';
import { defineCapability } from './capability.js';
import { capabilityFullRecipe, capabilityRecipeSummary } from './capability-rows.js';

export const searchRecipesCapability = defineCapability({
  name: 'search_recipes',
  title: 'Search the cookbook',
  description:
    "Searches the household's cookbook; every word of query must appear in the title, description, cuisine, meal type, tags or ingredients. Omit query to list recipes. Answers summaries (id, title, times, servings); full: true adds ingredients and instructions.",
  input: z.object({
    query: z.string().trim().max(200).optional(),
    favoritesOnly: z.boolean().optional(),
    full: z.boolean().optional().describe('Include ingredients and instructions'),
    limit: z.number().int().min(1).max(100).default(20),
  }),
  output: z.object({ recipes: z.array(z.union([capabilityFullRecipe, capabilityRecipeSummary])), total: z.number() }),
  scope: 'read',
  doors: ['chat', 'mcp'],
});

export const generateRecipeCapability = defineCapability({
  name: 'generate_recipe',
  title: 'Create a recipe',
  description:
    "Writes a recipe from the household's food (respecting the cook's diet and allergens) and saves it to the cookbook. Every field is optional: onlyUseOnHand, prioritizeExpiring, servings, maxCookingTime (minutes), cuisineType, mealType, difficulty, dietaryRestrictions.",
  input: generateRecipeBody,
  output: z.object({ recipe: capabilityFullRecipe }),
  scope: 'read-write',
  spendsAi: true,
  doors: ['chat', 'mcp'],
});

export const importRecipeCapability = defineCapability({
  name: 'import_recipe',
  title: 'Import a recipe',
  description:
    "Reads a recipe from a web page (url), a page's HTML source (html, with its url if known) or plain text (text) and saves it to the cookbook with its source. Send exactly one of url, html or text. Answers the saved recipe.",
  input: importRecipeBody,
  output: z.object({ recipe: capabilityFullRecipe }),
  scope: 'read-write',
  spendsAi: true,
  doors: ['chat', 'mcp'],
});

export const recipeCapabilities = [searchRecipesCapability, generateRecipeCapability, importRecipeCapability] as const;
