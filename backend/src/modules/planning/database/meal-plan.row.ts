import type { SqlEntityManager } from '@mikro-orm/sql';
import { encodeCursor, type MealPlan, type MealPlanCursor, mealPlanCursorParts } from '@sous/contracts';

export interface MealPlanRow {
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

/** What every reading of a plan shows of its own row (the API's list and the calendar feed), as the contract writes it. */
export function mealPlanFields(row: Pick<MealPlanRow, 'id' | 'recipe_id' | 'date' | 'meal_type' | 'servings' | 'notes' | 'created_at' | 'cooked_at'>) {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    date: row.date,
    mealType: row.meal_type,
    servings: row.servings,
    notes: row.notes,
    createdAt: new Date(row.created_at).toISOString(),
    cookedAt: row.cooked_at === null ? null : new Date(row.cooked_at).toISOString(),
  };
}

const columns = 'id, household_id, user_id, recipe_id, date, meal_type, servings, notes, created_at, cooked_at, leftover_item_id';
const select = `select ${columns} from meal_plans`;

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
 * The household's plan rows in the plan's order. Their recipes, leftovers and availability are the
 * cookbook's and the inventory's, asked on the bus by application/meal-plans.ts (issue 34).
 */
export async function mealPlanRows(em: SqlEntityManager, householdId: string, filter: MealPlanFilter = {}): Promise<MealPlanRow[]> {
  const where = ['household_id = ?'];
  const params: unknown[] = [householdId];
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    where.push(`id in (${filter.ids.map(() => '?').join(', ')})`);
    params.push(...filter.ids);
  }
  inRange(filter, where, params);
  return em.execute<MealPlanRow[]>(`${select} where ${where.join(' and ')} order by ${planOrder}`, params);
}

/**
 * One page of the household's plan rows in the plan's order (day, meal, when planned, id), by keyset
 * after the cursor's place; one row more than asked says whether a page follows.
 */
export async function mealPlanPageRows(
  em: SqlEntityManager,
  householdId: string,
  filter: Pick<MealPlanFilter, 'from' | 'to'>,
  limit: number,
  after?: MealPlanCursor,
): Promise<{ rows: MealPlanRow[]; next: string | null }> {
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
  return { rows: page, next };
}

/** What cooking a plan needs of its row; `lock` holds it for the rest of the transaction (Cook). */
export async function planToCook(
  em: SqlEntityManager,
  householdId: string,
  id: string,
  lock: boolean,
): Promise<{ servings: number; cooked_at: Date | null; recipe_id: string; leftover_item_id: string | null } | null> {
  const [plan] = await em.execute<{ servings: number; cooked_at: Date | null; recipe_id: string; leftover_item_id: string | null }[]>(
    `select servings, cooked_at, recipe_id, leftover_item_id from meal_plans where id = ? and household_id = ?${lock ? ' for update' : ''}`,
    [id, householdId],
  );
  return plan ?? null;
}
