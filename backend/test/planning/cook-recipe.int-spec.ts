import type { CookMealResponse, CookRecipePreview, FoodItem, MealPlan } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addStorageLocation, household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

const answer = (res: { body: unknown }) => res.body as CookMealResponse;
const hourMeal = (hour: number) => (hour < 11 ? 'breakfast' : hour < 16 ? 'lunch' : 'dinner');

describe('cooking a recipe from the cookbook (issue 21)', () => {
  const suite = liveSuite();
  let cook: SignedInUser;
  let stranger: SignedInUser;
  let fridge: string;
  let recipeId: string;

  // a kitchen per test: a test that cooks takes stock and adds meals and leftovers the next would see
  beforeEach(async () => {
    ({ cook, locations: { Refrigerator: fridge } } = await household(suite.server, ['Refrigerator']));
    stranger = await signUp(suite.server);
    recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, { title: 'Chili', servings: 4, ingredients: ['2 lb ground beef', '1 onion', '1 cup sour cream'] });
    await addFoods(cook, fridge, [
      { name: 'Ground beef', quantity: '3', unit: 'lb' },
      { name: 'Onion', quantity: '2', unit: 'item' },
    ]);
  });

  const items = async () => json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
  const todaysPlans = async (user = cook) => {
    const today = todayIn(new Date());
    return json(await user.agent.get(`/api/meal-plans?from=${today}&to=${today}`).expect(200)) as unknown as MealPlan[];
  };

  it('previews, then cooks: takes the stock the preview named, saves the leftover, and records a cooked meal for today heard by the household only', async () => {
    const preview = json(await cook.agent.get(`/api/recipes/${recipeId}/cook-preview?servings=2`).expect(200)) as unknown as CookRecipePreview;
    expect(preview).toMatchObject({ recipeId, servings: 2, date: todayIn(new Date()), mealType: hourMeal(new Date().getHours()) });
    // at half the recipe: 1 lb of beef and half an onion; no sour cream in the house
    expect(preview.used.map((use) => [use.foodItemName, use.quantity])).toEqual([
      ['Ground beef', '1'],
      // the name the household gave its onions
      ['Onion', '0.5'],
    ]);
    expect(preview.lacking).toEqual(['1/2 cup sour cream']);
    // a preview writes nothing
    expect(await todaysPlans()).toEqual([]);

    const [phone, laptop, other] = await suite.connect(cook, cook, stranger);
    const planned = [record(phone, 'meal-plan:created'), record(laptop, 'meal-plan:created')];
    const leftovers = [record(phone, 'food-item:created'), record(laptop, 'food-item:created')];
    const updated = [record(phone, 'food-item:updated'), record(laptop, 'food-item:updated')];
    const strangerHeard = [record(other, 'meal-plan:created'), record(other, 'food-item:created'), record(other, 'food-item:updated')];

    const cooked = answer(
      await cook.agent.post(`/api/recipes/${recipeId}/cook`).send({ servings: 2, mealType: 'lunch', leftovers: { servings: 1, storageLocationId: fridge } }).expect(200),
    );
    const today = todayIn(new Date());
    expect(cooked.used).toEqual(preview.used);
    expect(cooked.lacking).toEqual(preview.lacking);
    expect(cooked.mealPlan).toMatchObject({ recipeId, date: today, mealType: 'lunch', servings: 2, userId: cook.user.id });
    expect(cooked.mealPlan.recipe.title).toBe('Chili');
    expect(cooked.mealPlan.cookedAt).not.toBeNull();
    expect(cooked.leftover).toMatchObject({ kind: 'leftover', recipeId, name: 'Leftover Chili', quantity: '1', unit: 'servings', storageLocationId: fridge, expirationDate: addDays(today, 3) });

    const stock = await items();
    expect(stock.find((item) => item.name === 'Ground beef')?.quantity).toBe('2');
    expect(stock.find((item) => item.name.startsWith('Onion'))?.quantity).toBe('1.5');
    expect(stock.find((item) => item.id === cooked.leftover?.id)).toBeDefined();
    // the planner shows it, cooked, on today
    expect(await todaysPlans()).toEqual([expect.objectContaining({ id: cooked.mealPlan.id, mealType: 'lunch', cookedAt: cooked.mealPlan.cookedAt })]);

    for (const heard of planned) await eventually(() => expect(heard).toEqual([expect.objectContaining({ id: cooked.mealPlan.id, cookedAt: cooked.mealPlan.cookedAt })]));
    for (const heard of leftovers) await eventually(() => expect(heard).toEqual([expect.objectContaining({ id: cooked.leftover?.id, kind: 'leftover' })]));
    for (const heard of updated) await eventually(() => expect(heard.length).toBeGreaterThanOrEqual(2));
    expect(strangerHeard).toEqual([[], [], []]);
    expect(await todaysPlans(stranger)).toEqual([]);
  });

  it("without a meal type, records the hour's meal; without leftovers, saves none", async () => {
    const cooked = answer(await cook.agent.post(`/api/recipes/${recipeId}/cook`).send({ servings: 1 }).expect(200));
    expect(cooked.mealPlan.mealType).toBe(hourMeal(new Date().getHours()));
    expect(cooked.leftover).toBeNull();
  });

  it("answers 404 for another household's recipe and an unknown id, and stores nothing", async () => {
    const before = await items();
    const plansBefore = await todaysPlans(stranger);
    await stranger.agent.get(`/api/recipes/${recipeId}/cook-preview?servings=2`).expect(404);
    expect(json(await stranger.agent.post(`/api/recipes/${recipeId}/cook`).send({ servings: 2 }).expect(404)).message).toBe('Recipe not found');
    await cook.agent.post('/api/recipes/00000000-0000-4000-8000-000000000000/cook').send({ servings: 2 }).expect(404);
    await cook.agent.post('/api/recipes/not-an-id/cook').send({ servings: 2 }).expect(404);
    expect(await items()).toEqual(before);
    expect(await todaysPlans(stranger)).toEqual(plansBefore);
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (body: unknown) => json(await cook.agent.post(`/api/recipes/${recipeId}/cook`).send(body as object).expect(400)).message;
    expect(await bad({})).toMatch(/^servings: /);
    expect(await bad({ servings: 0 })).toBe('servings: must be at least 1');
    expect(await bad({ servings: 2.5 })).toBe('servings: must be a whole number');
    expect(await bad({ servings: 2, mealType: 'brunch' })).toMatch(/^mealType: /);
    expect(await bad({ servings: 2, leftovers: { servings: 0, storageLocationId: fridge } })).toBe('leftovers.servings: must be at least 1');
    expect(await bad({ servings: 2, leftovers: { servings: 1, storageLocationId: 'fridge' } })).toBe('leftovers.storageLocationId: must be a storage location id');
    expect(json(await cook.agent.get(`/api/recipes/${recipeId}/cook-preview?servings=0`).expect(400)).message).toBe('servings: must be at least 1');
    // without servings, the preview is at the recipe's own (4)
    expect(json(await cook.agent.get(`/api/recipes/${recipeId}/cook-preview`).expect(200))).toMatchObject({ recipeId, servings: 4 });
  });

  it('rolls everything back when the leftover cannot be saved: no takes, no meal', async () => {
    const before = await items();
    const plansBefore = await todaysPlans();
    const theirs = await addStorageLocation(stranger, 'Fridge');
    await cook.agent.post(`/api/recipes/${recipeId}/cook`).send({ servings: 2, leftovers: { servings: 1, storageLocationId: theirs } }).expect(404);
    expect(await items()).toEqual(before);
    expect(await todaysPlans()).toEqual(plansBefore);
  });

  it('is answered once for a repeated idempotency key: one meal, one take', async () => {
    const plansBefore = (await todaysPlans()).length;
    const key = '6f1d4c8e-2b7a-4c3e-9d5f-0a1b2c3d4e5f';
    const first = answer(await cook.agent.post(`/api/recipes/${recipeId}/cook`).set('Idempotency-Key', key).send({ servings: 1 }).expect(200));
    const beefAfter = (await items()).find((item) => item.name === 'Ground beef')?.quantity;
    const again = await cook.agent.post(`/api/recipes/${recipeId}/cook`).set('Idempotency-Key', key).send({ servings: 1 }).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(answer(again).mealPlan.id).toBe(first.mealPlan.id);
    expect((await items()).find((item) => item.name === 'Ground beef')?.quantity).toBe(beefAfter);
    expect((await todaysPlans()).length).toBe(plansBefore + 1);
  });
});
