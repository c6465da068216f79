import type { CookMealResponse, FoodItem, MealPlan } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation, household, planMeal } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';
import { insertRecipe } from './planning-fixtures.js';

const answer = (res: { body: unknown }) => res.body as CookMealResponse;

describe('leftovers (issue 21)', () => {
  const suite = liveSuite();
  let cook: SignedInUser;
  let stranger: SignedInUser;
  let fridge: string;
  let freezer: string;
  let recipeId: string;

  // a kitchen per test: a test that cooks takes stock and adds meals and leftovers the next would see
  beforeEach(async () => {
    ({ cook, locations: { Refrigerator: fridge, Freezer: freezer } } = await household(suite.server, ['Refrigerator', 'Freezer']));
    stranger = await signUp(suite.server);
    recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, { title: 'Lasagna', servings: 4, ingredients: ['1 lb ground beef', '2 cups ricotta'] });
    await addFood(cook, fridge, { name: 'Ground beef', quantity: '2', unit: 'lb' });
  });


  it('cooks with leftovers: one transaction, a lot of its own in servings, dated by the cooked-food shelf life, heard by the household only', async () => {
    const [phone, laptop, other] = await suite.connect(cook, cook, stranger);
    const created = [record(phone, 'food-item:created'), record(laptop, 'food-item:created')];
    const strangerHeard = record(other, 'food-item:created');
    const planned = await planMeal(cook, { recipeId, date: '2026-12-05', servings: 4 });
    const cooked = answer(await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).send({ leftovers: { servings: 2, storageLocationId: fridge } }).expect(200));
    const today = todayIn(new Date());
    expect(cooked.leftover).toMatchObject({
      kind: 'leftover',
      recipeId,
      name: 'Leftover Lasagna',
      quantity: '2',
      unit: 'servings',
      foodCategory: 'Leftovers',
      storageLocationId: fridge,
      expirationDate: addDays(today, 3),
    });
    for (const heard of created) await eventually(() => expect(heard).toEqual([expect.objectContaining({ id: cooked.leftover?.id, kind: 'leftover' })]));
    expect(strangerHeard).toEqual([]);

    // a second cooking is a second lot, even on the same day in the same place
    const again = await planMeal(cook, { recipeId, date: '2026-12-06', servings: 4 });
    const second = answer(await cook.agent.post(`/api/meal-plans/${again.id}/cook`).send({ leftovers: { servings: 3, storageLocationId: freezer } }).expect(200));
    expect(second.leftover).toMatchObject({ quantity: '3', storageLocationId: freezer, expirationDate: addDays(today, 60) });
    const items = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
    expect(items.filter((item) => item.kind === 'leftover').map((item) => item.quantity).sort()).toEqual(['2', '3']);
    // the expiry ticker lists the fridge leftover (3 days)
    const ticker = json(await cook.agent.get('/api/notifications/expiration').expect(200));
    expect(JSON.stringify(ticker)).toContain(cooked.leftover?.id);
  });

  it('refuses bad leftovers naming the field, and writes nothing', async () => {
    const planned = await planMeal(cook, { recipeId, date: '2026-12-07', servings: 2 });
    const bad = async (leftovers: unknown) => json(await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).send({ leftovers }).expect(400)).message;
    expect(await bad({ servings: 0, storageLocationId: fridge })).toBe('leftovers.servings: must be at least 1');
    expect(await bad({ servings: 1.5, storageLocationId: fridge })).toBe('leftovers.servings: must be a whole number');
    expect(await bad({ servings: 2, storageLocationId: 'fridge' })).toBe('leftovers.storageLocationId: must be a storage location id');
    // another household's place: unknown, and the cooking rolled back
    const theirs = await addStorageLocation(stranger, 'Fridge');
    await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).send({ leftovers: { servings: 1, storageLocationId: theirs } }).expect(404);
    const after = (json(await cook.agent.get('/api/meal-plans?from=2026-12-07&to=2026-12-07').expect(200)) as unknown as MealPlan[])[0];
    expect(after.cookedAt).toBeNull();
  });

  it('plans a leftover into a later slot: nothing asked of the ingredients, Cook eats the servings, the household sees it go', async () => {
    const planned = await planMeal(cook, { recipeId, date: '2026-12-08', servings: 4 });
    const { leftover } = answer(await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).send({ leftovers: { servings: 2, storageLocationId: fridge } }).expect(200));
    const leftoverId = leftover?.id as string;

    // another household can neither plan nor see it
    const theirRecipe = await insertRecipe(suite.testApp.app, stranger.user.householdId, { title: 'Lasagna', servings: 4, ingredients: ['1 lb beef'] });
    await stranger.agent.post('/api/meal-plans').send({ recipeId: theirRecipe, date: '2026-12-09', leftoverItemId: leftoverId }).expect(404);
    const badId = json(await cook.agent.post('/api/meal-plans').send({ recipeId, date: '2026-12-09', leftoverItemId: 'x' }).expect(400)).message;
    expect(badId).toBe('leftoverItemId: must be a leftover id');
    const otherRecipe = await insertRecipe(suite.testApp.app, cook.user.householdId, { title: 'Soup', servings: 2, ingredients: ['1 onion'] });
    const wrong = json(await cook.agent.post('/api/meal-plans').send({ recipeId: otherRecipe, date: '2026-12-09', leftoverItemId: leftoverId }).expect(400)).message;
    expect(wrong).toBe('leftoverItemId: must be a leftover of this recipe');

    const slot = await planMeal(cook, { recipeId, date: '2026-12-09', mealType: 'lunch', servings: 2, leftoverItemId: leftoverId });
    expect(slot.leftover).toMatchObject({ id: leftoverId, name: 'Leftover Lasagna', quantity: '2', unit: 'servings' });
    expect(slot.recipe.availableCount).toBe(slot.recipe.ingredientCount);
    const preview = answer(await cook.agent.get(`/api/meal-plans/${slot.id}/cook-preview`).expect(200));
    expect(preview.used).toEqual([{ ingredient: 'Leftover Lasagna', foodItemName: 'Leftover Lasagna', quantity: '2', unit: 'servings', amount: '2 servings of Leftover Lasagna' }]);
    expect(preview.lacking).toEqual([]);
    await stranger.agent.get(`/api/meal-plans/${slot.id}/cook-preview`).expect(404);
    await stranger.agent.post(`/api/meal-plans/${slot.id}/cook`).expect(404);
    expect(json(await cook.agent.post(`/api/meal-plans/${slot.id}/cook`).send({ leftovers: { servings: 1, storageLocationId: fridge } }).expect(400)).message).toMatch(/^leftovers: /);

    const [phone, laptop, other] = await suite.connect(cook, cook, stranger);
    const deleted = [record(phone, 'food-item:deleted'), record(laptop, 'food-item:deleted')];
    const strangerHeard = record(other, 'food-item:deleted');
    const beefBefore = (json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[]).find((item) => item.name === 'Ground beef');
    const cooked = answer(await cook.agent.post(`/api/meal-plans/${slot.id}/cook`).expect(200));
    expect(cooked.used).toEqual(preview.used);
    for (const heard of deleted) await eventually(() => expect(heard).toEqual([{ id: leftoverId }]));
    expect(strangerHeard).toEqual([]);
    const items = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];
    expect(items.find((item) => item.id === leftoverId)).toBeUndefined();
    // the recipe's ingredients were left alone
    expect(items.find((item) => item.name === 'Ground beef')?.quantity).toBe(beefBefore?.quantity);
  });

  it('moved to the freezer, a leftover is dated by the frozen leftovers rule; renamed, it stays on its dish card', async () => {
    const planned = await planMeal(cook, { recipeId, date: '2026-12-10', servings: 2 });
    const { leftover } = answer(await cook.agent.post(`/api/meal-plans/${planned.id}/cook`).send({ leftovers: { servings: 1, storageLocationId: fridge } }).expect(200));
    const moved = json(await cook.agent.patch(`/api/food-items/${leftover?.id}`).send({ version: leftover?.version, storageLocationId: freezer }).expect(200));
    expect(moved).toMatchObject({ storageLocationId: freezer, expirationDate: addDays(todayIn(new Date()), 60) });
    const renamed = json(await cook.agent.patch(`/api/food-items/${leftover?.id}`).send({ version: moved.version, name: 'Milk' }).expect(200));
    expect(renamed).toMatchObject({ name: 'Milk', kind: 'leftover', foodKey: `leftover:${recipeId}` });
  });

  it('a leftover never becomes a food an add resolves to', async () => {
    const added = json(await cook.agent.post('/api/food-items').send({ storageLocationId: fridge, name: 'Lasagna', quantity: '1', unit: 'item' }).expect(201));
    expect(added).toMatchObject({ kind: 'food', recipeId: null });
    expect(added.foodKey).not.toMatch(/^leftover:/);
  });
});
