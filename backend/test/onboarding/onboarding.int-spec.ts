import request from 'supertest';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CommonItemsResponse, CompleteOnboardingBody, FoodItem, StorageLocation } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, signUp } from '../support/auth.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

const preferences = {
  storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Counter'],
  householdSize: 3,
  cookingSkillLevel: 'intermediate',
  preferredUnits: 'metric',
  dietaryRestrictions: ['Vegetarian'],
  allergens: ['Peanuts', 'Sesame'],
  foodsToAvoid: ['cilantro'],
  expirationAlertDays: 5,
} satisfies CompleteOnboardingBody['preferences'];

describe('onboarding', () => {
  const suite = liveSuite();

  const db = () => suite.testApp.app.get(SqlEntityManager).fork();
  const rowsOf = async (householdId: string) => {
    const em = db();
    const locations = await em.execute<{ name: string; icon: string }[]>(
      'select name, icon from storage_locations where household_id = ? order by sort_order',
      [householdId],
    );
    const items = await em.execute<{ name: string }[]>('select name from food_items where household_id = ?', [householdId]);
    return { locations, items };
  };

  it('offers at least 60 common items grouped by category, each with its defaults', async () => {
    const { agent } = await signUp(suite.server);
    const res = await agent.get('/api/onboarding/common-items').expect(200);
    const { categories } = res.body as CommonItemsResponse;
    const all = Object.values(categories).flat();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(categories)).toEqual(expect.arrayContaining(['Fruits', 'Vegetables', 'Dairy', 'Meat', 'Seafood', 'Grains', 'Frozen']));
    expect(categories.Dairy).toContainEqual({
      displayName: 'Milk',
      category: 'Dairy',
      foodCategory: 'Dairy and Egg Products',
      storage: 'Refrigerator',
      quantity: '1',
      unit: 'gallon',
      expirationDays: 7,
    });
    for (const item of all) {
      expect(['Refrigerator', 'Freezer', 'Pantry', 'Counter']).toContain(item.storage);
      expect(item.expirationDays).toBeGreaterThan(0);
    }
    await request(suite.server).get('/api/onboarding/common-items').expect(401);
  });

  it('saves the preferences, creates the areas and the selected items, and tells the household', async () => {
    const { agent, cookie, user } = await signUp(suite.server);
    const [socket] = await suite.connect({ cookie });
    const locationEvents = record(socket, 'storage-location:created');
    const itemEvents = record(socket, 'food-item:created');

    const body: CompleteOnboardingBody = {
      preferences: { ...preferences, storageAreasEnabled: [...preferences.storageAreasEnabled, 'Wine Cellar'] },
      customStorageAreas: ['Wine Cellar', 'Garage'],
      selectedCommonItems: ['Milk', 'Frozen Peas', 'rice', 'Bananas', 'Unicorn Steak'],
    };
    const res = await agent.post('/api/onboarding/complete').send(body).expect(200);
    expect(res.body).toEqual({ foodItemsCreated: 4, failedItems: ['Unicorn Steak'], createdStorageLocations: 6 });

    const { locations } = await rowsOf(user.householdId);
    expect(locations).toEqual([
      { name: 'Refrigerator', icon: 'refrigerator' },
      { name: 'Freezer', icon: 'snowflake' },
      { name: 'Pantry', icon: 'pizza' },
      { name: 'Counter', icon: 'utensils-crossed' },
      { name: 'Wine Cellar', icon: 'utensils-crossed' },
      { name: 'Garage', icon: 'utensils-crossed' },
    ]);

    const restLocations = (await agent.get('/api/storage-locations').expect(200)).body as StorageLocation[];
    const restItems = (await agent.get('/api/food-items').expect(200)).body as FoodItem[];
    const locationId = (name: string) => restLocations.find((l) => l.name === name)?.id;
    const today = todayIn(new Date());
    const listed = Object.values(((await agent.get('/api/onboarding/common-items').expect(200)).body as CommonItemsResponse).categories).flat();
    const listedDays = (name: string) => listed.find((item) => item.displayName === name)?.expirationDays ?? Number.NaN;
    const milk = restItems.find((i) => i.name === 'Milk');
    expect(milk).toMatchObject({
      quantity: '1',
      unit: 'gallon',
      storageLocationId: locationId('Refrigerator'),
      // in its own area, the shelf life the onboarding list showed beside it (issue 29)
      expirationDate: addDays(today, listedDays('Milk')),
      foodCategory: 'Dairy and Egg Products',
      userId: user.id,
      householdId: user.householdId,
      notificationDismissed: false,
    });
    // the list's name in sentence case, as picked
    const peas = restItems.find((i) => i.name === 'Frozen peas');
    expect(peas).toMatchObject({ storageLocationId: locationId('Freezer'), expirationDate: addDays(today, listedDays('Frozen Peas')) });
    expect(restItems.find((i) => i.name === 'Rice')).toMatchObject({ storageLocationId: locationId('Pantry'), quantity: '2', unit: 'lb' });
    expect(restItems.find((i) => i.name === 'Bananas')).toMatchObject({ storageLocationId: locationId('Counter') });

    // every device of the household hears of each new row, exactly as the REST reads show it
    await eventually(() => {
      expect(locationEvents).toHaveLength(6);
      expect(itemEvents).toHaveLength(4);
    });
    for (const item of restItems) expect(itemEvents).toContainEqual(item);
    for (const location of locationEvents) {
      expect(location).toMatchObject({ id: locationId(location.name), icon: expect.any(String) as unknown });
    }

    // the dialog's milk without a date gets the same date, so it is more of the same lot
    const typed = json(await agent.post('/api/food-items').send({ name: 'milk', quantity: '1', unit: 'gallon', storageLocationId: locationId('Refrigerator') }).expect(201));
    expect(typed).toMatchObject({ id: milk?.id, quantity: '2', expirationDate: milk?.expirationDate, merge: { outcome: 'merged', lots: 1 } });

    const prefs = await agent.get('/api/user/preferences').expect(200);
    expect(prefs.body).toEqual({
      ...preferences,
      storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Counter', 'Wine Cellar', 'Garage'],
      hasCompletedOnboarding: true,
      currency: 'USD',
    });
    expect(json(await agent.get('/api/auth/user').expect(200)).hasCompletedOnboarding).toBe(true);
  });

  it('does not duplicate storage locations when run twice, whatever the case of the names', async () => {
    const { agent, user } = await signUp(suite.server);
    const first = await agent
      .post('/api/onboarding/complete')
      .send({ preferences: { ...preferences, storageAreasEnabled: ['Refrigerator', 'Pantry'] }, customStorageAreas: ['Garage'] })
      .expect(200);
    expect(first.body).toEqual({ foodItemsCreated: 0, failedItems: [], createdStorageLocations: 3 });
    const second = await agent
      .post('/api/onboarding/complete')
      .send({
        preferences: { ...preferences, storageAreasEnabled: ['refrigerator', 'PANTRY', 'Freezer'] },
        customStorageAreas: ['garage'],
        selectedCommonItems: ['Ice Cream'],
      })
      .expect(200);
    expect(second.body).toEqual({ foodItemsCreated: 1, failedItems: [], createdStorageLocations: 1 });
    const { locations } = await rowsOf(user.householdId);
    expect(locations.map((l) => l.name)).toEqual(['Refrigerator', 'Pantry', 'Garage', 'Freezer']);
  });

  it('puts an item whose default area is not enabled into the first area', async () => {
    const { agent } = await signUp(suite.server);
    await agent
      .post('/api/onboarding/complete')
      .send({ preferences: { ...preferences, storageAreasEnabled: ['Pantry', 'Refrigerator'] }, selectedCommonItems: ['Frozen Pizza'] })
      .expect(200);
    const locations = (await agent.get('/api/storage-locations').expect(200)).body as StorageLocation[];
    const [pizza] = (await agent.get('/api/food-items').expect(200)).body as FoodItem[];
    expect(pizza.storageLocationId).toBe(locations.find((l) => l.name === 'Pantry')?.id);
  });

  it.each([
    [{ preferences: { ...preferences, storageAreasEnabled: [] } }, 'preferences.storageAreasEnabled: Please select at least one storage area'],
    [{ preferences: { ...preferences, storageAreasEnabled: ['  '] } }, /^preferences\.storageAreasEnabled\.0: /],
    [{ preferences: { ...preferences, householdSize: 21 } }, 'preferences.householdSize: must be at most 20'],
    [{ preferences: { ...preferences, householdSize: 2.5 } }, /^preferences\.householdSize: /],
    [{ preferences: { ...preferences, cookingSkillLevel: 'chef' } }, /^preferences\.cookingSkillLevel: /],
    [{ preferences: { ...preferences, preferredUnits: 'cubits' } }, /^preferences\.preferredUnits: /],
    [{ preferences: { ...preferences, expirationAlertDays: 0 } }, 'preferences.expirationAlertDays: must be at least 1'],
    [{ preferences: { ...preferences, expirationAlertDays: 15 } }, 'preferences.expirationAlertDays: must be at most 14'],
    [{ preferences: { ...preferences }, selectedCommonItems: 'Milk' }, /^selectedCommonItems: /],
    [{}, /^preferences: /],
  ])('answers 400 naming the field for %j and stores nothing', async (body, message) => {
    const { agent, user } = await signUp(suite.server);
    const res = await agent
      .post('/api/onboarding/complete')
      .send({ customStorageAreas: ['Garage'], selectedCommonItems: ['Milk'], ...body })
      .expect(400);
    if (typeof message === 'string') expect(json(res).message).toBe(message);
    else expect(json(res).message).toMatch(message);
    expect(await rowsOf(user.householdId)).toEqual({ locations: [], items: [] });
    expect(json(await agent.get('/api/user/preferences').expect(200)).hasCompletedOnboarding).toBe(false);
  });

  it('is for signed-in users only', async () => {
    await request(suite.server).post('/api/onboarding/complete').send({ preferences }).expect(401);
  });
});
