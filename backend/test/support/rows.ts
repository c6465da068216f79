import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';

/*
 * Row builders for handler specs on the real database (test-database.ts): the smallest valid row
 * of each table a handler reads, inserted directly, with the columns a test cares about given and
 * the rest defaulted. The integration suites make their data through the HTTP API instead
 * (factories.ts); a handler spec has no app, and wants exactly the rows it names.
 *
 * Values are snake_case columns, as the table has them. Each builder answers the row as stored.
 */

type Columns = Record<string, unknown>;

/** A text[] column's value (a plain array would go in as JSON): PostgreSQL's array literal. */
export class TextArray {
  constructor(readonly values: readonly string[]) {}
  toString(): string {
    return `{${this.values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  }
}
export const textArray = (values: readonly string[]): TextArray => new TextArray(values);

/** Inserts one row and answers it as stored (defaults filled in). Arrays and objects go in as JSON. */
export async function insertRow<T extends Columns = Columns>(em: SqlEntityManager, table: string, columns: Columns): Promise<T> {
  const names = Object.keys(columns);
  const values = names.map((name) => {
    const value = columns[name];
    if (value instanceof TextArray) return value.toString();
    return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  });
  const [row] = await em.execute<T[]>(
    `insert into ${table} (${names.map((name) => `"${name}"`).join(', ')}) values (${names.map(() => '?').join(', ')}) returning *`,
    values,
  );
  return row;
}

export interface HouseholdRows {
  householdId: string;
  userId: string;
}

/** A household with one member (an admin unless said otherwise). */
export async function insertHousehold(em: SqlEntityManager, { name = 'Test kitchen', role = 'admin', user = {} } : { name?: string; role?: string; user?: Columns } = {}): Promise<HouseholdRows> {
  const household = await insertRow<{ id: string }>(em, 'households', { name });
  const member = await insertUser(em, household.id, { role, ...user });
  return { householdId: household.id, userId: member.id };
}

/** A user of a household. */
export function insertUser(em: SqlEntityManager, householdId: string, columns: Columns = {}): Promise<{ id: string; household_id: string; role: string }> {
  return insertRow(em, 'users', { household_id: householdId, email: `${randomUUID()}@example.test`, role: 'member', ...columns });
}

export function insertStorageLocation(em: SqlEntityManager, householdId: string, columns: Columns = {}): Promise<{ id: string }> {
  return insertRow(em, 'storage_locations', { household_id: householdId, name: 'Refrigerator', icon: 'refrigerator', ...columns });
}

export function insertFoodItem(em: SqlEntityManager, householdId: string, columns: Columns = {}): Promise<{ id: string; name: string; quantity: string; unit: string }> {
  return insertRow(em, 'food_items', { household_id: householdId, name: 'Milk', ...columns });
}

/** A recipe; `ingredients` and `instructions` are text arrays. */
export function insertRecipe(
  em: SqlEntityManager,
  householdId: string,
  { ingredients = ['1 cup rice'], instructions = ['Cook it.'], ...columns }: Columns & { ingredients?: string[]; instructions?: string[] } = {},
): Promise<{ id: string; title: string }> {
  return insertRow(em, 'recipes', { household_id: householdId, title: 'Rice', servings: 2, ingredients: textArray(ingredients), instructions: textArray(instructions), ...columns });
}

export function insertMealPlan(em: SqlEntityManager, householdId: string, recipeId: string, columns: Columns = {}): Promise<{ id: string }> {
  return insertRow(em, 'meal_plans', { household_id: householdId, recipe_id: recipeId, date: '2026-12-07', meal_type: 'dinner', ...columns });
}

export function insertShoppingItem(em: SqlEntityManager, householdId: string, columns: Columns = {}): Promise<{ id: string }> {
  return insertRow(em, 'shopping_list_items', { household_id: householdId, ingredient: 'Milk', ...columns });
}

export function insertFeedback(em: SqlEntityManager, userId: string, columns: Columns = {}): Promise<{ id: string; upvote_count: number }> {
  return insertRow(em, 'feedback', { user_id: userId, type: 'feature', content: 'Print the shopping list', ...columns });
}

/** A running cook session of a recipe; `steps` and `timers` are the contracts' shapes (jsonb). */
export function insertCookSession(em: SqlEntityManager, householdId: string, recipeId: string, columns: Columns = {}): Promise<{ id: string; version: number }> {
  return insertRow(em, 'cook_sessions', { household_id: householdId, recipe_id: recipeId, recipe_title: 'Rice', servings: 2, recipe_servings: 2, steps: [], timers: [], ...columns });
}

/** One row of a table, by id (or null): what a test asserts on after a handler ran. */
export async function rowById<T extends Columns = Columns>(em: SqlEntityManager, table: string, id: string): Promise<T | null> {
  const [row] = await em.execute<T[]>(`select * from ${table} where id = ?`, [id]);
  return row ?? null;
}
