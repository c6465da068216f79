import { CommandBus } from '@nestjs/cqrs';
import { addFoodItemBody, type FoodItem } from '@sous/contracts';
import { addDays, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { AddFoodItemCommand } from '../../src/modules/inventory/commands/add-food-item/add-food-item.command.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addStorageLocation, household } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

/** Issue 16: one card per food and place, with lots; FIFO use; edit everything; visible conflicts. */
describe('food identity, lots and edits', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  interface Kitchen {
    cook: SignedInUser;
    fridgeId: string;
    freezerId: string;
  }

  /** A new household with a Refrigerator and a Freezer. */
  async function kitchen(): Promise<Kitchen> {
    const { cook, locations } = await household(suite.server, ['Refrigerator', 'Freezer']);
    return { cook, fridgeId: locations.Refrigerator, freezerId: locations.Freezer };
  }

  const rows = async (cook: SignedInUser) => json(await cook.agent.get('/api/food-items').expect(200)) as unknown as FoodItem[];

  /** Two devices of the household and one of another household. */
  async function devices(cook: SignedInUser) {
    const stranger = await signUp(suite.server);
    // two devices of the household (the first one only connected) and one of another household
    const [, deviceB, other] = await suite.connect(cook, cook, stranger);
    const otherGot = [record(other, 'food-item:created'), record(other, 'food-item:updated'), record(other, 'food-item:deleted')];
    return {
      stranger,
      deviceB,
      /** Waits for a marker of the other household, then checks it heard nothing of ours. */
      otherHeardNothing: async () => {
        const marker = record(other, 'storage-location:created');
        await addStorageLocation(stranger, 'Cellar');
        await eventually(() => expect(marker).toHaveLength(1));
        expect(otherGot.flat()).toEqual([]);
      },
    };
  }

  it('ends the same chicken added four ways as one card with lots, and tells each path what happened', async () => {
    const { cook, fridgeId } = await kitchen();
    const { deviceB, otherHeardNothing } = await devices(cook);
    const created = record(deviceB, 'food-item:created');
    const updated = record(deviceB, 'food-item:updated');
    const soon = addDays(today, 5);
    const later = addDays(today, 9);

    // 1. the Add Food dialog, typed
    const typed = json(
      await cook.agent.post('/api/food-items').send({ name: 'Chicken Breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: soon }).expect(201),
    );
    expect(typed).toMatchObject({ name: 'Chicken Breast', foodName: 'Chicken breast', foodKey: 'chicken-breast', foodCategory: 'Poultry Products', quantity: '1', unit: 'lb' });
    expect(typed.merge).toEqual({
      outcome: 'created',
      message: 'Added 1 lb of Chicken Breast to the Refrigerator',
      total: { quantity: '1', unit: 'lb' },
      lots: 1,
    });
    // typed, not picked: still linked to the embedded food data, so it has nutrition and a weight
    expect(typed.fcdId).toEqual(expect.stringMatching(/^sr:/));
    expect((JSON.parse(typed.nutrition as string) as { per100g: { energyKcal: number } }).per100g.energyKcal).toBeGreaterThan(50);
    expect(typed.weightInGrams).toBeCloseTo(453.6, 0);

    // 2. a pick from the food database, named by its USDA description, in ounces: same expiry → merged, 1 lb + 8 oz = 1.5 lb
    const usda = json(await cook.agent.get('/api/usda/foods/sr:05062').expect(200)) as { fdcId: string; description: string; foodCategory: string };
    expect(usda.description).toMatch(/^Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw/);
    const picked = json(
      await cook.agent
        .post('/api/food-items')
        .send({
          name: usda.description,
          quantity: '8',
          unit: 'oz',
          fcdId: usda.fdcId,
          usdaData: usda,
          foodCategory: usda.foodCategory,
          storageLocationId: fridgeId,
          expirationDate: soon,
        })
        .expect(201),
    );
    expect(picked).toMatchObject({ id: typed.id, name: 'Chicken Breast', foodKey: 'chicken-breast', quantity: '1.5', unit: 'lb', version: 2 });
    expect(picked.merge).toMatchObject({ outcome: 'merged', message: 'Added 8 oz to Chicken Breast in the Refrigerator — now 1.5 lb', lots: 1 });

    // 3. the chef's path ("add 2 lb chicken to the fridge"): the same command, another expiry → a new lot
    const actor = { userId: cook.user.id, householdId: cook.user.householdId, role: 'admin' as const };
    const body = addFoodItemBody.parse({ name: 'chicken', quantity: '2', unit: 'lb', storageLocationId: fridgeId, expirationDate: later });
    const chat = await suite.testApp.app.get(CommandBus).execute(new AddFoodItemCommand(actor, body));
    expect(chat).toMatchObject({ name: 'Chicken Breast', foodKey: 'chicken-breast', quantity: '2', unit: 'lb', expirationDate: later });
    expect(chat.id).not.toBe(typed.id);
    expect(chat.merge).toMatchObject({ outcome: 'new-lot', total: { quantity: '3.5', unit: 'lb' }, lots: 2 });
    expect(chat.merge.message).toBe(`Added 2 lb to Chicken Breast in the Refrigerator as a new lot expiring ${later} — now 3.5 lb in 2 lots`);

    // 4. the shopping list: "chicken" bought and put away
    const entry = json(await cook.agent.post('/api/shopping-list/items').send({ ingredient: 'chicken', quantity: '2', unit: 'lb' }).expect(201));
    await cook.agent.post('/api/shopping-list/purchase').send({ itemIds: [entry.id], storageLocationId: fridgeId }).expect(200);

    const card = await rows(cook);
    expect(new Set(card.map((row) => row.foodKey))).toEqual(new Set(['chicken-breast']));
    // the name as typed first is the card's: every later path joined it
    expect(new Set(card.map((row) => row.name))).toEqual(new Set(['Chicken Breast']));
    expect(card.every((row) => row.storageLocationId === fridgeId && row.unit === 'lb')).toBe(true);
    expect(card.length).toBeGreaterThanOrEqual(2);
    expect(card.reduce((sum, row) => sum + Number(row.quantity), 0)).toBeCloseTo(5.5, 5);

    await eventually(() => {
      expect(created.map((row) => row.id)).toEqual(expect.arrayContaining([typed.id, chat.id]));
      expect(updated).toContainEqual(expect.objectContaining({ id: typed.id, quantity: '1.5', version: 2 }));
      // socket rows are the REST rows: no add summary in them
      expect(created.every((row) => !('merge' in row))).toBe(true);
    });
    await otherHeardNothing();
  });

  it('keeps incompatible units of the same expiry apart, as two lots of one card', async () => {
    const { cook, fridgeId } = await kitchen();
    const date = addDays(today, 4);
    await cook.agent.post('/api/food-items').send({ name: 'Eggs', quantity: '6', unit: 'item', storageLocationId: fridgeId, expirationDate: date }).expect(201);
    const dozen = json(await cook.agent.post('/api/food-items').send({ name: 'a dozen eggs', quantity: '1', unit: 'dozen', storageLocationId: fridgeId, expirationDate: date }).expect(201));
    expect(dozen).toMatchObject({ foodKey: 'egg', quantity: '18', unit: 'item' });
    expect(dozen.merge).toMatchObject({ outcome: 'merged', message: 'Added 1 dozen to Eggs in the Refrigerator — now 18', total: { quantity: '18', unit: 'item' } });
    const cans = json(await cook.agent.post('/api/food-items').send({ name: 'Eggs', quantity: '2', unit: 'can', storageLocationId: fridgeId, expirationDate: date }).expect(201));
    expect(cans.merge).toMatchObject({ outcome: 'new-lot', lots: 2 });
    expect((await rows(cook)).map((row) => row.foodKey)).toEqual(['egg', 'egg']);
  });

  it('merges two devices adding the same new food at once into one lot', async () => {
    const { cook, fridgeId } = await kitchen();
    const date = addDays(today, 6);
    const add = (name: string) => cook.agent.post('/api/food-items').send({ name, quantity: '1', unit: 'l', storageLocationId: fridgeId, expirationDate: date }).expect(201);
    const answers = (await Promise.all([add('Milk'), add('milk'), add('Milks')])).map(json);
    expect(answers.map((answer) => (answer.merge as { outcome: string }).outcome).sort()).toEqual(['created', 'merged', 'merged']);
    expect(await rows(cook)).toEqual([expect.objectContaining({ foodKey: 'milk', quantity: '3', unit: 'l', version: 3 })]);
  });

  it('takes from the earliest-expiring lot first when eating, spilling over the next lots', async () => {
    const { cook, fridgeId } = await kitchen();
    const { deviceB, otherHeardNothing } = await devices(cook);
    const updated = record(deviceB, 'food-item:updated');
    const deleted = record(deviceB, 'food-item:deleted');
    const add = (quantity: string, unit: string, days: number) =>
      cook.agent.post('/api/food-items').send({ name: 'Chicken breast', quantity, unit, storageLocationId: fridgeId, expirationDate: addDays(today, days) }).expect(201);
    const early = json(await add('1', 'lb', 2));
    const middle = json(await add('16', 'oz', 5));
    const late = json(await add('2', 'lb', 9));

    // named: the late lot; eaten: the early lot first, then half of the middle one (in its ounces)
    const used = json(await cook.agent.post(`/api/food-items/${String(late.id)}/consume`).send({ quantity: '1.5' }).expect(200));
    expect(used).toMatchObject({ taken: '1.5', unit: 'lb', item: { id: late.id, quantity: '2' } });
    await cook.agent.get(`/api/food-items/${String(early.id)}`).expect(404);
    expect(json(await cook.agent.get(`/api/food-items/${String(middle.id)}`).expect(200))).toMatchObject({ quantity: '8', unit: 'oz' });

    // throwing away starts with the named lot, then the earliest
    const wasted = json(await cook.agent.post(`/api/food-items/${String(late.id)}/discard`).send({ quantity: '2.25', reason: 'spoiled' }).expect(200));
    expect(wasted).toMatchObject({ taken: '2.25', item: null });
    expect(json(await cook.agent.get(`/api/food-items/${String(middle.id)}`).expect(200))).toMatchObject({ quantity: '4', unit: 'oz' });

    await eventually(() => {
      expect(deleted).toEqual([{ id: early.id }, { id: late.id }]);
      expect(updated).toEqual([
        expect.objectContaining({ id: middle.id, quantity: '8' }),
        expect.objectContaining({ id: middle.id, quantity: '4' }),
      ]);
    });
    await otherHeardNothing();
  });

  it('edits everything: name, category, expiry, and a unit alone converts the amount', async () => {
    const { cook, fridgeId } = await kitchen();
    const item = json(
      await cook.agent.post('/api/food-items').send({ name: 'Chicken breast', quantity: '1.5', unit: 'lb', storageLocationId: fridgeId, expirationDate: addDays(today, 2) }).expect(201),
    );
    const path = `/api/food-items/${String(item.id)}`;
    const ounces = json(await cook.agent.patch(path).send({ version: 1, unit: 'oz' }).expect(200));
    expect(ounces).toMatchObject({ quantity: '24', unit: 'oz', version: 2 });
    expect(ounces.weightInGrams).toBeCloseTo(680.4, 0);
    const grams = json(await cook.agent.patch(path).send({ version: 2, unit: 'g', quantity: '500' }).expect(200));
    expect(grams).toMatchObject({ quantity: '500', unit: 'g', weightInGrams: 500 });
    const date = addDays(today, 6);
    const renamed = json(await cook.agent.patch(path).send({ version: 3, name: 'Chicken thighs', foodCategory: 'Poultry Products', expirationDate: date }).expect(200));
    expect(renamed).toMatchObject({ name: 'Chicken thighs', foodKey: 'chicken-thigh', foodCategory: 'Poultry Products', expirationDate: date, version: 4 });
    // a unit that measures something else relabels the amount instead of inventing one
    expect(json(await cook.agent.patch(path).send({ version: 4, unit: 'package' }).expect(200))).toMatchObject({ quantity: '500', unit: 'package' });
    await cook.agent.patch(path).send({ version: 5, foodCategory: 'x'.repeat(121) }).expect(400);
  });

  it('re-dates an item moved into the freezer from the shelf-life table, unless told to keep the date', async () => {
    const { cook, fridgeId, freezerId } = await kitchen();
    const berries = json(await cook.agent.post('/api/food-items').send({ name: 'Strawberries', quantity: '1', unit: 'lb', storageLocationId: fridgeId }).expect(201));
    expect(berries.expirationDate).toBe(addDays(today, shelfLifeDaysFor('Strawberries', 'Refrigerator', 'Fruits and Fruit Juices')));
    const moved = json(await cook.agent.patch(`/api/food-items/${String(berries.id)}`).send({ version: 1, storageLocationId: freezerId }).expect(200));
    const frozenDays = shelfLifeDaysFor('Strawberries', 'Freezer', 'Fruits and Fruit Juices');
    expect(frozenDays).toBeGreaterThan(30);
    expect(moved).toMatchObject({ storageLocationId: freezerId, expirationDate: addDays(today, frozenDays) });

    const kept = json(await cook.agent.post('/api/food-items').send({ name: 'Blueberries', storageLocationId: fridgeId, expirationDate: addDays(today, 3) }).expect(201));
    const stays = json(await cook.agent.patch(`/api/food-items/${String(kept.id)}`).send({ version: 1, storageLocationId: freezerId, keepExpirationDate: true }).expect(200));
    expect(stays).toMatchObject({ storageLocationId: freezerId, expirationDate: addDays(today, 3) });
  });

  it('answers a stale write with 409 carrying the current row, which a retry with its version overrides', async () => {
    const { cook, fridgeId } = await kitchen();
    const { deviceB, otherHeardNothing } = await devices(cook);
    const updated = record(deviceB, 'food-item:updated');
    const item = json(await cook.agent.post('/api/food-items').send({ name: 'Milk', quantity: '2', unit: 'l', storageLocationId: fridgeId }).expect(201));
    const path = `/api/food-items/${String(item.id)}`;
    await cook.agent.patch(path).send({ version: 1, quantity: '1' }).expect(200);
    const stale = json(await cook.agent.patch(path).send({ version: 1, quantity: '1.5' }).expect(409));
    expect(stale).toMatchObject({ code: 'inventory.stale-version', message: expect.stringMatching(/changed on another device/) as unknown });
    expect(stale.current).toMatchObject({ id: item.id, quantity: '1', version: 2 });
    // "use mine": the same change with the version the conflict showed
    const mine = json(await cook.agent.patch(path).send({ version: (stale.current as FoodItem).version, quantity: '1.5' }).expect(200));
    expect(mine).toMatchObject({ quantity: '1.5', version: 3 });
    await eventually(() => expect(updated.map((row) => row.quantity)).toEqual(['1', '1.5']));
    await otherHeardNothing();
  });

  it("keeps households apart: another household's lots answer 404 and its adds never join our card", async () => {
    const { cook, fridgeId } = await kitchen();
    const date = addDays(today, 3);
    const ours = json(await cook.agent.post('/api/food-items').send({ name: 'Chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: date }).expect(201));
    const { cook: stranger, fridgeId: theirFridge } = await kitchen();
    const path = `/api/food-items/${String(ours.id)}`;
    await stranger.agent.patch(path).send({ version: 1, unit: 'oz' }).expect(404);
    await stranger.agent.post(`${path}/consume`).send({ quantity: '1' }).expect(404);
    await stranger.agent.post(`${path}/discard`).send({ quantity: '1' }).expect(404);
    await stranger.agent.post('/api/food-items').send({ name: 'Chicken', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: date }).expect(404);
    const theirs = json(await stranger.agent.post('/api/food-items').send({ name: 'Chicken breast', quantity: '1', unit: 'lb', storageLocationId: theirFridge, expirationDate: date }).expect(201));
    expect(theirs.merge).toMatchObject({ outcome: 'created' });
    expect(json(await cook.agent.get(path).expect(200))).toMatchObject({ quantity: '1', version: 1 });
    // a PATCH moving our item into their location is refused as unknown
    await cook.agent.patch(path).send({ version: 1, storageLocationId: theirFridge }).expect(404);
  });
});
