import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { NutritionSummary } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('nutrition summary', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let fridgeId: string;
  const today = todayIn(new Date());

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
    fridgeId = json(await cook.agent.post('/api/storage-locations').send({ name: 'Fridge' }).expect(201)).id as string;
  });
  afterAll(() => testApp.close());

  const summary = async (who: SignedInUser) => (await who.agent.get('/api/nutrition/summary').expect(200)).body as NutritionSummary;

  it('answers 401 when signed out and zeros for a household with no food', async () => {
    await request(server).get('/api/nutrition/summary').expect(401);
    const empty = await summary(cook);
    expect(empty).toMatchObject({
      onHand: { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: 0 },
      expiringThisWeek: 0,
      thisMonth: { used: 0, wasted: 0 },
      savedKilograms: 0,
      macrosByCategory: [],
      items: [],
      preferredUnits: 'imperial',
    });
    expect(empty.wasteByWeek).toHaveLength(8);
  });

  it("sums the household's food with nutrition, counts this month's use and waste, and keeps other households at zero", async () => {
    const search = json(await cook.agent.get('/api/usda/search?query=egg&pageSize=20&dataType=Branded').expect(200));
    const [food] = search.foods as { fdcId: string; description: string; foodCategory: string }[];
    const eggs = json(
      await cook.agent
        .post('/api/food-items')
        .send({ storageLocationId: fridgeId, name: food.description, quantity: '12', unit: 'item', fcdId: food.fdcId, usdaData: food, foodCategory: food.foodCategory })
        .expect(201),
    );
    await cook.agent
      .post('/api/food-items')
      .send({ storageLocationId: fridgeId, name: 'Leftover soup', quantity: '500', unit: 'g', expirationDate: addDays(today, 2) })
      .expect(201);
    const eggPath = `/api/food-items/${String(eggs.id)}`;
    await cook.agent.post(`${eggPath}/consume`).send({ quantity: '4' }).expect(200);
    await cook.agent.post(`${eggPath}/discard`).send({ quantity: '2', reason: 'spoiled' }).expect(200);
    await cook.agent
      .put('/api/user/preferences')
      .send({ storageAreasEnabled: ['Refrigerator'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'metric', dietaryRestrictions: [], allergens: [], foodsToAvoid: [], expirationAlertDays: 3 })
      .expect(200);

    const result = await summary(cook);
    expect(result.preferredUnits).toBe('metric');
    expect(result.onHand.itemsTotal).toBe(2);
    expect(result.onHand.itemsWithNutrition).toBe(1);
    expect(result.onHand.calories).toBeGreaterThan(100);
    expect(result.onHand.protein).toBeGreaterThan(5);
    expect(result.expiringThisWeek).toBeGreaterThanOrEqual(1);
    expect(result.thisMonth).toMatchObject({ used: 1, wasted: 1 });
    expect(result.thisMonth.usedGrams).toBeGreaterThan(0);
    expect(result.savedKilograms).toBeCloseTo((result.thisMonth.usedGrams ?? 0) / 1000, 2);
    expect(result.macrosByCategory).toHaveLength(1);
    expect(result.items).toEqual([expect.objectContaining({ id: eggs.id, name: food.description })]);
    expect(result.items[0].weightInGrams).toBeGreaterThan(0);
    const thisWeek = result.wasteByWeek.at(-1);
    expect(thisWeek).toMatchObject({ used: 1, wasted: 1 });

    const stranger = await signUp(server);
    const theirs = await summary(stranger);
    expect(theirs).toMatchObject({
      onHand: { calories: 0, itemsWithNutrition: 0, itemsTotal: 0 },
      expiringThisWeek: 0,
      thisMonth: { used: 0, wasted: 0 },
      savedKilograms: 0,
      items: [],
    });
    expect(theirs.wasteByWeek.every((w) => w.used === 0 && w.wasted === 0)).toBe(true);
  });
});
