import { createRecipeBody, generateRecipeBody, importRecipeBody, type Recipe, savableImportedRecipe } from '@sous/contracts';
import { z } from 'zod';
import { CreateRecipeCommand } from '../../recipes/commands/create-recipe/create-recipe.command.js';
import { GenerateRecipeCommand } from '../../recipes/commands/generate-recipe/generate-recipe.command.js';
import { ImportRecipeCommand } from '../../recipes/commands/import-recipe/import-recipe.command.js';
import { ListRecipesQuery } from '../../recipes/queries/list-recipes/list-recipes.query.js';
import { count, defineTool, parseBody } from './kitchen-tool.js';

const recipeSummary = (recipe: Recipe) => ({
  id: recipe.id,
  title: recipe.title,
  description: recipe.description,
  mealType: recipe.mealType,
  cuisine: recipe.cuisine,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  servings: recipe.servings,
  isFavorite: recipe.isFavorite,
  dietTags: recipe.dietTags,
});

const fullRecipe = (recipe: Recipe) => ({
  ...recipeSummary(recipe),
  ingredients: recipe.ingredients,
  instructions: recipe.instructions,
  missingIngredients: recipe.missingIngredients,
  note: recipe.note,
});

/**
 * The cookbook's own search is the web app's filter over the list it reads; the tool does the
 * same over the same query: every word must appear in the title, description, cuisine, meal type,
 * tags or ingredients.
 */
export function matchesSearch(recipe: Recipe, search: string): boolean {
  const haystack = [recipe.title, recipe.description, recipe.cuisine, recipe.mealType, ...recipe.dietTags, ...recipe.ingredients]
    .filter((part): part is string => typeof part === 'string')
    .join('\n')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export const recipeTools = [
  defineTool({
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
    writes: false,
    run: async (context, { query, favoritesOnly, full, limit }) => {
      const recipes = await context.queries.execute(new ListRecipesQuery(context.actor));
      const found = recipes.filter((r) => (!favoritesOnly || r.isFavorite) && (!query || matchesSearch(r, query)));
      const shown = found.slice(0, limit).map(full ? fullRecipe : recipeSummary);
      const text = found.length === 0 ? 'No recipes match.' : `${count(found.length, 'recipe')} found${found.length > shown.length ? `, showing ${shown.length}` : ''}.`;
      return { text, data: { recipes: shown, total: found.length } };
    },
  }),
  defineTool({
    name: 'generate_recipe',
    title: 'Create a recipe',
    description:
      "Writes a recipe from the household's food (respecting the cook's diet and allergens) and saves it to the cookbook. Every field is optional: onlyUseOnHand, prioritizeExpiring, servings, maxCookingTime (minutes), cuisineType, mealType, difficulty, dietaryRestrictions.",
    input: generateRecipeBody,
    writes: true,
    run: async (context, body) => {
      // the same per-caller AI budget as POST /api/recipes/generate: a token cannot dodge it through /mcp
      await context.spendAiBudget();
      const recipe = await context.commands.execute(new GenerateRecipeCommand(context.actor, body));
      return { text: `Saved the recipe ${recipe.title} to the cookbook.`, data: { recipe: fullRecipe(recipe) } };
    },
  }),
  defineTool({
    name: 'import_recipe',
    title: 'Import a recipe',
    description:
      'Reads a recipe from a web page (url), a page\'s HTML source (html, with its url if known) or plain text (text) and saves it to the cookbook with its source. Send exactly one of url, html or text. Answers the saved recipe.',
    input: importRecipeBody,
    writes: true,
    run: async (context, body) => {
      // the same per-caller AI budget as POST /api/recipes/import, which may ask the model
      await context.spendAiBudget();
      const imported = await context.commands.execute(new ImportRecipeCommand(context.actor, body));
      // the web app's review step saves through POST /api/recipes; the tool saves what was read the same way
      const recipe = await context.commands.execute(new CreateRecipeCommand(context.actor, parseBody(createRecipeBody, savableImportedRecipe(imported))));
      return { text: `Imported ${recipe.title} into the cookbook.`, data: { recipe: fullRecipe(recipe) } };
    },
  }),
];
