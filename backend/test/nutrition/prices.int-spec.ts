import { type FoodItem, foodItem, type NutritionSummary, nutritionSummary } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';
import { insertRecipe } from '../planning/planning-fixtures.js';

const preferences = {
  storageAreasEnabled: ['Refrigerator', 'Pantry'],
  householdSize: 2,
  cookingSkillLevel: 'beginner',
  preferredUnits: 'imperial',
  expirationAlertDays: 3,
};

describe('prices per food and money of use and waste (issue 16, issue 21)', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  const kitchen = async () => {
    const { cook, locations } = await household(suite.server, ['Refrigerator', 'Pantry']);
    return { cook, fridge: locations.Refrigerator, pantry: locations.Pantry };
  };
  const add = async (who: SignedInUser, body: Record<string, unknown>) =>
    foodItem.parse(json(await who.agent.post('/api/food-items').send(body).expect(201)));
  const items = async (who: SignedInUser) => (json(await who.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[]).map((i) => foodItem.parse(i));
  const money = async (who: SignedInUser): Promise<NutritionSummary['thisMonth']['money']> =>
    nutritionSummary.parse(json(await who.agent.get('/api/nutrition/summary').expect(200))).thisMonth.money;

  it('keeps the price of an add per unit on the lot, so merges and partial use stay right, and values what leaves', async () => {
    const { cook, fridge } = await kitchen();
    const expirationDate = addDays(today, 3);
    const first = await add(cook, { name: 'Chicken breast', quantity: '1', unit: 'lb', price: 4, storageLocationId: fridge, expirationDate });
    expect(first.unitPrice).toBe(4);
    // 8 oz for $3 joins the lot: 1.5 lb for $7 in all
    const merged = await add(cook, { name: 'chicken breast', quantity: '8', unit: 'oz', price: 3, storageLocationId: fridge, expirationDate });
    expect(merged).toMatchObject({ id: first.id, quantity: '1.5', unit: 'lb' });
    expect(merged.unitPrice).toBeCloseTo(7 / 1.5, 10);
    expect((await items(cook)).find((i) => i.id === first.id)?.unitPrice).toBeCloseTo(7 / 1.5, 10);

    // 0.5 lb eaten is worth $2.33, 1 lb thrown away $4.67: together what was paid
    await cook.agent.post(`/api/food-items/${first.id}/consume`).send({ quantity: '0.5' }).expect(200);
    expect((await items(cook)).find((i) => i.id === first.id)).toMatchObject({ quantity: '1' });
    await cook.agent.post(`/api/food-items/${first.id}/discard`).send({ quantity: '1', reason: 'spoiled' }).expect(200);

    // a lot without a price is valued at nothing when its food has no known price
    const bread = await add(cook, { name: 'Sourdough loaf', quantity: '1', unit: 'item', storageLocationId: fridge });
    expect(bread.unitPrice).toBeNull();
    await cook.agent.post(`/api/food-items/${bread.id}/discard`).send({ quantity: '1' }).expect(200);

    expect(await money(cook)).toEqual({
      currency: 'USD',
      spent: 7,
      purchases: 2,
      used: 2.33,
      wasted: 4.67,
      usedPriced: 1,
      usedUnpriced: 0,
      wastedPriced: 1,
      wastedUnpriced: 1,
      estimatedEvents: 0,
      estimated: false,
    });
  });

  it('joins the prices of two lots that an edit makes one', async () => {
    const { cook, fridge, pantry } = await kitchen();
    const expirationDate = addDays(today, 4);
    const kept = await add(cook, { name: 'Cheddar', quantity: '1', unit: 'lb', price: 4, storageLocationId: fridge, expirationDate });
    const moved = await add(cook, { name: 'Cheddar', quantity: '16', unit: 'oz', price: 6, storageLocationId: pantry, expirationDate });
    const joined = json(await cook.agent.patch(`/api/food-items/${moved.id}`).send({ version: moved.version, storageLocationId: fridge, expirationDate }).expect(200));
    expect(joined).toMatchObject({ id: kept.id, quantity: '2', unit: 'lb' });
    // $4 + $6 for 2 lb
    expect(joined.unitPrice).toBe(5);
    expect((await items(cook)).map((i) => [i.id, i.unitPrice])).toEqual([[kept.id, 5]]);
  });

  it("estimates a lot without a price from its food's latest price, in the lot's unit, and says it is an estimate", async () => {
    const { cook, fridge, pantry } = await kitchen();
    // $6 for 2 lb of rice in the pantry; then rice in grams in the fridge without a price
    await add(cook, { name: 'Rice', quantity: '2', unit: 'lb', price: 6, storageLocationId: pantry });
    const unpriced = await add(cook, { name: 'Rice', quantity: '500', unit: 'g', storageLocationId: fridge });
    expect(unpriced.unitPrice).toBeNull();
    await cook.agent.post(`/api/food-items/${unpriced.id}/discard`).send({ quantity: '453.59237' }).expect(200);
    // 453.59 g is a pound: $3.00 at the pound price
    expect(await money(cook)).toMatchObject({ wasted: 3, wastedPriced: 1, wastedUnpriced: 0, estimatedEvents: 1, estimated: true, spent: 6 });
  });

  it('prices a lot by PATCH: the price is for its amount after the edit, a late price is spending, a unit change keeps its worth, null clears it', async () => {
    const { cook, fridge } = await kitchen();
    const milk = await add(cook, { name: 'Milk', quantity: '2', unit: 'l', storageLocationId: fridge });
    const priced = foodItem.parse(json(await cook.agent.patch(`/api/food-items/${milk.id}`).send({ version: milk.version, price: 3 }).expect(200)));
    expect(priced.unitPrice).toBe(1.5);
    expect(await money(cook)).toMatchObject({ spent: 3, purchases: 1 });

    // a new quantity with a new price: the price is for 4 l; a correction is not spending
    const corrected = foodItem.parse(
      json(await cook.agent.patch(`/api/food-items/${milk.id}`).send({ version: priced.version, quantity: '4', price: 5 }).expect(200)),
    );
    expect(corrected.unitPrice).toBe(1.25);
    expect(await money(cook)).toMatchObject({ spent: 3, purchases: 1 });

    // 4 l in ml is 4000 ml at $0.00125 each: still $5
    const inMl = foodItem.parse(json(await cook.agent.patch(`/api/food-items/${milk.id}`).send({ version: corrected.version, unit: 'ml' }).expect(200)));
    expect(inMl.quantity).toBe('4000');
    expect(inMl.unitPrice).toBeCloseTo(0.00125, 10);

    // a quantity alone keeps the unit price
    const less = foodItem.parse(json(await cook.agent.patch(`/api/food-items/${milk.id}`).send({ version: inMl.version, quantity: '2000' }).expect(200)));
    expect(less.unitPrice).toBeCloseTo(0.00125, 10);

    const cleared = foodItem.parse(json(await cook.agent.patch(`/api/food-items/${milk.id}`).send({ version: less.version, price: null }).expect(200)));
    expect(cleared.unitPrice).toBeNull();
    // the history still knows milk: a discard is valued as an estimate (2000 ml × $0.00125 = $2.50)
    await cook.agent.post(`/api/food-items/${milk.id}/discard`).send({ quantity: '2000' }).expect(200);
    expect(await money(cook)).toMatchObject({ wasted: 2.5, estimated: true });
  });

  it('values what cooking takes, since cooking uses food through the same command', async () => {
    const { cook, fridge } = await kitchen();
    await add(cook, { name: 'Chicken breast', quantity: '2', unit: 'lb', price: 10, storageLocationId: fridge });
    const recipeId = await insertRecipe(suite.testApp.app, cook.user.householdId, { title: 'Roast chicken', servings: 1, ingredients: ['1 lb chicken breast'] });
    const planned = json(await cook.agent.post('/api/meal-plans').send({ recipeId, date: addDays(today, 1), servings: 1 }).expect(201));
    await cook.agent.post(`/api/meal-plans/${String(planned.id)}/cook`).expect(200);
    expect((await items(cook))[0]).toMatchObject({ quantity: '1', unitPrice: 5 });
    expect(await money(cook)).toMatchObject({ spent: 10, used: 5, usedPriced: 1, usedUnpriced: 0, estimated: false });
  });

  it.each([
    [{ price: -1 }, 'price: must be at least 0'],
    [{ price: '3.99' }, 'price: must be a number'],
    [{ price: 'NaN' }, 'price: must be a number'],
    [{ price: 1e12 }, 'price: must be at most 100000'],
    [{ price: 1.999 }, 'price: must have at most 2 decimals'],
  ])('refuses an add with %j with 400 naming the field and stores nothing', async (bad, message) => {
    const { cook, fridge } = await kitchen();
    const res = await cook.agent.post('/api/food-items').send({ name: 'Eggs', quantity: '12', storageLocationId: fridge, ...bad }).expect(400);
    expect(json(res).message).toBe(message);
    expect(await items(cook)).toEqual([]);
    expect(await money(cook)).toMatchObject({ spent: 0, purchases: 0 });
  });

  it('refuses a bad price on PATCH with 400 naming the field and changes nothing', async () => {
    const { cook, fridge } = await kitchen();
    const eggs = await add(cook, { name: 'Eggs', quantity: '12', price: 4.8, storageLocationId: fridge });
    for (const price of [-0.01, '4', 100000.01]) {
      const res = await cook.agent.patch(`/api/food-items/${eggs.id}`).send({ version: eggs.version, price }).expect(400);
      expect(json(res).message).toMatch(/^price: /);
    }
    expect((await items(cook))[0]).toMatchObject({ version: eggs.version, unitPrice: 0.4 });
  });

  it("keeps prices inside the household: another one gets 404 and never estimates from this household's prices", async () => {
    const { cook, fridge } = await kitchen();
    const stranger = await kitchen();
    const butter = await add(cook, { name: 'Butter', quantity: '1', unit: 'lb', price: 5, storageLocationId: fridge });
    await stranger.cook.agent.get(`/api/food-items/${butter.id}`).expect(404);
    await stranger.cook.agent.patch(`/api/food-items/${butter.id}`).send({ version: butter.version, price: 0 }).expect(404);
    expect(await items(stranger.cook)).toEqual([]);

    const theirs = await add(stranger.cook, { name: 'Butter', quantity: '1', unit: 'lb', storageLocationId: stranger.fridge });
    await stranger.cook.agent.post(`/api/food-items/${theirs.id}/discard`).send({ quantity: '1' }).expect(200);
    expect(await money(stranger.cook)).toMatchObject({ spent: 0, purchases: 0, wasted: 0, wastedPriced: 0, wastedUnpriced: 1 });
    expect((await items(cook))[0].unitPrice).toBe(5);
    expect(await money(cook)).toMatchObject({ spent: 5, wasted: 0 });
  });

  it("sends the lot's price to the household's devices and nothing to another household", async () => {
    const { cook, fridge } = await kitchen();
    const stranger = await signUp(suite.server);
    // two devices of the household (the first one only connected) and one of another household
    const [, deviceB, other] = await suite.connect(cook, cook, stranger);
    const created = record(deviceB, 'food-item:created');
    const updated = record(deviceB, 'food-item:updated');
    const otherGot = [record(other, 'food-item:created'), record(other, 'food-item:updated')];

    const apples = await add(cook, { name: 'Apples', quantity: '6', price: 3, storageLocationId: fridge });
    await cook.agent.patch(`/api/food-items/${apples.id}`).send({ version: apples.version, price: 4.5 }).expect(200);
    const marker = json(await stranger.agent.post('/api/storage-locations').send({ name: 'Cellar' }).expect(201));

    await eventually(() => {
      expect(created).toEqual([expect.objectContaining({ id: apples.id, unitPrice: 0.5 })]);
      expect(updated).toEqual([expect.objectContaining({ id: apples.id, unitPrice: 0.75 })]);
    });
    expect(marker.name).toBe('Cellar');
    expect(otherGot.flat()).toEqual([]);
  });

  it('shows money in the currency the user chose, keeps it when a save leaves it out, and refuses an unknown one', async () => {
    const { cook } = await kitchen();
    expect(json(await cook.agent.get('/api/user/preferences').expect(200)).currency).toBe('USD');
    await cook.agent.put('/api/user/preferences').send({ ...preferences, currency: 'eur' }).expect(200);
    expect((await money(cook)).currency).toBe('EUR');
    await cook.agent.put('/api/user/preferences').send(preferences).expect(200);
    expect(json(await cook.agent.get('/api/user/preferences').expect(200)).currency).toBe('EUR');
    for (const currency of ['EURO', 'XQZ', 12]) {
      const res = await cook.agent.put('/api/user/preferences').send({ ...preferences, currency }).expect(400);
      expect(json(res).message).toMatch(/^currency: /);
    }
    expect((await money(cook)).currency).toBe('EUR');
  });
});
