import type { App } from 'supertest/types.js';
import { MikroORM } from '@mikro-orm/core';
import type { MealPlan, Recipe } from '@sous/contracts';
import { GetStockIndexHandler } from '../../src/modules/inventory/queries/get-stock-index/get-stock-index.handler.js';
import { GetStockIndexQuery } from '../../src/modules/inventory/queries/get-stock-index/get-stock-index.query.js';
import { addFood, addRecipe, household, planMeal } from '../support/factories.js';
import type { SignedInUser } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18: cookbook and planner pages match recipes against an index of the household's lots the
 * inventory keeps between requests. It must never answer from a stock that has changed, whoever
 * changed it: this process's routes, another instance (a write straight to the database), a delete.
 */
describe('the kept stock index', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let pantry: string;
  let handler: GetStockIndexHandler;
  let sql: (text: string, params: unknown[]) => Promise<unknown>;

  const onionRow = async (): Promise<Recipe['ingredientMatches'][number]> => {
    const [recipe] = (await cook.agent.get('/api/recipes?limit=10').expect(200)).body as Recipe[];
    return recipe.ingredientMatches[0];
  };
  const planCount = async (): Promise<number> => {
    const [plan] = (await cook.agent.get('/api/meal-plans?limit=10').expect(200)).body as MealPlan[];
    return plan.recipe.availableCount;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    handler = testApp.app.get(GetStockIndexHandler);
    const em = testApp.app.get(MikroORM).em.fork();
    sql = (text, params) => em.getConnection().execute(text, params);
    const home = await household(server, ['Pantry']);
    cook = home.cook;
    pantry = home.locations.Pantry;
    const recipe = await addRecipe(cook, { title: 'Onion soup', servings: 4, ingredients: ['3 onions'] });
    await planMeal(cook, { recipeId: recipe.id, date: '2026-12-01', servings: 4 });
  });
  afterAll(() => testApp.close());

  it('hands out the same index while nothing changed, and a new one after any change', async () => {
    const householdId = cook.user.householdId;
    const first = await handler.execute(new GetStockIndexQuery(householdId));
    expect(await handler.execute(new GetStockIndexQuery(householdId))).toBe(first);
    await addFood(cook, pantry, { name: 'Garlic', quantity: '1', unit: 'head' });
    const after = await handler.execute(new GetStockIndexQuery(householdId));
    expect(after).not.toBe(first);
    expect(after.lots.map((lot) => lot.name)).toContain('Garlic');
  });

  it('follows adds, uses, edits, writes from elsewhere and deletes', async () => {
    expect(await onionRow()).toMatchObject({ hasEnough: false, percentageAvailable: 0 });
    expect(await planCount()).toBe(0);
    const onions = await addFood(cook, pantry, { name: 'Onions', quantity: '2', unit: 'item' });
    expect(await onionRow()).toMatchObject({ hasEnough: false, availableQuantity: 2 });
    await cook.agent.patch(`/api/food-items/${onions.id}`).send({ version: onions.version, quantity: '5' }).expect(200);
    expect(await onionRow()).toMatchObject({ hasEnough: true, availableQuantity: 5 });
    expect(await planCount()).toBe(1);
    await cook.agent.post(`/api/food-items/${onions.id}/consume`).send({ quantity: '4' }).expect(200);
    expect(await onionRow()).toMatchObject({ hasEnough: false, availableQuantity: 1 });
    // another instance's write reaches this one through the database alone
    await sql('update food_items set quantity = 7 where id = ?', [onions.id]);
    expect(await onionRow()).toMatchObject({ hasEnough: true, availableQuantity: 7 });
    expect(await planCount()).toBe(1);
    await sql('update food_items set name = ?, food_key = null where id = ?', ['Leeks', onions.id]);
    expect(await onionRow()).toMatchObject({ hasEnough: false, percentageAvailable: 0 });
    await sql('update food_items set name = ?, food_key = ? where id = ?', ['Onions', 'onion', onions.id]);
    expect(await onionRow()).toMatchObject({ hasEnough: true });
    await cook.agent.delete(`/api/food-items/${onions.id}`).expect(204);
    expect(await onionRow()).toMatchObject({ hasEnough: false, percentageAvailable: 0 });
    expect(await planCount()).toBe(0);
  });

  it('keeps households apart', async () => {
    const neighbour = await household(server, ['Pantry']);
    await addFood(neighbour.cook, neighbour.locations.Pantry, { name: 'Onions', quantity: '9', unit: 'item' });
    const mine = await handler.execute(new GetStockIndexQuery(cook.user.householdId));
    expect(mine.lots.some((lot) => lot.quantity === '9')).toBe(false);
    expect(await onionRow()).toMatchObject({ hasEnough: false });
  });
});
