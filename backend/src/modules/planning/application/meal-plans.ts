import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import type { MealPlan, MealPlanCursor, Page } from '@sous/contracts';
import { planCooking, type StockIndex } from '@sous/kitchen';
import { GetStockIndexQuery } from '../../inventory/queries/get-stock-index/get-stock-index.query.js';
import { ListStockQuery, type StockedLot } from '../../inventory/queries/list-stock/list-stock.query.js';
import { mealPlanFields, type MealPlanFilter, mealPlanPageRows, type MealPlanRow, mealPlanRows } from '../database/meal-plan.row.js';
import { recipesById, type RecipeForPlanning } from './recipe-lookup.js';

// The plans as the API shows them: database/ reads the rows, the cookbook and the inventory are
// asked on the bus here (issue 34: database/ never calls the buses).

function toMealPlan(row: MealPlanRow, recipe: RecipeForPlanning, leftover: StockedLot | undefined, stock: StockIndex | null): MealPlan {
  // at the planned servings, by the very computation Cook runs: the badge says what Cook will find;
  // a slot eating a leftover asks nothing of the ingredients
  const { lacking } = leftover || !stock ? { lacking: [] } : planCooking(recipe.ingredients, recipe.servings, row.servings, stock);
  return {
    ...mealPlanFields(row),
    householdId: row.household_id,
    userId: row.user_id,
    leftover: leftover
      ? { id: leftover.id, name: leftover.name, quantity: leftover.quantity, unit: leftover.unit, expirationDate: leftover.expirationDate }
      : null,
    recipe: {
      title: recipe.title,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      servings: recipe.servings,
      availableCount: recipe.ingredients.length - lacking.length,
      ingredientCount: recipe.ingredients.length,
    },
  };
}

/**
 * The household's plans with their recipes' availability, in at most four reads whatever the
 * range: the plans, then one question each to the cookbook (their recipes) and the inventory
 * (their leftovers, then the stock), merged here by id.
 */
export async function listMealPlans(em: SqlEntityManager, queries: QueryBus, householdId: string, filter: MealPlanFilter = {}): Promise<MealPlan[]> {
  return withRecipes(queries, householdId, await mealPlanRows(em, householdId, filter));
}

/** One page of the household's plans in the plan's order (see mealPlanPageRows), with their recipes. */
export async function listMealPlanPage(
  em: SqlEntityManager,
  queries: QueryBus,
  householdId: string,
  filter: Pick<MealPlanFilter, 'from' | 'to'>,
  limit: number,
  after?: MealPlanCursor,
): Promise<Page<MealPlan>> {
  const { rows, next } = await mealPlanPageRows(em, householdId, filter, limit, after);
  return { rows: await withRecipes(queries, householdId, rows), next };
}

/** Plans with their recipes, leftovers and availability: one question each to the cookbook and the inventory. */
async function withRecipes(queries: QueryBus, householdId: string, rows: readonly MealPlanRow[]): Promise<MealPlan[]> {
  if (rows.length === 0) return [];
  const recipes = await recipesById(queries, householdId, rows.map((row) => row.recipe_id));
  const leftoverIds = rows.flatMap((row) => (row.leftover_item_id ? [row.leftover_item_id] : []));
  const leftovers = new Map(
    (leftoverIds.length === 0 ? [] : await queries.execute(new ListStockQuery(householdId, { ids: leftoverIds }))).map((lot) => [lot.id, lot]),
  );
  const leftoverOf = (row: MealPlanRow) => (row.leftover_item_id ? leftovers.get(row.leftover_item_id) : undefined);
  // indexed once, and only when a slot cooks: each plan looks up only the lots its lines name
  const stock = rows.some((row) => !leftoverOf(row)) ? await queries.execute(new GetStockIndexQuery(householdId, 'food')) : null;
  // a plan goes with its recipe (cascade): one without is skipped, as the join this replaced did
  return rows.flatMap((row) => {
    const recipe = recipes.get(row.recipe_id);
    return recipe ? [toMealPlan(row, recipe, leftoverOf(row), stock)] : [];
  });
}

export async function findMealPlan(em: SqlEntityManager, queries: QueryBus, householdId: string, id: string): Promise<MealPlan | null> {
  return (await listMealPlans(em, queries, householdId, { ids: [id] }))[0] ?? null;
}
