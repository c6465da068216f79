import { randomUUID } from 'node:crypto';
import type { EventBus, IEvent, QueryBus } from '@nestjs/cqrs';
import type { Recipe } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { insertCookSession, insertHousehold, insertMealPlan, insertRecipe } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { GetMealPlanQuery } from '../../../planning/queries/get-meal-plan/get-meal-plan.query.js';
import { GetRecipeQuery } from '../../../recipes/queries/get-recipe/get-recipe.query.js';
import { CookSessionChanged } from '../../events/cook-session-changed.event.js';
import { StartCookSessionCommand } from './start-cook-session.command.js';
import { StartCookSessionHandler } from './start-cook-session.handler.js';

const db = useTestDatabase();

const rice = { title: 'Rice', servings: 2, ingredients: ['1 cup rice', '2 cups water'], instructions: ['Rinse 1 cup rice.', 'Simmer in 2 cups water for 15 minutes.'] };

/**
 * A household with the rice recipe and two planned meals (one of rice, one of another dish) as
 * rows; the recipes and planning modules' side of the bus answers from those rows' values.
 */
async function kitchen() {
  const { em } = db;
  const { householdId, userId } = await insertHousehold(em);
  const recipe = await insertRecipe(em, householdId, rice);
  const other = await insertRecipe(em, householdId, { title: 'Stew' });
  const plans = [await insertMealPlan(em, householdId, recipe.id), await insertMealPlan(em, householdId, other.id)];
  const planned = { rice: plans[0].id, stew: plans[1].id };
  const queries = {
    execute: (query: unknown) => {
      if (query instanceof GetRecipeQuery) {
        return query.id === recipe.id
          ? Promise.resolve({ id: recipe.id, ...rice, instructionSections: [] } as unknown as Recipe)
          : Promise.reject(new NotFoundError('recipes.recipe-not-found', 'Recipe not found'));
      }
      if (query instanceof GetMealPlanQuery) {
        const recipeId = { [planned.rice]: recipe.id, [planned.stew]: other.id }[query.id];
        return Promise.resolve(recipeId ? { id: query.id, recipeId } : null);
      }
      return Promise.reject(new Error('unexpected query'));
    },
  } as unknown as QueryBus;
  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const cook: Actor = { userId, householdId, role: 'member' };
  const stored = () => db.em.execute<Record<string, unknown>[]>('select * from cook_sessions where household_id = ?', [householdId]);
  return { cook, recipe, planned, published, stored, handler: new StartCookSessionHandler(em, bus, queries) };
}

describe('StartCookSessionHandler on the database', () => {
  it('stores the steps at the chosen servings with their timers, and tells the household', async () => {
    const { cook, recipe, published, stored, handler } = await kitchen();
    const session = await handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 4 }));

    const timer = { id: '1.0', step: 1, label: 'Simmer', seconds: 900, state: 'idle', remainingSeconds: 900, endsAt: null };
    expect(session.steps.map((s) => s.text)).toEqual(['Rinse 2 cups rice.', 'Simmer in 4 cups water for 15 minutes.']);
    expect(session.timers).toEqual([timer]);
    expect(session).toMatchObject({ servings: 4, recipeServings: 2, startedBy: cook.userId, mealPlanId: null });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: session.id, recipe_id: recipe.id, user_id: cook.userId, servings: 4, recipe_servings: 2, step: 0, version: 1, timers: [timer] });
    expect(published).toEqual([new CookSessionChanged(cook.householdId, session)]);
  });

  it('refuses a second session with the running one, storing nothing', async () => {
    const { cook, recipe, published, stored, handler } = await kitchen();
    await insertCookSession(db.em, cook.householdId, recipe.id, { recipe_title: 'Stew', servings: 4 });
    await expect(handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2 }))).rejects.toMatchObject({
      code: 'cook-sessions.already-cooking',
      details: { current: { recipeTitle: 'Stew' } },
    });
    expect(await stored()).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it('takes only a planned meal of the household and of this recipe', async () => {
    const { cook, recipe, planned, stored, handler } = await kitchen();
    await expect(handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2, mealPlanId: randomUUID() }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2, mealPlanId: planned.stew }))).rejects.toMatchObject({
      message: 'mealPlanId: must be a planned meal of this recipe',
    });
    expect(await stored()).toEqual([]);
    const session = await handler.execute(new StartCookSessionCommand(cook, { recipeId: recipe.id, servings: 2, mealPlanId: planned.rice }));
    expect(session.mealPlanId).toBe(planned.rice);
    expect(await stored()).toEqual([expect.objectContaining({ id: session.id, meal_plan_id: planned.rice })]);
  });
});
