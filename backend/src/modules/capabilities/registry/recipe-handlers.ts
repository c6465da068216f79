import { createRecipeBody, generateRecipeCapability, importRecipeCapability, type Recipe, savableImportedRecipe, searchRecipesCapability } from '@sous/contracts';
import { CreateRecipeCommand } from '../../recipes/commands/create-recipe/create-recipe.command.js';
import { GenerateRecipeCommand } from '../../recipes/commands/generate-recipe/generate-recipe.command.js';
import { ImportRecipeCommand } from '../../recipes/commands/import-recipe/import-recipe.command.js';
import { ListRecipesQuery } from '../../recipes/queries/list-recipes/list-recipes.query.js';
import { count, handle, parseWith } from './capability-handler.js';

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
 * The cookbook's own search is the web app's filter over the list it reads; the capability does
 * the same over the same query: every word must appear in the title, description, cuisine, meal
 * type, tags or ingredients.
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

export const recipeHandlers = [
  handle(searchRecipesCapability, async (context, { query, favoritesOnly, full, limit }) => {
    const recipes = await context.queries.execute(new ListRecipesQuery(context.caller.actor));
    const found = recipes.filter((r) => (!favoritesOnly || r.isFavorite) && (!query || matchesSearch(r, query)));
    const shown = found.slice(0, limit).map(full ? fullRecipe : recipeSummary);
    const text = found.length === 0 ? 'No recipes match.' : `${count(found.length, 'recipe')} found${found.length > shown.length ? `, showing ${shown.length}` : ''}.`;
    return { text, data: { recipes: shown, total: found.length } };
  }),
  handle(generateRecipeCapability, async (context, body) => {
    const recipe = await context.commands.execute(new GenerateRecipeCommand(context.caller.actor, body));
    return { text: `Saved the recipe ${recipe.title} to the cookbook.`, data: { recipe: fullRecipe(recipe) }, recipeId: recipe.id };
  }),
  handle(importRecipeCapability, async (context, body) => {
    const imported = await context.commands.execute(new ImportRecipeCommand(context.caller.actor, body));
    // the web app's review step saves through POST /api/recipes; the capability saves what was read the same way
    const recipe = await context.commands.execute(new CreateRecipeCommand(context.caller.actor, parseWith(context, createRecipeBody, savableImportedRecipe(imported))));
    return { text: `Imported ${recipe.title} into the cookbook.`, data: { recipe: fullRecipe(recipe) }, recipeId: recipe.id };
  }),
];
