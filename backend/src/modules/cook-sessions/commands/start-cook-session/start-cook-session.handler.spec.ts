import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent, QueryBus } from '@nestjs/cqrs';
import type { MealPlan, Recipe } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { GetMealPlanQuery } from '../../../planning/queries/get-meal-plan/get-meal-plan.query.js';
import { GetRecipeQuery } from '../../../recipes/queries/get-recipe/get-recipe.query.js';
import type { CookSession as CookSessionEntity } from '../../domain/cook-session.entity.js';
import { CookSessionChanged } from '../../events/cook-session-changed.event.js';
import { StartCookSessionCommand } from './start-cook-session.command.js';
import { StartCookSessionHandler } from './start-cook-session.handler.js';

const cook: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'member' };

const recipe = {
  id: randomUUID(),
  title: 'Rice',
  servings: 2,
  ingredients: ['1 cup rice', '2 cups water'],
  instructions: ['Rinse 1 cup rice.', 'Simmer in 2 cups water for 15 minutes.'],
  instructionSections: [],
} as unknown as Recipe;

/** The household's sessions in memory (as rows), its recipes and plans behind a fake bus. */
function fakeKitchen({ running = false, plans = [] as Pick<MealPlan, 'id' | 'recipeId'>[] } = {}) {
  const rows: Record<string, unknown>[] = [];
  const published: IEvent[] = [];
  const toRow = (e: CookSessionEntity) => ({
    id: e.id, household_id: e.householdId, recipe_id: e.recipeId, meal_plan_id: e.mealPlanId, user_id: e.userId, recipe_title: e.recipeTitle,
    servings: e.servings, recipe_servings: e.recipeServings, step: 0, steps: e.steps, timers: e.timers, version: 1, created_at: new Date(), updated_at: new Date(),
  });
  let pending: CookSessionEntity | null = null;
  if (running) rows.push({ id: randomUUID(), household_id: cook.householdId, recipe_id: recipe.id, meal_plan_id: null, user_id: null, recipe_title: 'Stew', servings: 4, recipe_servings: 4, step: 0, steps: [], timers: [], version: 1, created_at: new Date(), updated_at: new Date() });
  const em = {
    execute: (sql: string, params: unknown[]) =>
      Promise.resolve(rows.filter((r) => r.household_id === params.at(-1) && (params.length === 1 || r.id === params[0]))),
    create: (_entity: unknown, data: Omit<CookSessionEntity, 'id'>) => (pending = { id: randomUUID(), ...data } as CookSessionEntity),
    flush: () => {
      if (pending) rows.push(toRow(pending));
      return Promise.resolve();
    },
    transactional: <T>(work: () => Promise<T>): Promise<T> => work(),
  } as unknown as SqlEntityManager;
  const queries = {
    execute: (query: unknown) => {
      if (query instanceof GetRecipeQuery) return query.id === recipe.id ? Promise.resolve(recipe) : Promise.reject(new NotFoundError('recipes.recipe-not-found', 'Recipe not found'));
      if (query instanceof GetMealPlanQuery) return Promise.resolve(plans.find((plan) => plan.id === query.id) ?? null);
      return Promise.reject(new Error('unexpected query'));
    },
  } as unknown as QueryBus;
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  return { rows, published, handler: new StartCookSessionHandler(em, bus, queries) };
}

describe('StartCookSessionHandler with its ports faked', () => {
  it('stores the steps at the chosen servings with their timers, and tells the household', async () => {
    const kitchen = fakeKitchen();
    const session = await kitchen.handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 4 }));
    expect(session.steps.map((s) => s.text)).toEqual(['Rinse 2 cups rice.', 'Simmer in 4 cups water for 15 minutes.']);
    expect(session.timers).toEqual([{ id: '1.0', step: 1, label: 'Simmer', seconds: 900, state: 'idle', remainingSeconds: 900, endsAt: null }]);
    expect(session).toMatchObject({ servings: 4, recipeServings: 2, startedBy: cook.userId, mealPlanId: null });
    expect(kitchen.published).toEqual([new CookSessionChanged(cook.householdId, session)]);
  });

  it('refuses a second session with the running one, storing nothing', async () => {
    const kitchen = fakeKitchen({ running: true });
    await expect(kitchen.handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2 }))).rejects.toMatchObject({
      code: 'cook-sessions.already-cooking',
      details: { current: { recipeTitle: 'Stew' } },
    });
    expect(kitchen.rows).toHaveLength(1);
    expect(kitchen.published).toEqual([]);
  });

  it('takes only a planned meal of the household and of this recipe', async () => {
    const planned = { id: randomUUID(), recipeId: recipe.id };
    const other = { id: randomUUID(), recipeId: randomUUID() };
    const kitchen = fakeKitchen({ plans: [planned, other] });
    await expect(kitchen.handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2, mealPlanId: randomUUID() }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(kitchen.handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2, mealPlanId: other.id }))).rejects.toMatchObject({
      message: 'mealPlanId: must be a planned meal of this recipe',
    });
    const session = await kitchen.handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2, mealPlanId: planned.id }));
    expect(session.mealPlanId).toBe(planned.id);
  });
});
