import type { FoodResult, FoodSearchResponse } from '@sous/contracts';
import request from 'supertest';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Search and food details offline: the embedded USDA SR Legacy database only (no keys configured). */
describe('food search (embedded database)', () => {
  let testApp: TestApp;
  let cook: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    cook = await signUp(testApp.app.getHttpServer());
  });
  afterAll(() => testApp.close());

  const search = async (query: string, extra: Record<string, string | number> = {}) => {
    const res = await cook.agent.get('/api/usda/search').query({ query, pageSize: 20, dataType: 'Branded', ...extra }).expect(200);
    return res.body as FoodSearchResponse;
  };
  const descriptions = (foods: FoodResult[]) => foods.map((f) => f.description);

  it('answers signed-out callers 401', async () => {
    const server = testApp.app.getHttpServer();
    await request(server).get('/api/usda/search?query=milk').expect(401);
    await request(server).get('/api/usda/foods/sr:01123').expect(401);
  });

  it('ranks fluid milk first for "milk", whole milk at the top', async () => {
    const { foods, totalHits } = await search('milk');
    expect(totalHits).toBeGreaterThan(100);
    expect(foods).toHaveLength(20);
    expect(foods[0].description).toBe('Milk, whole, 3.25% milkfat, with added vitamin D');
    // the fluid milks come before powders, cans, shakes and other foods with milk in them
    for (const food of foods.slice(0, 4)) expect(food.description).toMatch(/^Milk, /);
    const firstDry = foods.findIndex((f) => /\b(dry|canned|shakes?)\b/i.test(f.description));
    expect(firstDry === -1 || firstDry > 3).toBe(true);
  });

  it('ranks whole eggs before bagels and egg noodles for "egg"', async () => {
    const { foods } = await search('egg', { pageSize: 50 });
    expect(foods[0]).toMatchObject({ fdcId: 'sr:01123', description: 'Egg, whole, raw, fresh' });
    const names = descriptions(foods);
    const lastEgg = names.findLastIndex((d) => /^Egg, /.test(d));
    for (const other of names.filter((d) => /^(Bagels|Noodles), egg/.test(d))) {
      expect(names.indexOf(other)).toBeGreaterThan(lastEgg);
    }
  });

  it('ranks chicken breast (raw or cooked) first for "chicken breast"', async () => {
    const { foods } = await search('chicken breast');
    expect(foods[0].description).toMatch(/^Chicken, broilers? or fryers, breast, .*\b(raw|roasted)\b/);
    expect(foods[1].description).toMatch(/^Chicken, broilers? or fryers, breast/);
    for (const food of foods) expect(food.description.toLowerCase()).toContain('breast');
  });

  it('still finds chicken when it is misspelt "chiken"', async () => {
    const { foods, totalHits } = await search('chiken');
    expect(totalHits).toBeGreaterThan(50);
    for (const food of foods.slice(0, 5)) expect(food.description).toMatch(/^Chicken, /);
  });

  it('answers the nutrition database food result with nutrients and household weights', async () => {
    const { foods } = await search('egg');
    expect(foods[0]).toEqual({
      fdcId: 'sr:01123',
      description: 'Egg, whole, raw, fresh',
      brandOwner: null,
      foodCategory: 'Dairy and Egg Products',
      gtinUpc: null,
      dataType: 'SR Legacy',
      source: 'embedded',
      nutrients: expect.objectContaining({ energyKcal: 143, protein: 12.56, totalFat: 9.51, sodium: 142, calcium: 56 }) as unknown,
      householdWeights: [
        { description: '1 large', grams: 50 },
        { description: '1 extra large', grams: 56 },
      ],
    });
  });

  it('pages: size 50 by default, page 2 continues page 1', async () => {
    const first = (await cook.agent.get('/api/usda/search').query({ query: 'cheese' }).expect(200)).body as FoodSearchResponse;
    expect(first.foods).toHaveLength(50);
    expect(first.currentPage).toBe(1);
    const page1 = await search('cheese', { pageSize: 10, pageNumber: 1 });
    const page2 = await search('cheese', { pageSize: 10, pageNumber: 2 });
    expect(page2.currentPage).toBe(2);
    expect(page2.totalHits).toBe(page1.totalHits);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalHits / 10));
    expect(descriptions(page1.foods.concat(page2.foods))).toEqual(descriptions(first.foods.slice(0, 20)));
  });

  it('answers no foods for a query nothing resembles', async () => {
    expect(await search('qqxzzv')).toMatchObject({ foods: [], totalHits: 0 });
  });

  it.each([
    [{}, 'query: Required'],
    [{ query: 'a' }, 'query: must be at least 2 characters'],
    [{ query: '   ' }, 'query: must be at least 2 characters'],
    [{ query: 'milk', pageSize: 0 }, 'pageSize: must be at least 1'],
    [{ query: 'milk', pageSize: 'many' }, 'pageSize: must be a number'],
    [{ query: 'milk', pageNumber: -1 }, 'pageNumber: must be at least 1'],
    [{ query: 'milk', dataType: 'Groceries' }, 'dataType: must be one or more of Branded, Foundation, Survey (FNDDS), SR Legacy, Experimental'],
  ])('refuses %p with 400 naming the field', async (query, message) => {
    const res = await cook.agent.get('/api/usda/search').query(query).expect(400);
    expect(json(res).message).toBe(message);
  });

  it('accepts FoodData Central data types, comma-separated', async () => {
    const { foods } = await search('rice', { dataType: 'Foundation,SR Legacy' });
    expect(foods[0].description).toBe('Rice, white, long-grain, regular, raw, enriched');
  });

  it('answers one food by its id, with nutrients and household weights', async () => {
    const res = await cook.agent.get('/api/usda/foods/sr:01077').expect(200);
    expect(res.body).toMatchObject({
      fdcId: 'sr:01077',
      description: 'Milk, whole, 3.25% milkfat, with added vitamin D',
      foodCategory: 'Dairy and Egg Products',
      dataType: 'SR Legacy',
      nutrients: { energyKcal: 61 },
      householdWeights: [{ description: '1 cup', grams: 244 }, { description: '1 fl oz', grams: 30.5 }],
    });
  });

  it('answers 404 for an unknown food and 400 for a malformed id', async () => {
    expect(json(await cook.agent.get('/api/usda/foods/sr:99999').expect(404)).message).toBe('Food not found');
    expect(json(await cook.agent.get('/api/usda/foods/12345').expect(404)).message).toBe('Food not found');
    expect(json(await cook.agent.get('/api/usda/foods/banana').expect(400)).message).toBe(
      'fdcId: must be a food id such as sr:01123 or 2345678',
    );
  });
});
