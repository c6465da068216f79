import { jest } from '@jest/globals';
import type { App } from 'supertest/types.js';
import { MikroORM } from '@mikro-orm/core';
import type { FoodItem, MealPlan, ShoppingItem } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, household, planMeal } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

/**
 * Planning reads recipes and lots through their owners' queries (issue 19): these count the SQL
 * statements each screen's read sends, so a list of many plans stays a fixed number of reads
 * (no N+1), and check that Cook still locks what it is about to take.
 */
describe('planning asks the owners of recipes and lots (issue 19)', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let fridge: string;
  let leftover: FoodItem;
  const recipes: Record<string, string> = {};

  /** The statements sent to the database while `work` runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const connection = testApp.app.get(MikroORM).em.getConnection();
    const original = connection.execute.bind(connection) as (...args: unknown[]) => Promise<unknown>;
    const seen: string[] = [];
    const spy = jest.spyOn(connection, 'execute').mockImplementation(((...args: unknown[]) => {
      seen.push(String(args[0]));
      return original(...args);
    }) as typeof connection.execute);
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return seen;
  }
  const reading = (statements: string[], table: string) => statements.filter((sql) => new RegExp(`\\bfrom ${table}\\b`).test(sql));

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    ({ cook, locations: { Refrigerator: fridge } } = await household(server, ['Refrigerator']));
    await addFoods(cook, fridge, [
      { name: 'Ground beef', quantity: '2', unit: 'lb' },
      { name: 'Ricotta', quantity: '1', unit: 'cup' },
      { name: 'Rice', quantity: '3', unit: 'cup' },
    ]);
    recipes.lasagna = await insertRecipe(testApp.app, cook.user.householdId, { title: 'Lasagna', servings: 4, ingredients: ['1 lb ground beef', '2 cups ricotta'] });
    recipes.rice = await insertRecipe(testApp.app, cook.user.householdId, { title: 'Rice bowl', servings: 2, ingredients: ['1 cup rice', '1 egg'] });
    recipes.salad = await insertRecipe(testApp.app, cook.user.householdId, { title: 'Salad', servings: 2, ingredients: ['1 head lettuce'] });
    const first = await planMeal(cook, { recipeId: recipes.lasagna, date: '2026-12-01', servings: 4 });
    leftover = json(
      await cook.agent
        .post(`/api/meal-plans/${first.id}/cook`)
        .send({ leftovers: { servings: 3, storageLocationId: fridge } })
        .expect(200),
    ).leftover as FoodItem;
    for (const [recipe, date] of [
      ['rice', '2026-12-02'],
      ['salad', '2026-12-02'],
      ['lasagna', '2026-12-03'],
      ['rice', '2026-12-04'],
      ['salad', '2026-12-05'],
    ]) {
      await planMeal(cook, { recipeId: recipes[recipe], date, servings: 2 });
    }
    await planMeal(cook, { recipeId: recipes.lasagna, date: '2026-12-06', servings: 1, leftoverItemId: leftover.id });
  });
  afterAll(() => testApp.close());

  it('lists a week of plans in four reads: the plans, their recipes, their leftovers, the stock', async () => {
    let plans: MealPlan[] = [];
    const statements = await statementsOf(async () => {
      plans = (await cook.agent.get('/api/meal-plans').query({ from: '2026-12-01', to: '2026-12-07' }).expect(200)).body as MealPlan[];
    });
    expect(plans.map((p) => [p.date, p.recipe.title])).toEqual([
      ['2026-12-01', 'Lasagna'],
      ['2026-12-02', 'Rice bowl'],
      ['2026-12-02', 'Salad'],
      ['2026-12-03', 'Lasagna'],
      ['2026-12-04', 'Rice bowl'],
      ['2026-12-05', 'Salad'],
      ['2026-12-06', 'Lasagna'],
    ]);
    expect(plans[6].leftover).toEqual({ id: leftover.id, name: 'Leftover Lasagna', quantity: '3', unit: 'servings', expirationDate: leftover.expirationDate });
    // the rice bowl has its rice and lacks its egg; no lettuce for the salad; a leftover slot lacks nothing
    expect(plans[1].recipe).toMatchObject({ availableCount: 1, ingredientCount: 2 });
    expect(plans[2].recipe).toMatchObject({ availableCount: 0, ingredientCount: 1 });
    expect(plans[6].recipe).toMatchObject({ availableCount: 2, ingredientCount: 2 });
    expect(reading(statements, 'meal_plans')).toHaveLength(1);
    expect(reading(statements, 'recipes')).toHaveLength(1);
    expect(reading(statements, 'food_items')).toHaveLength(2);
  });

  it('lists the shopping list with its recipe titles in one read of the cookbook', async () => {
    for (const [ingredient, recipe] of [
      ['egg', 'rice'],
      ['lettuce', 'salad'],
      ['ricotta', 'lasagna'],
      ['salt', null],
    ]) {
      await cook.agent
        .post('/api/shopping-list/items')
        .send({ ingredient, ...(recipe ? { recipeId: recipes[recipe] } : {}) })
        .expect(201);
    }
    let items: ShoppingItem[] = [];
    const statements = await statementsOf(async () => {
      items = (await cook.agent.get('/api/shopping-list/items').expect(200)).body as ShoppingItem[];
    });
    expect(Object.fromEntries(items.map((i) => [i.ingredient, i.recipeTitle]))).toEqual({ egg: 'Rice bowl', lettuce: 'Salad', ricotta: 'Lasagna', salt: null });
    expect(reading(statements, 'recipes')).toHaveLength(1);
  });

  it('cooks a slot on a leftover under the locks of the plan and the leftover', async () => {
    const slot = await planMeal(cook, { recipeId: recipes.lasagna, date: '2026-12-07', servings: 2, leftoverItemId: leftover.id });
    const statements = await statementsOf(() => cook.agent.post(`/api/meal-plans/${slot.id}/cook`).send({}).expect(200));
    expect(reading(statements, 'meal_plans').filter((sql) => /for update$/.test(sql.trim()))).toHaveLength(1);
    // the inventory's stock read, asked to lock (its use command locks the lot again when it takes)
    const stockReads = reading(statements, 'food_items').filter((sql) => /kind, recipe_id, food_category from food_items/.test(sql));
    expect(stockReads.filter((sql) => /for update$/.test(sql.trim()))).toHaveLength(1);
    const after = (await cook.agent.get('/api/meal-plans').query({ from: '2026-12-06', to: '2026-12-06' }).expect(200)).body as MealPlan[];
    expect(after[0].leftover).toMatchObject({ id: leftover.id, quantity: '1' });
  });

  it("reads another household's recipe and leftover as unknown", async () => {
    const stranger = await signUp(server);
    await stranger.agent.post('/api/meal-plans').send({ recipeId: recipes.rice, date: '2026-12-02', servings: 2 }).expect(404);
    const own = await insertRecipe(testApp.app, stranger.user.householdId, { title: 'Lasagna', servings: 4, ingredients: ['1 lb ground beef'] });
    await stranger.agent.post('/api/meal-plans').send({ recipeId: own, date: '2026-12-02', servings: 2, leftoverItemId: leftover.id }).expect(404);
  });
});
