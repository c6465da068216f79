import request from 'supertest';
import type { App } from 'supertest/types.js';
import { foodItemFields } from '@sous/contracts';
import { json, type SignedInUser } from '../support/auth.js';
import { addFood, household } from '../support/factories.js';
import { nextLink } from '../support/pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 33: `GET /api/food-items?fields=…` answers only the fields asked for (id and version always),
 * so a list screen does not carry each lot's food record and nutrition; without it, the spec's shape.
 */
describe('GET /api/food-items?fields=', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let neighbour: SignedInUser;
  let fridge: string;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    const home = await household(server, ['Fridge']);
    cook = home.cook;
    fridge = home.locations.Fridge;
    // linked names: the add stores the embedded food record and its nutrition on each lot
    for (const [i, name] of ['Whole milk', 'Carrots', 'Butter', 'Eggs', 'Apples'].entries()) {
      await addFood(cook, fridge, { name, quantity: '2', unit: 'item', expirationDate: inDays(3 + i) });
    }
    const theirs = await household(server, ['Their fridge']);
    neighbour = theirs.cook;
    await addFood(neighbour, theirs.locations['Their fridge'], { name: 'Secret cheese', quantity: '1', unit: 'item' });
  });
  afterAll(() => testApp.close());

  it('answers only the fields asked for, with id and version, in the list order', async () => {
    const full = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as Record<string, unknown>[];
    const lean = json(await cook.agent.get('/api/food-items?fields=name,quantity,unit,expirationDate').expect(200)) as unknown as Record<string, unknown>[];
    expect(lean).toHaveLength(full.length);
    for (const [i, row] of lean.entries()) {
      expect(Object.keys(row).sort()).toEqual(['expirationDate', 'id', 'name', 'quantity', 'unit', 'version']);
      expect(row).toEqual({ id: full[i].id, version: full[i].version, name: full[i].name, quantity: full[i].quantity, unit: full[i].unit, expirationDate: full[i].expirationDate });
    }
  });

  it('keeps the spec shape without fields: every field, the food record and nutrition included', async () => {
    const full = json(await cook.agent.get('/api/food-items').expect(200)) as unknown as Record<string, unknown>[];
    for (const row of full) expect(Object.keys(row).sort()).toEqual([...foodItemFields].sort());
    const milk = full.find((row) => row.name === 'Whole milk')!;
    expect(typeof (milk.usdaData as { description?: unknown }).description).toBe('string');
    expect(typeof milk.nutrition).toBe('string');
    // asked for by name, the large fields come as stored
    const [asked] = json(await cook.agent.get(`/api/food-items?q=whole&fields=usdaData,nutrition`).expect(200)) as unknown as Record<string, unknown>[];
    expect(asked).toEqual({ id: milk.id, version: milk.version, usdaData: milk.usdaData, nutrition: milk.nutrition });
  });

  it('answers the whole list as JSON written from the rows: the same rows as the object path, its ETag and 304 kept (issue 33)', async () => {
    const whole = await cook.agent.get('/api/food-items').expect(200);
    expect(whole.headers['content-type']).toBe('application/json; charset=utf-8');
    // a page as large as the list goes through the object path: the same rows, field for field
    const paged = json(await cook.agent.get('/api/food-items?limit=100').expect(200));
    expect(json(whole)).toEqual(paged);
    const withRecord = (json(whole) as unknown as { usdaData: unknown }[]).filter((row) => row.usdaData !== null);
    expect(withRecord.length).toBeGreaterThan(0);
    expect(whole.headers.etag).toBeDefined();
    await cook.agent.get('/api/food-items').set('If-None-Match', String(whole.headers.etag)).expect(304);
  });

  it('pages with the projection and keeps fields in the Link', async () => {
    const first = await cook.agent.get('/api/food-items?limit=2&fields=name').expect(200);
    expect((json(first) as unknown as Record<string, unknown>[]).map((row) => Object.keys(row).sort())).toEqual([
      ['id', 'name', 'version'],
      ['id', 'name', 'version'],
    ]);
    const next = nextLink(first)!;
    expect(new URL(next, 'http://x').searchParams.get('fields')).toBe('name');
    const second = json(await cook.agent.get(next).expect(200)) as unknown as Record<string, unknown>[];
    expect(second.every((row) => Object.keys(row).sort().join() === 'id,name,version')).toBe(true);
  });

  it.each([
    ['fields=name,bogus', /^fields: unknown field 'bogus'/],
    ['fields=', /^fields: unknown field ''/],
    ['fields=name,,unit', /^fields: unknown field ''/],
    ['limit=5&fields=householdId,password', /^fields: unknown field 'password'/],
  ])('refuses %s with 400 naming fields', async (query, message) => {
    const res = await cook.agent.get(`/api/food-items?${query}`).expect(400);
    expect(json(res).message).toMatch(message);
  });

  it("never shows another household's lots, projected or not", async () => {
    const mine = json(await cook.agent.get('/api/food-items?fields=name,householdId').expect(200)) as unknown as { name: string; householdId: string }[];
    expect(mine.map((row) => row.name)).not.toContain('Secret cheese');
    expect(new Set(mine.map((row) => row.householdId))).toEqual(new Set([cook.user.householdId]));
    const theirs = json(await neighbour.agent.get('/api/food-items?fields=name&limit=50').expect(200)) as unknown as { name: string }[];
    expect(theirs.map((row) => row.name)).toEqual(['Secret cheese']);
    await request(server).get('/api/food-items?fields=name').expect(401);
  });

  it('documents fields in the OpenAPI document', async () => {
    const document = (await request(server).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; description?: string; schema: Record<string, unknown> }[] } }>;
    };
    const parameters = document.paths['/api/food-items'].get?.parameters ?? [];
    const fields = parameters.find((parameter) => parameter.name === 'fields' && parameter.in === 'query');
    expect(fields).toBeDefined();
    expect(JSON.stringify(fields)).toContain('usdaData');
    expect(parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['limit', 'after', 'q', 'storageLocationId']));
  });
});
