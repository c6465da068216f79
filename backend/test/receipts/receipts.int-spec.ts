import { randomUUID } from 'node:crypto';
import { SqlEntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import type { CommitReceiptResponse, FoodItem, ScannedReceipt } from '@sous/contracts';
import { addDays, parseReceipt, RECEIPT_FIXTURES, shelfLifeDaysFor, todayIn } from '@sous/kitchen';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addFood, addStorageLocation } from '../support/factories.js';
import { eventually, record } from '../support/socket-client.js';
import { liveSuite } from '../support/test-app.js';

/** Scan by text and commit: no OCR in this file (receipt-images.int-spec.ts reads pictures). */
describe('receipts', () => {
  const suite = liveSuite();
  const today = todayIn(new Date());

  interface Kitchen {
    cook: SignedInUser;
    fridgeId: string;
    freezerId: string;
    pantryId: string;
  }

  const kitchen = async (): Promise<Kitchen> => {
    const cook = await signUp(suite.server);
    // the pantry first: a place is chosen by its kind, not by its order
    const pantryId = await addStorageLocation(cook, 'Pantry');
    const fridgeId = await addStorageLocation(cook, 'Refrigerator', 'refrigerator');
    const freezerId = await addStorageLocation(cook, 'Freezer', 'snowflake');
    return { cook, fridgeId, freezerId, pantryId };
  };
  const items = async (cook: SignedInUser) => (await cook.agent.get('/api/food-items').expect(200)).body as FoodItem[];

  it('reads a receipt sent as text into the parser\'s items, each with a place and an expiry, and keeps the skipped lines', async () => {
    const { cook, fridgeId, freezerId, pantryId } = await kitchen();
    const fixture = RECEIPT_FIXTURES[0];
    const res = await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(200);
    const scanned = res.body as ScannedReceipt;
    const parsed = parseReceipt(fixture.text, { today });
    expect(scanned.source).toBe('text');
    expect(scanned.text).toBe(fixture.text.trim());
    expect(scanned.items.map((item) => item.foodKey)).toEqual(parsed.items.map((item) => item.foodKey));
    expect(scanned.items.length).toBeGreaterThan(0);
    expect(scanned.skipped).toEqual(parsed.skipped);
    expect(scanned.skipped.length).toBeGreaterThan(0);
    for (const item of scanned.items) {
      expect([fridgeId, freezerId, pantryId]).toContain(item.storageLocationId);
      expect(item.storageLocationName).toBe({ [fridgeId]: 'Refrigerator', [freezerId]: 'Freezer', [pantryId]: 'Pantry' }[item.storageLocationId]);
      expect(item.expirationDate).toBe(addDays(today, shelfLifeDaysFor(item.name, item.storageLocationName, item.foodCategory)));
      expect(item.confidence).toBeGreaterThan(0);
    }
    // nothing is stored by a scan
    expect(await items(cook)).toEqual([]);
  });

  it('proposes the fridge for food kept cold, the freezer for frozen food, the pantry for the rest', async () => {
    const { cook, fridgeId, freezerId, pantryId } = await kitchen();
    const text = ['WHL MILK 1GAL        3.49', 'FROZEN PEAS 16OZ     1.99', 'SPAGHETTI 16OZ       1.29', 'BNLS CHKN BRST 1.32LB  6.58', 'TOTAL               13.35'].join('\n');
    const scanned = (await cook.agent.post('/api/receipts/scan').send({ text }).expect(200)).body as ScannedReceipt;
    const placeOf = (key: string) => scanned.items.find((item) => item.foodKey !== null && item.foodKey.includes(key))?.storageLocationId;
    expect(placeOf('milk')).toBe(fridgeId);
    expect(placeOf('pea')).toBe(freezerId);
    expect(placeOf('spaghetti') ?? placeOf('pasta')).toBe(pantryId);
    expect(placeOf('chicken')).toBe(fridgeId);
  });

  it('dates a line by its state as the add would: cooked food keeps days in the fridge, not the raw food\'s shelf life', async () => {
    const { cook, fridgeId } = await kitchen();
    const text = ['COOKED RICE 2LB       4.99', 'LONG GRAIN RICE 2LB   2.49', 'TOTAL                 7.48'].join('\n');
    const scanned = (await cook.agent.post('/api/receipts/scan').send({ text }).expect(200)).body as ScannedReceipt;
    const cooked = scanned.items.find((item) => /cooked/i.test(item.name));
    const dry = scanned.items.find((item) => item.name === 'Rice');
    expect(cooked).toBeDefined();
    expect(dry).toBeDefined();
    // cooked rice goes into the fridge for days, not into the pantry for the dry goods' months
    expect(cooked!.storageLocationId).toBe(fridgeId);
    expect(cooked!.expirationDate! <= addDays(today, 5)).toBe(true);
    expect(dry!.expirationDate! > addDays(today, 60)).toBe(true);
  });

  it('refuses an empty or oversized text with 400 naming the field, and a household without places with 409', async () => {
    const { cook } = await kitchen();
    expect(json(await cook.agent.post('/api/receipts/scan').send({ text: '  ' }).expect(400)).message).toMatch(/^text: /);
    expect(json(await cook.agent.post('/api/receipts/scan').send({ text: 'x'.repeat(20_001) }).expect(400)).message).toMatch(/^text: /);
    expect(json(await cook.agent.post('/api/receipts/scan').send({}).expect(400)).message).toMatch(/^text: /);
    const homeless = await signUp(suite.server);
    await homeless.agent.post('/api/receipts/scan').send({ text: 'WHL MILK 1GAL 3.49' }).expect(409);
  });

  it('needs a signed-in member', async () => {
    await request(suite.server).post('/api/receipts/scan').send({ text: 'MILK 3.49' }).expect(401);
    await request(suite.server).post('/api/receipts/scan').attach('file', Buffer.from('x'), 'r.png').expect(401);
    await request(suite.server).post('/api/receipts/commit').send({ items: [] }).expect(401);
  });

  it('commits the reviewed items in one go: new cards, a merge into an existing lot, prices kept per unit and in the history', async () => {
    const { cook, fridgeId, pantryId } = await kitchen();
    const other = await signUp(suite.server);
    const [phone, laptop, theirs] = await suite.connect(cook, cook, other);
    const mine = [phone, laptop];
    const milkDate = addDays(today, 6);
    await addFood(cook, fridgeId, { name: 'Milk', quantity: '1', unit: 'gallon', expirationDate: milkDate });
    const created = mine.map((socket) => record(socket, 'food-item:created'));
    const updated = mine.map((socket) => record(socket, 'food-item:updated'));
    const strangers = [record(theirs, 'food-item:created'), record(theirs, 'food-item:updated')];

    const body = {
      items: [
        { name: 'Whole milk', quantity: '1', unit: 'gallon', storageLocationId: fridgeId, expirationDate: milkDate, foodCategory: 'Dairy', price: 3.49 },
        { name: 'Chicken breast', quantity: '1.32', unit: 'lb', storageLocationId: fridgeId, expirationDate: null, foodCategory: null, price: 6.58 },
        { name: 'Spaghetti', quantity: '16', unit: 'oz', storageLocationId: pantryId, expirationDate: '', price: 1.29 },
      ],
    };
    const res = await cook.agent.post('/api/receipts/commit').send(body).expect(200);
    const answer = res.body as CommitReceiptResponse;
    expect(answer.items.map((item) => item.merge.outcome)).toEqual(['merged', 'created', 'created']);
    expect(answer.items[0]).toMatchObject({ foodKey: 'milk', quantity: '2', unit: 'gallon', expirationDate: milkDate });
    expect(answer.items[1]).toMatchObject({ name: 'Chicken breast', quantity: '1.32', unit: 'lb' });
    expect(answer.items[1].unitPrice).toBeCloseTo(6.58 / 1.32, 6);
    expect(answer.items[1].expirationDate).toBe(addDays(today, shelfLifeDaysFor('Chicken breast', 'Refrigerator', answer.items[1].foodCategory)));
    expect(answer.items[2].unitPrice).toBeCloseTo(1.29 / 16, 6);

    const stored = await items(cook);
    expect(stored).toHaveLength(3);
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    const prices = await em.execute<{ food_key: string; paid: string | number; unit: string }[]>(
      'select food_key, paid, unit from food_prices where household_id = ? order by food_key',
      [cook.user.householdId],
    );
    expect(prices.map((row) => [row.food_key, Number(row.paid), row.unit])).toEqual([
      [answer.items[1].foodKey, 6.58, 'lb'],
      ['milk', 3.49, 'gallon'],
      [answer.items[2].foodKey, 1.29, 'oz'],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));

    await eventually(() => {
      for (const socket of created) expect(socket.map((item) => item.name).sort()).toEqual(['Chicken breast', 'Spaghetti']);
      for (const socket of updated) expect(socket.map((item) => item.foodKey)).toEqual(['milk']);
    });
    expect(strangers.flat()).toEqual([]);
  });

  it('refuses bad items with 400 naming the item and the field, and stores none of them', async () => {
    const { cook, fridgeId } = await kitchen();
    const good = { name: 'Bananas', quantity: '6', unit: 'item', storageLocationId: fridgeId, price: 1.29 };
    const cases: [unknown, RegExp][] = [
      [{ items: [] }, /^items: /],
      [{ items: [good, good, good, { ...good, storageLocationId: 'nope' }] }, /^items\.3\.storageLocationId: /],
      [{ items: [good, { ...good, name: '' }] }, /^items\.1\.name: /],
      [{ items: [good, { ...good, quantity: '-1' }] }, /^items\.1\.quantity: /],
      [{ items: [{ ...good, price: -2 }] }, /^items\.0\.price: /],
      [{ items: [good, { ...good, expirationDate: '2020-01-01' }] }, /^items\.1\.expirationDate: must be today or later$/],
      [{ items: Array.from({ length: 201 }, () => good) }, /^items: /],
    ];
    for (const [body, message] of cases) {
      const res = await cook.agent.post('/api/receipts/commit').send(body as object).expect(400);
      expect(json(res).message).toMatch(message);
    }
    expect(await items(cook)).toEqual([]);
  });

  it("answers 404 for another household's location and stores nothing", async () => {
    const { cook, fridgeId } = await kitchen();
    const neighbour = await kitchen();
    const res = await cook.agent
      .post('/api/receipts/commit')
      .send({
        items: [
          { name: 'Bananas', quantity: '6', unit: 'item', storageLocationId: fridgeId },
          { name: 'Eggs', quantity: '12', unit: 'item', storageLocationId: neighbour.fridgeId },
        ],
      })
      .expect(404);
    expect(json(res).code).toBe('inventory.storage-location-not-found');
    await cook.agent.post('/api/receipts/commit').send({ items: [{ name: 'Eggs', storageLocationId: randomUUID() }] }).expect(404);
    expect(await items(cook)).toEqual([]);
    expect(await items(neighbour.cook)).toEqual([]);
  });
});
