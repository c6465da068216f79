import type { QueryBus } from '@nestjs/cqrs';
import { ListRecipeSummariesQuery, type RecipeSummary } from '../../recipes/queries/list-recipe-summaries/list-recipe-summaries.query.js';
import { recipeNotFound } from '../domain/planning.errors.js';

export type RecipeForPlanning = RecipeSummary;

/** A recipe of the household (another household's id reads as unknown), or 404. */
export async function recipeOfHousehold(queries: QueryBus, householdId: string, recipeId: string): Promise<RecipeForPlanning> {
  const [recipe] = await queries.execute(new ListRecipeSummariesQuery(householdId, [recipeId]));
  if (!recipe) throw recipeNotFound();
  return recipe;
}

/** The household's recipes among `ids` by id: one question to the cookbook for a whole list of rows. */
export async function recipesById(queries: QueryBus, householdId: string, ids: readonly string[]): Promise<Map<string, RecipeForPlanning>> {
  const recipes = ids.length === 0 ? [] : await queries.execute(new ListRecipeSummariesQuery(householdId, ids));
  return new Map(recipes.map((recipe) => [recipe.id, recipe]));
}
