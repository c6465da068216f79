import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type CommonItemsResponse, type CompleteOnboardingBody, type FoodItem, nutritionItem, type NutritionSummary, nutritionSummary } from '@sous/contracts';
import { z } from 'zod';
import { addDays, todayIn } from '@sous/kitchen';
import { weekStartOf } from '../../src/modules/nutrition/queries/get-nutrition-summary/summarize-nutrition.js';
import { type SignedInUser, signUp } from '../support/auth.js';
import { addFood, completeOnboarding, type FoodToAdd } from '../support/factories.js';
import { appSuite } from '../support/test-app.js';

const preferences = (preferredUnits: 'metric' | 'imperial'): CompleteOnboardingBody['preferences'] => ({
  storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Counter'],
  householdSize: 2,
  cookingSkillLevel: 'beginner',
  preferredUnits,
  dietaryRestrictions: [],
  allergens: [],
  foodsToAvoid: [],
  expirationAlertDays: 3,
});

const nutritionItems = z.array(nutritionItem);

describe('nutrition summary', () => {
  const suite = appSuite();
  const today = todayIn(new Date());

  // every answer is checked against the published contract
  const summary = async (who: SignedInUser): Promise<NutritionSummary> =>
    nutritionSummary.parse((await who.agent.get('/api/nutrition/summary').expect(200)).body);
  const onboard = async (who: SignedInUser, units: 'metric' | 'imperial', selectedCommonItems: string[] = []) =>
    completeOnboarding(who, { preferences: preferences(units), customStorageAreas: [], selectedCommonItems });
  const fridgeOf = async (who: SignedInUser) =>
    ((await who.agent.get('/api/storage-locations').expect(200)).body as { id: string; name: string }[]).find((l) => l.name === 'Refrigerator')!.id;

  it('answers 401 when signed out and zeros with full coverage for a household with no food', async () => {
    await request(suite.server).get('/api/nutrition/summary').expect(401);
    const empty = await summary(await signUp(suite.server));
    expect(empty).toMatchObject({
      onHand: { calories: 0, protein: 0, fat: 0, carbohydrate: 0, itemsWithNutrition: 0, itemsTotal: 0, coverage: 1, notCounted: [] },
      expiringThisWeek: 0,
      thisMonth: { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0, weight: { unit: 'oz', used: 0, wasted: 0 }, unweighed: 0 },
      savedKilograms: 0,
      macrosByCategory: [],
      items: [],
      preferredUnits: 'imperial',
    });
    expect(empty.wasteByWeek).toHaveLength(8);
  });

  it("counts at least 95 % of onboarding's common items, even rows that carry no nutrition, and names the rest", async () => {
    const cook = await signUp(suite.server);
    const { categories } = (await cook.agent.get('/api/onboarding/common-items').expect(200)).body as CommonItemsResponse;
    const names = Object.values(categories)
      .flat()
      .map((item) => item.displayName);
    expect(names.length).toBeGreaterThanOrEqual(85);
    await onboard(cook, 'metric', names);
    // rows older than food identity (or whose add found no food data) hold no nutrients or weight
    await suite.testApp.app
      .get(SqlEntityManager)
      .fork()
      .execute('update food_items set nutrition = null, usda_data = null, fcd_id = null, weight_in_grams = null where household_id = ?', [cook.user.householdId]);
    const items = (await cook.agent.get('/api/food-items').expect(200)).body as FoodItem[];

    const result = await summary(cook);
    expect(result.onHand.itemsTotal).toBe(items.length);
    expect(result.onHand.itemsWithNutrition / result.onHand.itemsTotal).toBeGreaterThanOrEqual(0.95);
    expect(result.onHand.coverage).toBeCloseTo(result.onHand.itemsWithNutrition / result.onHand.itemsTotal, 3);
    expect(result.onHand.itemsWithNutrition + result.onHand.notCounted.length).toBe(items.length);
    for (const missing of result.onHand.notCounted) expect(items.map((i) => i.name)).toContain(missing.name);
    // the whole per-item table: the summary carries its first page (issue 18)
    const table = nutritionItems.parse((await cook.agent.get('/api/nutrition/items?limit=200').expect(200)).body);
    expect(result.itemCount).toBe(table.length);
    expect(result.items).toEqual(table.slice(0, 50));
    const byName = (name: RegExp) => table.find((item) => name.test(item.name));
    // a dozen eggs at ~50 g; a gallon of milk through its density; a pound of butter exactly
    expect(byName(/^eggs?$/i)?.weightInGrams).toBeCloseTo(600, -1);
    expect(byName(/^milk$/i)?.weightInGrams).toBeGreaterThan(3800);
    expect(byName(/^butter$/i)).toMatchObject({ weightInGrams: 453.6 });
    expect(byName(/^butter$/i)?.calories).toBeGreaterThan(3000);
    // a can, a head and a loaf weigh something too
    expect(byName(/^canned black beans?$/i)?.weightInGrams ?? byName(/^black beans?$/i)?.weightInGrams).toBeGreaterThan(0);
    expect(byName(/^bread$/i)?.weightInGrams).toBeGreaterThan(0);
    expect(result.onHand.calories).toBeGreaterThan(50_000);
    expect(result.macrosByCategory.length).toBeGreaterThan(5);
  });

  it('shows used and thrown away in one weight unit by the preferred units, and keeps other households out', async () => {
    const cook = await signUp(suite.server);
    await onboard(cook, 'imperial');
    const fridgeId = await fridgeOf(cook);
    const add = async (food: FoodToAdd) => (await addFood(cook, fridgeId, food)).id;
    const chicken = await add({ name: 'Chicken breast', quantity: '2', unit: 'lb' });
    const eggs = await add({ name: 'Eggs', quantity: '12', unit: 'item' });
    const soup = await add({ name: 'Zqxj surprise', quantity: '1', unit: 'package', expirationDate: addDays(today, 2) });
    await cook.agent.post(`/api/food-items/${chicken}/consume`).send({ quantity: '1' }).expect(200);
    await cook.agent.post(`/api/food-items/${eggs}/discard`).send({ quantity: '3', reason: 'spoiled' }).expect(200);
    await cook.agent.post(`/api/food-items/${eggs}/consume`).send({ quantity: '6' }).expect(200);

    const stranger = await signUp(suite.server);
    await onboard(stranger, 'metric');
    // another household's item is not found, and its summary holds none of this one's food
    await stranger.agent.post(`/api/food-items/${chicken}/consume`).send({ quantity: '1' }).expect(404);
    await stranger.agent.post(`/api/food-items/${soup}/discard`).send({ quantity: '1', reason: 'spoiled' }).expect(404);

    const result = await summary(cook);
    expect(result.preferredUnits).toBe('imperial');
    // 1 lb of chicken and 6 eggs (300 g) used, 3 eggs (150 g) thrown away: one unit, pounds
    expect(result.thisMonth).toMatchObject({ used: 2, wasted: 1, unweighed: 0 });
    expect(result.thisMonth.usedGrams).toBeCloseTo(453.6 + 300, 0);
    expect(result.thisMonth.wastedGrams).toBeCloseTo(150, 0);
    expect(result.thisMonth.weight).toEqual({ unit: 'lb', used: 1.66, wasted: 0.33 });
    expect(result.wasteByWeek.at(-1)).toMatchObject({ used: 2, wasted: 1 });
    expect(result.wasteByWeek.at(-1)!.usedGrams).toBeCloseTo(753.6, 0);
    expect(result.onHand).toMatchObject({ itemsTotal: 3, itemsWithNutrition: 2 });
    expect(result.onHand.notCounted).toEqual([{ id: soup, name: 'Zqxj surprise', reason: expect.any(String) as unknown }]);
    expect(result.expiringThisWeek).toBeGreaterThanOrEqual(1);

    const theirs = await summary(stranger);
    expect(theirs).toMatchObject({
      onHand: { calories: 0, itemsWithNutrition: 0, itemsTotal: 0, notCounted: [] },
      thisMonth: { used: 0, wasted: 0, usedGrams: 0, wastedGrams: 0, weight: { unit: 'g', used: 0, wasted: 0 } },
      savedKilograms: 0,
      items: [],
      preferredUnits: 'metric',
    });
    expect(theirs.wasteByWeek.every((w) => w.used === 0 && w.wasted === 0 && w.usedGrams === 0)).toBe(true);

    // a metric cook reads the same household's figures in grams
    await cook.agent.put('/api/user/preferences').send({ ...preferences('metric'), storageAreasEnabled: ['Refrigerator'] }).expect(200);
    expect((await summary(cook)).thisMonth.weight).toEqual({ unit: 'g', used: 754, wasted: 150 });
  });

  it('counts thousands of events alike, each on the day it happened in the server’s time zone (issue 18)', async () => {
    const cook = await signUp(suite.server);
    await onboard(cook, 'metric');
    const fridgeId = await fridgeOf(cook);
    const eggs = (await addFood(cook, fridgeId, { name: 'Eggs', quantity: '12', unit: 'item' })).id;
    await cook.agent.post(`/api/food-items/${eggs}/consume`).send({ quantity: '1' }).expect(200);
    // the week's first instant here, and events a few seconds either side of it: the database
    // groups them by quarter hour, which must not move one across the local midnight
    const [year, month, day] = weekStartOf(today).split('-').map(Number);
    const midnight = new Date(year, month - 1, day).getTime();
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    const copy = (at: number, times: number) =>
      em.execute(
        `insert into food_item_events (household_id, user_id, food_item_id, food_name, food_category, kind, quantity, unit, reason, occurred_at)
         select household_id, user_id, food_item_id, food_name, food_category, kind, quantity, unit, reason, ?::timestamptz
           from (select * from food_item_events where food_item_id = ? order by occurred_at desc limit 1) e cross join generate_series(1, ?)`,
        [new Date(at).toISOString(), eggs, times],
      );
    await copy(midnight - 20_000, 1500);
    await copy(midnight + 20_000, 700);
    const result = await summary(cook);
    // the consume itself happened now, in this week
    expect(result.wasteByWeek.at(-1)).toMatchObject({ used: 701, wasted: 0 });
    expect(result.wasteByWeek.at(-2)).toMatchObject({ used: 1500, wasted: 0 });
    expect(result.wasteByWeek.at(-1)!.usedGrams).toBeCloseTo(701 * 50, 0);
  });
});
