import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CookSession, CookSessionStep, CookTimer } from '@sous/contracts';

interface CookSessionRow {
  id: string;
  household_id: string;
  recipe_id: string;
  meal_plan_id: string | null;
  user_id: string | null;
  recipe_title: string;
  servings: number;
  recipe_servings: number | null;
  step: number;
  steps: CookSessionStep[] | string;
  timers: CookTimer[] | string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const select = `select id, household_id, recipe_id, meal_plan_id, user_id, recipe_title, servings, recipe_servings, step, steps, timers, version, created_at, updated_at
  from cook_sessions`;

// PGlite and node-postgres both parse jsonb, but a driver that hands back text still reads right
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toCookSession(row: CookSessionRow, now: Date): CookSession {
  return {
    id: row.id,
    householdId: row.household_id,
    recipeId: row.recipe_id,
    recipeTitle: row.recipe_title,
    mealPlanId: row.meal_plan_id,
    servings: row.servings,
    recipeServings: row.recipe_servings,
    step: row.step,
    steps: parsed(row.steps),
    timers: parsed(row.timers),
    version: row.version,
    startedBy: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    serverNow: now.toISOString(),
  };
}

/** The household's session with this id; another household's reads as absent. */
export async function findCookSession(em: SqlEntityManager, householdId: string, id: string): Promise<CookSession | null> {
  const [row] = await em.execute<CookSessionRow[]>(`${select} where id = ? and household_id = ?`, [id, householdId]);
  return row ? toCookSession(row, new Date()) : null;
}

/** The household's running session, or null. */
export async function findActiveCookSession(em: SqlEntityManager, householdId: string): Promise<CookSession | null> {
  const [row] = await em.execute<CookSessionRow[]>(`${select} where household_id = ?`, [householdId]);
  return row ? toCookSession(row, new Date()) : null;
}

/**
 * Sessions with a running timer (a finished one still reads running until someone acts on it), for
 * the timer pushes: all of them at boot, or the one session a due push re-reads before it goes.
 */
export async function findSessionsWithRunningTimers(em: SqlEntityManager, filter: { householdId?: string; sessionId?: string }, now: Date): Promise<CookSession[]> {
  const where = [`timers @> '[{"state":"running"}]'::jsonb`];
  const params: unknown[] = [];
  if (filter.householdId) {
    where.push('household_id = ?');
    params.push(filter.householdId);
  }
  if (filter.sessionId) {
    where.push('id = ?');
    params.push(filter.sessionId);
  }
  const rows = await em.execute<CookSessionRow[]>(`${select} where ${where.join(' and ')} order by created_at, id`, params);
  return rows.map((row) => toCookSession(row, now));
}
