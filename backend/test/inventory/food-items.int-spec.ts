import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation, type FoodToAdd } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

describe('food items', () => {
  const suite = liveSuite();
  let cook: SignedInUser;
  let fridgeId: string;
  let pantryId: string;
  const today = todayIn(new Date());

  // a household per test: adds merge into lots of the same food, so one test's items would change another's
  beforeEach(async () => {
    cook = await signUp(suite.server);
    fridgeId = await addStorageLocation(cook, 'Fridge', 'refrigerator');
    pantryId = await addStorageLocation(cook, 'Pantry');
  });

  const add = (body: Record<string, unknown>, who = cook) => who.agent.post('/api/food-items').send({ storageLocationId: fridgeId, ...body });

  it('adds an item with the spec defaults: quantity 1, unit item, its name as typed linked to its food, expiry from the shelf-life table', async () => {
    const res = await add({ name: 'Whole milk', foodCategory: 'Dairy and Egg Products' }).expect(201);
    expect(json(res)).toMatchObject({
      name: 'Whole milk',
      foodName: 'Milk',
      foodKey: 'milk',
      quantity: '1',
      unit: 'item',
      storageLocationId: fridgeId,
      expirationDate: addDays(today, shelfLifeDaysFor('Milk', 'Refrigerator', 'Dairy and Egg Products')),
      foodCategory: 'Dairy and Egg Products',
      version: 1,
      notificationDismissed: false,
      userId: cook.user.id,
      householdId: cook.user.householdId,
    });
    const plain = await add({ name: 'Mystery jar', expirationDate: '' }).expect(201);
    expect(json(plain).expirationDate).toBe(addDays(today, 7));
  });

  it('stores nutrition and weight from a food picked in the food database', async () => {
    const search = json(await cook.agent.get('/api/usda/search?query=egg&pageSize=20&dataType=Branded').expect(200));
    const [food] = search.foods as { fdcId: string; description: string; foodCategory: string }[];
    const added = json(
      await add({ name: food.description, quantity: '12', unit: 'item', fcdId: food.fdcId, usdaData: food, foodCategory: food.foodCategory }).expect(201),
    );
    expect(added.fcdId).toBe(food.fdcId);
    expect(added.weightInGrams).toBeGreaterThan(300);
    const nutrition = JSON.parse(added.nutrition as string) as { per100g: Record<string, number>; perItem: Record<string, number> | null };
    expect(nutrition.per100g.energyKcal).toBeGreaterThan(100);
    expect(nutrition.perItem?.energyKcal).toBeGreaterThan(50);
  });

  it.each([
    [{ name: '' }, /^name: /],
    [{ name: 'Eggs', quantity: '-2' }, /^quantity: /],
    [{ name: 'Eggs', quantity: '0' }, /^quantity: must be more than 0$/],
    [{ name: 'Eggs', storageLocationId: 'nope' }, /^storageLocationId: /],
    [{ name: 'Eggs', expirationDate: '2024-13-45x' }, /^expirationDate: /],
    [{ name: 'Eggs', expirationDate: '2020-01-01' }, /^expirationDate: must be today or later$/],
  ])('refuses %j with 400 naming the field and stores nothing', async (body, message) => {
    const before = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as unknown[];
    const res = await add(body).expect(400);
    expect(json(res).message).toMatch(message);
    const after = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it("keeps households apart: another household's ids answer 404 and their lists stay empty", async () => {
    const item = json(await add({ name: 'Private cheese' }).expect(201));
    const stranger = await signUp(suite.server);
    await stranger.agent.get(`/api/food-items/${String(item.id)}`).expect(404);
    await stranger.agent.patch(`/api/food-items/${String(item.id)}`).send({ version: 1, name: 'Mine now' }).expect(404);
    await stranger.agent.delete(`/api/food-items/${String(item.id)}`).expect(404);
    await stranger.agent.post(`/api/food-items/${String(item.id)}/consume`).send({ quantity: '1' }).expect(404);
    await stranger.agent.post('/api/food-items').send({ name: 'Sneaky', storageLocationId: fridgeId }).expect(404);
    expect(json(await stranger.agent.get('/api/food-items').expect(200))).toEqual([]);
    await stranger.agent.get('/api/food-items/not-a-uuid').expect(404);
    await request(suite.server).get('/api/food-items').expect(401);
  });

  it('updates with the current version and refuses a stale one with 409', async () => {
    const item = json(await add({ name: 'Carrots', quantity: '6', unit: 'item' }).expect(201));
    const path = `/api/food-items/${String(item.id)}`;
    const first = json(await cook.agent.patch(path).send({ version: 1, quantity: '5', storageLocationId: pantryId }).expect(200));
    expect(first).toMatchObject({ quantity: '5', storageLocationId: pantryId, version: 2 });
    const stale = await cook.agent.patch(path).send({ version: 1, quantity: '4' }).expect(409);
    expect(json(stale).message).toMatch(/changed on another device/);
    expect(json(await cook.agent.get(path).expect(200)).quantity).toBe('5');
    await cook.agent.patch(path).send({ quantity: '4' }).expect(400);
  });

  it('consumes and discards: reduces the quantity, removes the item at zero and records what happened', async () => {
    const eater = await signUp(suite.server);
    const shelf = await addStorageLocation(eater, 'Fridge');
    const item = await addFood(eater, shelf, { name: 'Eggs', quantity: '12', unit: 'item' });
    const path = `/api/food-items/${String(item.id)}`;
    const used = json(await eater.agent.post(`${path}/consume`).send({ quantity: '3' }).expect(200));
    expect(used).toMatchObject({ taken: '3', unit: 'item', item: { quantity: '9', version: 2 } });
    const wasted = json(await eater.agent.post(`${path}/discard`).send({ quantity: 2.5, reason: 'spoiled' }).expect(200));
    expect(wasted).toMatchObject({ taken: '2.5', item: { quantity: '6.5' } });
    const rest = json(await eater.agent.post(`${path}/consume`).send({ quantity: '100' }).expect(200));
    expect(rest).toEqual({ item: null, taken: '6.5', unit: 'item', undo: { token: expect.any(String) as unknown, expiresAt: expect.any(String) as unknown } });
    await eater.agent.get(path).expect(404);
    await eater.agent.post(`${path}/discard`).send({ quantity: 'lots' }).expect(400);
  });

  it("sends every change to the household's devices and nothing to another household", async () => {
    const stranger = await signUp(suite.server);
    // two devices of the household (the first one only connected) and one of another household
    const [, deviceB, other] = await suite.connect(cook, cook, stranger);
    const created = record(deviceB, 'food-item:created');
    const updated = record(deviceB, 'food-item:updated');
    const deleted = record(deviceB, 'food-item:deleted');
    const otherGot = [record(other, 'food-item:created'), record(other, 'food-item:updated'), record(other, 'food-item:deleted')];

    const { merge, ...item } = json(await add({ name: 'Spinach', foodCategory: 'Vegetables and Vegetable Products' }).expect(201));
    expect(merge).toMatchObject({ outcome: 'created' });
    await cook.agent.patch(`/api/food-items/${String(item.id)}`).send({ version: 1, quantity: '2' }).expect(200);
    await cook.agent.delete(`/api/food-items/${String(item.id)}`).expect(204);
    // a marker in the other household: once it has arrived, anything for us would have too
    const marker = json(await stranger.agent.post('/api/storage-locations').send({ name: 'Cellar' }).expect(201));

    await eventually(() => {
      expect(created).toEqual([item]);
      expect(updated).toEqual([expect.objectContaining({ id: item.id, quantity: '2', version: 2 })]);
      expect(deleted).toEqual([{ id: item.id }]);
    });
    expect(marker.name).toBe('Cellar');
    expect(otherGot.flat()).toEqual([]);
  });

  it('filters by location, category, expiry window and name, soonest expiry first', async () => {
    const owner = await signUp(suite.server);
    const shelf = await addStorageLocation(owner, 'Shelf');
    const put = (food: FoodToAdd) => addFood(owner, shelf, food);
    await put({ name: 'Yogurt', expirationDate: addDays(today, 2), foodCategory: 'Dairy and Egg Products' });
    await put({ name: 'Rice', expirationDate: addDays(today, 200), foodCategory: 'Cereal Grains and Pasta' });
    await put({ name: 'Butter', expirationDate: addDays(today, 1), foodCategory: 'Dairy and Egg Products' });
    await put({ name: 'Odd thing', expirationDate: addDays(today, 30) });
    const names = async (query: string) =>
      (json(await owner.agent.get(`/api/food-items${query}`).expect(200)) as unknown as { name: string }[]).map((i) => i.name);
    expect(await names('')).toEqual(['Butter', 'Yogurt', 'Odd thing', 'Rice']);
    expect(await names('?category=dairy%20and%20egg%20products')).toEqual(['Butter', 'Yogurt']);
    expect(await names('?category=Uncategorized')).toEqual(['Odd thing']);
    expect(await names('?expiringWithinDays=3')).toEqual(['Butter', 'Yogurt']);
    expect(await names('?q=ric')).toEqual(['Rice']);
    expect(await names(`?storageLocationId=${randomUUID()}`)).toEqual([]);
    await owner.agent.get('/api/food-items?expiringWithinDays=soon').expect(400);
  });
});
