import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { CookMealResponse, FoodItem, MealPlan } from '@sous/contracts';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addStorageLocation } from '../support/factories.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

const plan = (res: { body: unknown }) => res.body as MealPlan;

describe('meal plans', () => {
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let cook: SignedInUser;
  let fridge: string;
  let recipeId: string;

  beforeAll(async () => {
    testApp = await listeningTestApp();
    ({ server, baseUrl } = testApp);
    cook = await signUp(server);
    fridge = await addStorageLocation(cook, 'Fridge');
    recipeId = await insertRecipe(testApp.app, cook.user.householdId, {
      title: 'Chicken and rice',
      servings: 2,
      ingredients: ['1 lb chicken breast', '1 cup milk', '2 eggs', '1 tsp salt', '2 cloves garlic'],
    });
  });
  afterAll(() => testApp.close());

  it('schedules with the spec defaults and validates every field', async () => {
    const created = plan(await cook.agent.post('/api/meal-plans').send({ recipeId, date: '2026-12-03' }).expect(201));
    expect(created).toMatchObject({ recipeId, date: '2026-12-03', mealType: 'dinner', servings: 1, notes: null, cookedAt: null });
    expect(created.recipe).toMatchObject({ title: 'Chicken and rice', ingredientCount: 5 });
    const bad = async (body: Record<string, unknown>) => json(await cook.agent.post('/api/meal-plans').send({ recipeId, date: '2026-12-03', ...body }).expect(400)).message;
    expect(await bad({ date: '12/03/2026' })).toBe('date: Date must be in YYYY-MM-DD format');
    expect(await bad({ date: '2026-02-30' })).toBe('date: not a real date');
    expect(await bad({ mealType: 'brunch' })).toMatch(/^mealType: /);
    expect(await bad({ servings: 0 })).toMatch(/^servings: /);
    expect(await bad({ recipeId: 'nope' })).toMatch(/^recipeId: /);
    const notes = plan(await cook.agent.post('/api/meal-plans').send({ recipeId, date: '2026-12-04', notes: '   ' }).expect(201));
    expect(notes.notes).toBeNull();
  });

  it('lists a date range in calendar order, moves and removes meals', async () => {
    const owner = await signUp(server);
    const own = await insertRecipe(testApp.app, owner.user.householdId, { title: 'Porridge', servings: 1, ingredients: ['1 cup oats'] });
    const dinner = plan(await owner.agent.post('/api/meal-plans').send({ recipeId: own, date: '2026-12-01', mealType: 'dinner' }).expect(201));
    await owner.agent.post('/api/meal-plans').send({ recipeId: own, date: '2026-12-01', mealType: 'breakfast' }).expect(201);
    await owner.agent.post('/api/meal-plans').send({ recipeId: own, date: '2026-12-09', mealType: 'lunch' }).expect(201);
    const week = (json(await owner.agent.get('/api/meal-plans?from=2026-11-30&to=2026-12-06').expect(200)) as unknown as MealPlan[]).map((p) => p.mealType);
    expect(week).toEqual(['breakfast', 'dinner']);
    await owner.agent.get('/api/meal-plans?from=2026-12-06&to=2026-11-30').expect(400);
    const moved = plan(await owner.agent.patch(`/api/meal-plans/${dinner.id}`).send({ date: '2026-12-02', servings: 3, notes: 'double it' }).expect(200));
    expect(moved).toMatchObject({ date: '2026-12-02', servings: 3, notes: 'double it' });
    await cook.agent.patch(`/api/meal-plans/${dinner.id}`).send({ servings: 1 }).expect(404);
    await cook.agent.post('/api/meal-plans').send({ recipeId: own, date: '2026-12-01' }).expect(404);
    await owner.agent.delete(`/api/meal-plans/${dinner.id}`).expect(204);
    await owner.agent.delete(`/api/meal-plans/${dinner.id}`).expect(404);
  });

  it('cooks: takes the scaled ingredients from the inventory in their units and reports what was lacking', async () => {
    await addFoods(cook, fridge, [
      { name: 'Chicken breast', quantity: '2', unit: 'lb' },
      { name: 'Milk', quantity: '1', unit: 'l' },
      { name: 'Eggs', quantity: '3', unit: 'item' },
    ]);
    const planned = plan(await cook.agent.post('/api/meal-plans').send({ recipeId, date: '2026-12-05', servings: 4 }).expect(201));
    const socket = await connectSocket(baseUrl, undefined, cook.cookie);
    const planEvents = record(socket, 'meal-plan:updated');
    const cooked = json(await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).expect(200)) as unknown as CookMealResponse;
    expect(cooked.used).toEqual([
      { ingredient: 'chicken breast', foodItemName: 'Chicken breast', quantity: '2', unit: 'lb', amount: '2 lb chicken breast' },
      { ingredient: 'milk', foodItemName: 'Milk', quantity: '0.47', unit: 'l', amount: '0.47 l milk' },
      { ingredient: 'eggs', foodItemName: 'Eggs', quantity: '3', unit: 'item', amount: '3 eggs' },
    ]);
    // the lines at the planned 4 servings (the recipe serves 2)
    expect(cooked.lacking).toEqual(['4 eggs', '4 cloves garlic']);
    expect(cooked.mealPlan.cookedAt).not.toBeNull();
    const left = (json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[]).map((f) => [f.name, f.quantity]);
    expect(left).toEqual([['Milk', '0.53']]);
    await eventually(() => expect(planEvents).toEqual([expect.objectContaining({ id: planned.id, cookedAt: cooked.mealPlan.cookedAt })]));
    socket.close();
    await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).expect(409);
    await request(server).post(`/api/meal-plans/${planned.id}/cook`).expect(401);
  });
});
