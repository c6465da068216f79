import type { QueryBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan } from '@sous/contracts';
import { indexStock, planCooking, type StockIndex } from '@sous/kitchen';
import { ListStockQuery, type StockedLot } from '../../inventory/queries/list-stock/list-stock.query.js';
import { householdStock } from './planned-cooking.js';
import { recipesById, type RecipeForPlanning } from './recipe-lookup.js';

interface MealPlanRow {
  id: string;
  household_id: string;
  user_id: string | null;
  recipe_id: string;
  date: string;
  meal_type: MealPlan['mealType'];
  servings: number;
  notes: string | null;
  created_at: Date | string;
  cooked_at: Date | string | null;
  leftover_item_id: string | null;
}

const select = `select id, household_id, user_id, recipe_id, date, meal_type, servings, notes, created_at, cooked_at, leftover_item_id
  from meal_plans`;

function toMealPlan(row: MealPlanRow, recipe: RecipeForPlanning, leftover: StockedLot | undefined, stock: StockIndex | null): MealPlan {
  // at the planned servings, by the very computation Cook runs: the badge says what Cook will find;
  // a slot eating a leftover asks nothing of the ingredients
  const { lacking } = leftover || !stock ? { lacking: [] } : planCooking(recipe.ingredients, recipe.servings, row.servings, stock);
  return {
    id: row.id,
    householdId: row.household_id,
    userId: row.user_id,
    recipeId: row.recipe_id,
    date: row.date,
    mealType: row.meal_type,
    servings: row.servings,
    notes: row.notes,
    createdAt: new Date(row.created_at).toISOString(),
    cookedAt: row.cooked_at === null ? null : new Date(row.cooked_at).toISOString(),
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

export interface MealPlanFilter {
  ids?: readonly string[];
  from?: string;
  to?: string;
}

/**
 * The household's plans with their recipes' availability, in at most four reads whatever the
 * range: the plans, then one question each to the cookbook (their recipes) and the inventory
 * (their leftovers, then the stock), merged here by id.
 */
export async function listMealPlans(em: SqlEntityManager, queries: QueryBus, householdId: string, filter: MealPlanFilter = {}): Promise<MealPlan[]> {
  const where = ['household_id = ?'];
  const params: unknown[] = [householdId];
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    where.push(`id in (${filter.ids.map(() => '?').join(', ')})`);
    params.push(...filter.ids);
  }
  if (filter.from) {
    where.push('date >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    where.push('date <= ?');
    params.push(filter.to);
  }
  const rows = await em.execute<MealPlanRow[]>(
    `${select} where ${where.join(' and ')} order by date, case meal_type when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end, created_at`,
    params,
  );
  if (rows.length === 0) return [];
  const recipes = await recipesById(queries, householdId, rows.map((row) => row.recipe_id));
  const leftoverIds = rows.flatMap((row) => (row.leftover_item_id ? [row.leftover_item_id] : []));
  const leftovers = new Map(
    (leftoverIds.length === 0 ? [] : await queries.execute(new ListStockQuery(householdId, { ids: leftoverIds }))).map((lot) => [lot.id, lot]),
  );
  const leftoverOf = (row: MealPlanRow) => (row.leftover_item_id ? leftovers.get(row.leftover_item_id) : undefined);
  // indexed once, and only when a slot cooks: each plan looks up only the lots its lines name
  const stock = rows.some((row) => !leftoverOf(row)) ? indexStock(await householdStock(queries, householdId)) : null;
  // a plan goes with its recipe (cascade): one without is skipped, as the join this replaced did
  return rows.flatMap((row) => {
    const recipe = recipes.get(row.recipe_id);
    return recipe ? [toMealPlan(row, recipe, leftoverOf(row), stock)] : [];
  });
}

export async function findMealPlan(em: SqlEntityManager, queries: QueryBus, householdId: string, id: string): Promise<MealPlan | null> {
  return (await listMealPlans(em, queries, householdId, { ids: [id] }))[0] ?? null;
}
