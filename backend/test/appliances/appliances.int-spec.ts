import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { Appliance, ApplianceBarcodeLookup, ApplianceCategory } from '@sous/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { OpenFoodFactsClientSettings } from '../../src/modules/food-data/adapters/open-food-facts.client.js';
import { ListKitchenAppliancesQuery } from '../../src/modules/appliances/queries/list-kitchen-appliances/list-kitchen-appliances.query.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addBarcodeProduct, joinHousehold } from '../support/factories.js';
import { connectSocket, eventually, record } from '../support/socket-client.js';
import { listeningTestApp, type ListeningTestApp, startTestApp, type TestApp } from '../support/test-app.js';
import { FakeFoodApis, offProductAnswer } from '../food-data/fake-food-apis.js';

const appliance = (res: { body: unknown }) => res.body as Appliance;
const appliances = (res: { body: unknown }) => res.body as Appliance[];

describe('appliances', () => {
  let testApp: ListeningTestApp;
  let server: App;
  let baseUrl: string;
  let categories: ApplianceCategory[];

  beforeAll(async () => {
    testApp = await listeningTestApp();
    ({ server, baseUrl } = testApp);
    // the seeded tree, read once for the tests that pick a category: they used the first test's read
    // and failed without it
    const reader = await signUp(server);
    categories = (await reader.agent.get('/api/appliance-categories').expect(200)).body as ApplianceCategory[];
  });
  afterAll(() => testApp.close());

  const category = (name: string) => {
    const found = categories.find((c) => c.name === name);
    if (!found) throw new Error(`No category ${name}`);
    return found;
  };

  it('serves the seeded category tree to signed-in users, by sort order', async () => {
    const cook = await signUp(server);
    categories = (await cook.agent.get('/api/appliance-categories').expect(200)).body as ApplianceCategory[];
    const tops = categories.filter((c) => c.parentCategoryId === null).map((c) => c.name);
    expect(tops).toEqual(expect.arrayContaining(['Ovens', 'Stovetops', 'Small appliances', 'Cookware', 'Bakeware', 'Tools']));
    expect(category('Air fryers').parentCategoryId).toBe(category('Small appliances').id);
    expect(category('Air fryers').icon).toEqual(expect.any(String));
    const orders = categories.map((c) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await request(server).get('/api/appliance-categories').expect(401);
    await request(server).get('/api/appliances').expect(401);
  });

  it('creates an appliance with every field, lists it for the household only, and patches and deletes it', async () => {
    const cook = await signUp(server);
    const stranger = await signUp(server);
    const body = {
      name: 'Ninja Air Fryer',
      type: 'Air fryer',
      categoryId: category('Air fryers').id,
      customBrand: 'Ninja',
      customModel: 'AF101',
      customCapabilities: ['Air fry', 'Roast', 'air fry', ' '],
      customCapacity: '4 qt',
      customServingSize: '2-4 people',
      nickname: 'The crisper',
      purchaseDate: '2026-01-15',
      warrantyEndDate: '2027-01-15',
      notes: 'Basket is dishwasher safe',
      imageUrl: 'https://example.org/af101.jpg',
    };
    const created = appliance(await cook.agent.post('/api/appliances').send(body).expect(201));
    expect(created).toMatchObject({
      ...body,
      customCapabilities: ['air fry', 'Roast'],
      householdId: cook.user.householdId,
      userId: cook.user.id,
      barcodeProductId: null,
      isActive: true,
    });
    expect(appliances(await cook.agent.get('/api/appliances').expect(200)).map((a) => a.id)).toEqual([created.id]);
    expect(appliances(await stranger.agent.get('/api/appliances').expect(200))).toEqual([]);

    const patched = appliance(await cook.agent.patch(`/api/appliances/${created.id}`).send({ isActive: false, nickname: '', notes: null }).expect(200));
    expect(patched).toMatchObject({ isActive: false, nickname: null, notes: null, name: 'Ninja Air Fryer', customModel: 'AF101' });

    // another household's appliance is unknown to the stranger
    await stranger.agent.patch(`/api/appliances/${created.id}`).send({ isActive: true }).expect(404);
    await stranger.agent.delete(`/api/appliances/${created.id}`).expect(404);
    await cook.agent.patch('/api/appliances/not-an-id').send({ isActive: true }).expect(404);
    expect(appliance(await cook.agent.patch(`/api/appliances/${created.id}`).send({ name: 'Still mine' }).expect(200)).isActive).toBe(false);

    await cook.agent.delete(`/api/appliances/${created.id}`).expect(204);
    await cook.agent.delete(`/api/appliances/${created.id}`).expect(404);
    expect(appliances(await cook.agent.get('/api/appliances').expect(200))).toEqual([]);
  });

  it.each([
    [{}, /^name: Required/],
    [{ name: 'Oven' }, /^type: Required/],
    [{ name: 'Oven', type: 'Oven', categoryId: 'ovens' }, /^categoryId: must be an appliance category id/],
    [{ name: 'Oven', type: 'Oven', purchaseDate: '2026-02-30' }, /^purchaseDate: not a real date$/],
    [{ name: 'Oven', type: 'Oven', purchaseDate: '2026-03-01', warrantyEndDate: '2026-02-01' }, /^warrantyEndDate: must not be before the purchase date/],
    [{ name: 'Oven', type: 'Oven', customCapabilities: 'bake' }, /^customCapabilities: must be a list of texts/],
    [{ name: 'Oven', type: 'Oven', isActive: 'yes' }, /^isActive: must be true or false/],
    [{ name: 'x'.repeat(121), type: 'Oven' }, /^name: must be at most 120 characters/],
  ])('answers 400 naming the field for %j and stores nothing', async (body, message) => {
    const cook = await signUp(server);
    const res = await cook.agent.post('/api/appliances').send(body).expect(400);
    expect(json(res).message).toMatch(message);
    expect(appliances(await cook.agent.get('/api/appliances').expect(200))).toEqual([]);
  });

  it('refuses unknown categories and other households’ barcode products, and a patch that breaks the date order', async () => {
    const cook = await signUp(server);
    const stranger = await signUp(server);
    await cook.agent.post('/api/appliances').send({ name: 'Oven', type: 'Oven', categoryId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    const theirs = await addBarcodeProduct(stranger, { barcode: '4006381333931', title: 'Their blender' });
    const res = await cook.agent.post('/api/appliances').send({ name: 'Blender', type: 'Blender', barcodeProductId: theirs.id }).expect(404);
    expect(json(res).message).toBe('Barcode product not found');
    const dated = appliance(await cook.agent.post('/api/appliances').send({ name: 'Kettle', type: 'Kettle', purchaseDate: '2026-03-01' }).expect(201));
    const bad = await cook.agent.patch(`/api/appliances/${dated.id}`).send({ warrantyEndDate: '2026-01-01' }).expect(400);
    expect(json(bad).message).toBe('warrantyEndDate: must not be before the purchase date');
    await cook.agent.patch(`/api/appliances/${dated.id}`).send({}).expect(400);
    const stored = appliances(await cook.agent.get('/api/appliances').expect(200));
    expect(stored).toEqual([dated]);
  });

  it('sends appliance events to both devices of the household and none to another household', async () => {
    const cook = await signUp(server);
    const partner = await signUp(server);
    const stranger = await signUp(server);
    await joinHousehold(cook, partner);
    const [mine, partners, theirs] = await Promise.all([
      connectSocket(baseUrl, undefined, cook.cookie),
      connectSocket(baseUrl, undefined, partner.cookie),
      connectSocket(baseUrl, undefined, stranger.cookie),
    ]);
    try {
      const seen = [mine, partners].map((socket) => ({
        created: record(socket, 'appliance:created'),
        updated: record(socket, 'appliance:updated'),
        deleted: record(socket, 'appliance:deleted'),
      }));
      const leaked = [record(theirs, 'appliance:created'), record(theirs, 'appliance:updated'), record(theirs, 'appliance:deleted')];
      const created = appliance(await cook.agent.post('/api/appliances').send({ name: 'Slow cooker', type: 'Slow cooker' }).expect(201));
      expect(appliances(await partner.agent.get('/api/appliances').expect(200)).map((a) => a.id)).toEqual([created.id]);
      const updated = appliance(await partner.agent.patch(`/api/appliances/${created.id}`).send({ isActive: false }).expect(200));
      await partner.agent.delete(`/api/appliances/${created.id}`).expect(204);
      await eventually(() => {
        for (const device of seen) {
          expect(device.created).toEqual([created]);
          expect(device.updated).toEqual([updated]);
          expect(device.deleted).toEqual([{ id: created.id }]);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const events of leaked) expect(events).toEqual([]);
    } finally {
      for (const socket of [mine, partners, theirs]) socket.close();
    }
  });

  it('looks a barcode up among the household’s named products only, and links the appliance to it', async () => {
    const cook = await signUp(server);
    const stranger = await signUp(server);
    const named = await addBarcodeProduct(cook, { barcode: '0012345678905', title: 'KitchenAid Artisan', brand: 'KitchenAid' });
    const found = (await cook.agent.get('/api/appliances/barcode/012345678905').expect(200)).body as ApplianceBarcodeLookup;
    expect(found).toEqual({ barcode: '012345678905', barcodeProductId: named.id, title: 'KitchenAid Artisan', brand: 'KitchenAid', category: null, source: 'household' });
    const res = await stranger.agent.get('/api/appliances/barcode/0012345678905').expect(404);
    expect(json(res).message).toBe('Product not found');
    const bad = await cook.agent.get('/api/appliances/barcode/12ab').expect(400);
    expect(json(bad).message).toBe('code: must be 8 to 14 digits');
    const linked = appliance(await cook.agent.post('/api/appliances').send({ name: found.title, type: 'Stand mixer', barcodeProductId: found.barcodeProductId }).expect(201));
    expect(linked.barcodeProductId).toBe(named.id);
  });

  it('gives recipe writing the household’s active appliances and the specialty equipment they provide', async () => {
    const cook = await signUp(server);
    await cook.agent.post('/api/appliances').send({ name: 'Instant Pot', type: 'Multicooker', customCapabilities: ['Air fry'] }).expect(201);
    const off = appliance(await cook.agent.post('/api/appliances').send({ name: 'Old blender', type: 'Blender' }).expect(201));
    await cook.agent.patch(`/api/appliances/${off.id}`).send({ isActive: false }).expect(200);
    const kitchen = await testApp.app.get(QueryBus).execute(new ListKitchenAppliancesQuery(cook.user.householdId));
    expect(kitchen).toEqual({ descriptions: ['Instant Pot (Multicooker)'], equipment: ['air-fryer', 'slow-cooker', 'pressure-cooker'] });
  });
});

describe('appliance barcodes with Open Food Facts configured', () => {
  const fakes = new FakeFoodApis();
  let testApp: TestApp;
  let cook: SignedInUser;

  beforeAll(async () => {
    await fakes.start();
    fakes.offProducts.set('5011423180015', offProductAnswer('5011423180015', 'Kenwood Chef Mixer'));
    testApp = await startTestApp({
      env: { OPEN_FOOD_FACTS_URL: `${fakes.url}/off` },
      override: (builder) =>
        builder.overrideProvider(OpenFoodFactsClientSettings).useValue({ timeoutMs: 400, cooldownMs: 0, userAgent: 'Sous/test (integration tests)' }),
    });
    cook = await signUp(testApp.app.getHttpServer());
  });
  afterAll(async () => {
    await testApp.close();
    await fakes.stop();
  });

  it('asks Open Food Facts for a code nobody named, remembers the answer and links to it', async () => {
    const first = (await cook.agent.get('/api/appliances/barcode/5011423180015').expect(200)).body as ApplianceBarcodeLookup;
    expect(first).toMatchObject({ barcode: '5011423180015', title: 'Kenwood Chef Mixer', source: 'openfoodfacts', barcodeProductId: expect.any(String) as string });
    expect(fakes.requestsTo('/off/api/v2/product/5011423180015')).toHaveLength(1);
    const again = (await cook.agent.get('/api/appliances/barcode/5011423180015').expect(200)).body as ApplianceBarcodeLookup;
    expect(again).toEqual(first);
    expect(fakes.requestsTo('/off/api/v2/product/5011423180015')).toHaveLength(1);
    const linked = appliance(await cook.agent.post('/api/appliances').send({ name: 'Mixer', type: 'Stand mixer', barcodeProductId: first.barcodeProductId }).expect(201));
    expect(linked.barcodeProductId).toBe(first.barcodeProductId);
  });

  it('answers 404 Product not found when Open Food Facts does not know the code', async () => {
    const res = await cook.agent.get('/api/appliances/barcode/5000000000017').expect(404);
    expect(json(res).message).toBe('Product not found');
    expect(fakes.requestsTo('/off/api/v2/product/5000000000017')).toHaveLength(1);
  });
});
