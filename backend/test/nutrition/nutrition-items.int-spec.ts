import request from 'supertest';
import type { Response } from 'supertest';
import type { App } from 'supertest/types.js';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type CommonItemsResponse, type CompleteOnboardingBody, type NutritionItem, nutritionItem, nutritionItemCursor, type NutritionSummary, nutritionSummary } from '@sous/contracts';
import { z } from 'zod';
import { compareNutritionItems } from '../../src/modules/nutrition/queries/get-nutrition-summary/summarize-nutrition.js';
import { type SignedInUser, signUp } from '../support/auth.js';
import { addFood, completeOnboarding } from '../support/factories.js';
import { nextLink, walkPages } from '../support/pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const preferences: CompleteOnboardingBody['preferences'] = {
  storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Counter'],
  householdSize: 2,
  cookingSkillLevel: 'beginner',
  preferredUnits: 'metric',
  dietaryRestrictions: [],
  allergens: [],
  foodsToAvoid: [],
  expirationAlertDays: 3,
};

/**
 * Issue 18 ("no list response over 300 KB"): the summary carries the first page of the per-item
 * table and its length; `GET /api/nutrition/items?limit=N` pages through the whole table by keyset
 * over its order (calories, name, id) with a `Link: <…>; rel="next"` while more follow.
 */
describe('nutrition per item, a page at a time', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let neighbour: SignedInUser;
  /** The whole table, in its order, in one page. */
  let table: NutritionItem[];

  const rowsOf = (res: Response): NutritionItem[] => z.array(nutritionItem).parse(res.body);
  const summary = async (who: SignedInUser): Promise<NutritionSummary> => nutritionSummary.parse((await who.agent.get('/api/nutrition/summary').expect(200)).body);
  const wholeTable = async (who: SignedInUser) => rowsOf(await who.agent.get('/api/nutrition/items?limit=200').expect(200));
  /** Every page from `first` (walkPages stops at 31 pages: a 1-row walk of the table is longer). */
  const walk = async (who: SignedInUser, first: string) => {
    const rows: NutritionItem[] = [];
    const sizes: number[] = [];
    for (let url: string | null = first; url; ) {
      if (sizes.length > 300) throw new Error('The pages never end');
      const res = await who.agent.get(url).expect(200);
      rows.push(...rowsOf(res));
      sizes.push(rowsOf(res).length);
      url = nextLink(res);
    }
    return { rows, sizes };
  };
  const onboard = async (who: SignedInUser, selectedCommonItems: string[]) =>
    completeOnboarding(who, { preferences, customStorageAreas: [], selectedCommonItems });

  /**
   * A household onboarded with every common item, its butter five times alike in name and amount:
   * the same calories and name, so only the id orders them, and a page may end between them.
   */
  async function pagedKitchen(): Promise<{ cook: SignedInUser; names: string[] }> {
    const owner = await signUp(server);
    const { categories } = (await owner.agent.get('/api/onboarding/common-items').expect(200)).body as CommonItemsResponse;
    const names = Object.values(categories)
      .flat()
      .map((item) => item.displayName);
    await onboard(owner, names);
    const lots = (await owner.agent.get('/api/food-items').expect(200)).body as { id: string; name: string }[];
    const butter = lots.find((item) => /^butter$/i.test(item.name))!;
    await testApp.app
      .get(SqlEntityManager)
      .fork()
      .execute(
        `insert into food_items (household_id, user_id, fcd_id, name, quantity, unit, weight_in_grams, storage_location_id, nutrition, food_category)
         select household_id, user_id, fcd_id, name, quantity, unit, weight_in_grams, storage_location_id, nutrition, food_category
           from food_items cross join generate_series(1, 4) where id = ?`,
        [butter.id],
      );
    return { cook: owner, names };
  }

  // the tests that only read share one household; the one that changes rows builds its own
  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    const kitchen = await pagedKitchen();
    cook = kitchen.cook;
    neighbour = await signUp(server);
    await onboard(neighbour, kitchen.names.slice(0, 5));
    table = await wholeTable(cook);
  });
  afterAll(() => testApp.close());

  it('holds more rows than a page, in a total order: calories, then name, then id', () => {
    expect(table.length).toBeGreaterThan(60);
    expect(table.length).toBeLessThanOrEqual(200);
    for (let i = 1; i < table.length; i += 1) expect(compareNutritionItems(table[i - 1], table[i])).toBeLessThan(0);
    expect(table.filter((row) => /^butter$/i.test(row.name))).toHaveLength(5);
  });

  it('walks to exactly the whole table, each row once and whole, at any page size', async () => {
    for (const limit of [1, 7, 13, 50, table.length, 200]) {
      const { rows, sizes } = await walk(cook, `/api/nutrition/items?limit=${limit}`);
      // the rows themselves, not only their ids
      expect(rows).toEqual(table);
      expect(sizes.slice(0, -1).every((size) => size === limit)).toBe(true);
    }
    // a page as long as what is left names no next page
    expect((await cook.agent.get(`/api/nutrition/items?limit=${table.length}`).expect(200)).headers.link).toBeUndefined();
  });

  it('pages 50 rows by default, and the Link keeps the page size', async () => {
    const res = await cook.agent.get('/api/nutrition/items').expect(200);
    expect(rowsOf(res)).toEqual(table.slice(0, 50));
    expect(nextLink(res)).toMatch(/^\/api\/nutrition\/items\?limit=50&after=/);
    const rest = await walkPages(cook, nextLink(res)!);
    expect(rest.ids).toEqual(table.slice(50).map((row) => row.id));
  });

  it("gives the summary the table's first page and its length", async () => {
    const result = await summary(cook);
    expect(result.itemCount).toBe(table.length);
    expect(result.items).toEqual(table.slice(0, 50));
    expect(result.onHand.itemsWithNutrition).toBeLessThanOrEqual(result.itemCount);
    // the next page starts after the summary's last row
    const after = nutritionItemCursor(result.items.at(-1)!);
    const next = rowsOf(await cook.agent.get(`/api/nutrition/items?limit=50&after=${encodeURIComponent(after)}`).expect(200));
    expect(next).toEqual(table.slice(50, 100));
  });

  it('is not shifted by rows deleted or added between pages', async () => {
    const { cook } = await pagedKitchen();
    let table = await wholeTable(cook);
    const first = await cook.agent.get('/api/nutrition/items?limit=10').expect(200);
    const page = rowsOf(first);
    // the page's last row goes, and so does a row of the next page: the cursor carries the place, not a lookup of the row
    await cook.agent.delete(`/api/food-items/${page.at(-1)!.id}`).expect(204);
    await cook.agent.delete(`/api/food-items/${table[12].id}`).expect(204);
    // a lot with more calories than any: it sorts before the cursor, so it is not on the next pages
    const fridge = ((await cook.agent.get('/api/storage-locations').expect(200)).body as { id: string; name: string }[])[0].id;
    const added = (await addFood(cook, fridge, { name: 'Butter', quantity: '50', unit: 'lb' })).id;
    const rest = await walkPages(cook, nextLink(first)!);
    expect(rest.ids).toEqual(table.slice(10).map((row) => row.id).filter((id) => id !== table[12].id));
    expect(rest.ids).not.toContain(added);
    table = await wholeTable(cook);
    expect(table[0].id).toBe(added);
  });

  it("shows another household none of this one's rows, even with its cursor", async () => {
    const own = await wholeTable(neighbour);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThanOrEqual(5);
    const first = await cook.agent.get('/api/nutrition/items?limit=1').expect(200);
    const theirs = await walkPages(neighbour, nextLink(first)!);
    const cooks = new Set(table.map((row) => row.id));
    expect([...own.map((row) => row.id), ...theirs.ids].some((id) => cooks.has(id))).toBe(false);
    const neighbourSummary = await summary(neighbour);
    expect(neighbourSummary.itemCount).toBe(own.length);
    expect(neighbourSummary.items).toEqual(own);
  });

  it('answers 401 when signed out', async () => {
    await request(server).get('/api/nutrition/items').expect(401);
    await request(server).get('/api/nutrition/items?limit=5').expect(401);
  });

  it.each([
    ['limit=0', 'limit: must be at least 1'],
    ['limit=201', 'limit: must be at most 200'],
    ['limit=2.5', 'limit: must be a whole number'],
    ['limit=many', 'limit: must be a number'],
    ['limit=2&after=12345', 'after: must be the cursor of a Link header'],
    ['limit=2&after=none%2CRice%2Cnot-a-uuid', 'after: must be the cursor of a Link header'],
    ['limit=2&after=12abc%2CRice%2C00000000-0000-4000-8000-000000000001', 'after: must be the cursor of a Link header'],
    ['after=%25E0%25A4', 'after: must be the cursor of a Link header'],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    const res = await cook.agent.get(`/api/nutrition/items?${query}`).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
  });
});
