import type { QueryBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { encodeCursor, type MealPlan, type MealPlanCursor, mealPlanCursorParts, type Page } from '@sous/contracts';
import { planCooking, type StockIndex } from '@sous/kitchen';
import { GetStockIndexQuery } from '../../inventory/queries/get-stock-index/get-stock-index.query.js';
import { ListStockQuery, type StockedLot } from '../../inventory/queries/list-stock/list-stock.query.js';
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

const columns = 'id, household_id, user_id, recipe_id, date, meal_type, servings, notes, created_at, cooked_at, leftover_item_id';
const select = `select ${columns} from meal_plans`;

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

/** Breakfast, lunch, dinner, then snacks: the plan's order within a day. */
const mealRank = `case meal_type when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end`;
const planOrder = `date, ${mealRank}, created_at, id`;

/** The conditions of a plan range (inclusive days). */
function inRange({ from, to }: Pick<MealPlanFilter, 'from' | 'to'>, where: string[], params: unknown[]): void {
  if (from) {
    where.push('date >= ?');
    params.push(from);
  }
  if (to) {
    where.push('date <= ?');
    params.push(to);
  }
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
  inRange(filter, where, params);
  const rows = await em.execute<MealPlanRow[]>(`${select} where ${where.join(' and ')} order by ${planOrder}`, params);
  return withRecipes(queries, householdId, rows);
}

/**
 * One page of the household's plans in the plan's order (day, meal, when planned, id), by keyset
 * after the cursor's place; one row more than asked says whether a page follows.
 */
export async function listMealPlanPage(
  em: SqlEntityManager,
  queries: QueryBus,
  householdId: string,
  filter: Pick<MealPlanFilter, 'from' | 'to'>,
  limit: number,
  after?: MealPlanCursor,
): Promise<Page<MealPlan>> {
  const where = ['household_id = ?'];
  const params: unknown[] = [householdId];
  inRange(filter, where, params);
  if (after) {
    // whole microseconds since 1970 as an interval are exact, as a float they are not
    where.push(`(date, ${mealRank}, created_at, id) > (?, ?::int, timestamptz 'epoch' + (? || ' microseconds')::interval, ?::uuid)`);
    params.push(after.date, after.meal, after.micros, after.id);
  }
  const rows = await em.execute<(MealPlanRow & { sort_meal: number; sort_micros: string })[]>(
    `select ${columns}, ${mealRank} as sort_meal, (extract(epoch from created_at) * 1000000)::bigint::text as sort_micros
     from meal_plans where ${where.join(' and ')} order by ${planOrder} limit ?`,
    [...params, limit + 1],
  );
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  const next = more && last ? encodeCursor(mealPlanCursorParts({ date: last.date, meal: Number(last.sort_meal), micros: last.sort_micros, id: last.id })) : null;
  return { rows: await withRecipes(queries, householdId, page), next };
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
