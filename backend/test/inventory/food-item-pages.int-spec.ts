import type { App } from 'supertest/types.js';
import type { FoodItem } from '@sous/contracts';
import type { SignedInUser } from '../support/auth.js';
import { addFood, household } from '../support/factories.js';
import { nextLink, walkPages } from '../support/pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18: `GET /api/food-items?limit=N` pages the inventory by keyset in the list's own order
 * (soonest expiry, undated last, then name, when added, id), its filters kept in the `Link`.
 */
describe('inventory pages', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let fridge: string;
  let pantry: string;
  let whole: string[];

  const walk = async (user: SignedInUser, first: string) => (await walkPages(user, first)).ids;
  // dates from today: a lot may not be added already expired
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    const home = await household(server, ['Fridge', 'Pantry']);
    cook = home.cook;
    ({ Fridge: fridge, Pantry: pantry } = home.locations);
    // the same date for several names, the same name in two places (one card each), names that sort
    // apart only in lower case, and undated lots: every tie the order settles is here
    const foods: [string, string, string | undefined][] = [
      ['Milk', fridge, inDays(33)],
      ['milk', pantry, inDays(33)],
      ['Apples', fridge, inDays(33)],
      ['Butter', fridge, inDays(30)],
      ['Zucchini', fridge, inDays(90)],
      ['Rice', pantry, undefined],
      ['Flour', pantry, undefined],
      ['Oats', pantry, undefined],
      ['beans', fridge, undefined],
    ];
    for (const [name, place, expirationDate] of foods) await addFood(cook, place, { name, quantity: '1', unit: 'item', ...(expirationDate ? { expirationDate } : {}) });
    whole = ((await cook.agent.get('/api/food-items').expect(200)).body as FoodItem[]).map((row) => row.id);
  });
  afterAll(() => testApp.close());

  it('walks the whole inventory in the list order, each lot once, at any page size', async () => {
    expect(whole).toHaveLength(9);
    for (const limit of [1, 2, 3, 4, 9]) expect(await walk(cook, `/api/food-items?limit=${limit}`)).toEqual(whole);
    expect((await cook.agent.get('/api/food-items?limit=9').expect(200)).headers.link).toBeUndefined();
  });

  it('keeps the filters in the next page', async () => {
    const inPantry = ((await cook.agent.get(`/api/food-items?storageLocationId=${pantry}`).expect(200)).body as FoodItem[]).map((row) => row.id);
    expect(inPantry).toHaveLength(4);
    const first = await cook.agent.get(`/api/food-items?storageLocationId=${pantry}&limit=1`).expect(200);
    expect(nextLink(first)).toContain(`storageLocationId=${pantry}`);
    expect(await walk(cook, `/api/food-items?storageLocationId=${pantry}&limit=1`)).toEqual(inPantry);
    const search = ((await cook.agent.get('/api/food-items?q=milk').expect(200)).body as FoodItem[]).map((row) => row.id);
    expect(await walk(cook, '/api/food-items?q=milk&limit=1')).toEqual(search);
  });

  it('is not shifted by lots added between pages', async () => {
    const first = await cook.agent.get('/api/food-items?limit=4').expect(200);
    const added = (await addFood(cook, fridge, { name: 'Anchovies', quantity: '1', unit: 'item', expirationDate: inDays(1) })) as { id: string };
    const rest = await walk(cook, nextLink(first)!);
    expect([...(first.body as FoodItem[]).map((row) => row.id), ...rest]).toEqual(whole);
    expect(rest).not.toContain(added.id);
    await cook.agent.delete(`/api/food-items/${added.id}`).expect(204);
  });

  it('shows another household nothing of this one, even with its cursor', async () => {
    const neighbour = await household(server, ['Shelf']);
    await addFood(neighbour.cook, neighbour.locations.Shelf, { name: 'Tea', quantity: '1', unit: 'item' });
    const cursorUrl = nextLink(await cook.agent.get('/api/food-items?limit=1').expect(200))!;
    const theirs = await walk(neighbour.cook, cursorUrl);
    expect(theirs.every((id) => !whole.includes(id))).toBe(true);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=500', 'limit: must be at most 200'],
    ['limit=2&after=1764000000000000,00000000-0000-4000-8000-000000000001', 'after: must be the cursor of a Link header'],
    ['limit=2&after=%25E0%25A4', 'after: must be the cursor of a Link header'],
    ['limit=2&after=soon,milk,1,00000000-0000-4000-8000-000000000001', 'after: must be the cursor of a Link header'],
    ['limit=2&storageLocationId=fridge', 'storageLocationId: must be a storage location id'],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    const res = await cook.agent.get(`/api/food-items?${query}`).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
  });
});
