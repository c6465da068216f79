import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodSearchResponse } from '@sous/contracts';
import { FdcClientSettings } from '../../src/modules/food-data/adapters/fdc.client.js';
import { OpenFoodFactsClientSettings } from '../../src/modules/food-data/adapters/open-food-facts.client.js';
import { json, type SignedInUser, signUp } from '../support/auth.js';
import { addBarcodeProduct } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FakeFoodApis, fdcBrandedFood, fdcFoodDetails, offProductAnswer } from './fake-food-apis.js';

/** An app asking the fakes, with FoodData Central's timeout and cooldown as given. */
async function startWithFakes(fakes: FakeFoodApis, fdcSettings: { timeoutMs: number; cooldownMs: number }): Promise<TestApp> {
  await fakes.start();
  return startTestApp({
    env: { FDC_API_KEY: 'test-fdc-key', OPEN_FOOD_FACTS_URL: `${fakes.url}/off` },
    override: (builder) =>
      builder
        .overrideProvider(FdcClientSettings)
        .useValue(Object.assign(fdcSettings, { baseUrl: `${fakes.url}/fdc/v1` }))
        .overrideProvider(OpenFoodFactsClientSettings)
        .useValue({ timeoutMs: 400, cooldownMs: 0, userAgent: 'Sous/test (integration tests)' }),
  });
}

const searchAs = async (user: SignedInUser, query: string, extra: Record<string, string | number> = {}) =>
  (await user.agent.get('/api/usda/search').query({ query, pageSize: 20, dataType: 'Branded', ...extra }).expect(200)).body as FoodSearchResponse;

/**
 * FoodData Central and Open Food Facts configured, played by a local fake speaking their JSON:
 * live search with its cache, failures falling back to the embedded database, the barcode order.
 */
describe('food data with online sources', () => {
  const fakes = new FakeFoodApis();
  let testApp: TestApp;
  let cook: SignedInUser;

  const cheerios = fdcBrandedFood({ fdcId: 2_041_155, description: 'CHEERIOS', gtinUpc: '016000275287', brandOwner: 'General Mills Sales Inc.' });
  const honeyCheerios = fdcBrandedFood({ fdcId: 2_041_160, description: 'HONEY NUT CHEERIOS', gtinUpc: '016000275270', brandOwner: 'General Mills Sales Inc.' });
  const bothSources = fdcBrandedFood({ fdcId: 2_041_170, description: 'OAT CRUNCH', gtinUpc: '4001234500010', brandOwner: 'Crunchy Co' });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(SqlEntityManager).fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    // short timeouts, and no cooldown after a failure (the suite below has one)
    testApp = await startWithFakes(fakes, { timeoutMs: 400, cooldownMs: 0 });
    fakes.fdcFoods.push(cheerios, honeyCheerios, bothSources);
    fakes.fdcDetails.set('171265', fdcFoodDetails(171_265, 'Milk, whole, 3.25% milkfat, with added vitamin D'));
    fakes.offProducts.set('4001234500010', offProductAnswer('4001234500010', 'Oat crunch (OFF)'));
    fakes.offProducts.set('4008400401621', offProductAnswer('4008400401621', 'Bio Vollmilch 3,8 %'));
    cook = await signUp(testApp.app.getHttpServer());
  });
  afterAll(async () => {
    await testApp.close();
    await fakes.stop();
  });
  beforeEach(() => {
    fakes.requests.length = 0;
    fakes.fdcMode = 'ok';
    fakes.offMode = 'ok';
  });

  const search = (query: string, extra: Record<string, string | number> = {}) => searchAs(cook, query, extra);

  describe('search', () => {
    it('adds FoodData Central branded foods to the embedded ones, and caches them', async () => {
      const page = await search('cheerios');
      const live = page.foods.filter((f) => f.source === 'fdc');
      expect(live.map((f) => f.description)).toEqual(['CHEERIOS', 'HONEY NUT CHEERIOS']);
      expect(live[0]).toMatchObject({
        fdcId: '2041155',
        brandOwner: 'General Mills Sales Inc.',
        gtinUpc: '016000275287',
        dataType: 'Branded',
        foodCategory: 'Cereal',
        nutrients: { energyKcal: 359, protein: 12.8, sodium: 513 },
        householdWeights: [{ description: '1.5 cup', grams: 39 }],
      });
      // the embedded database has Cheerios too, and leads the page
      expect(page.foods[0].source).toBe('embedded');
      expect(page.totalHits).toBe(page.foods.length);

      const [call] = fakes.requestsTo('/fdc/v1/foods/search');
      expect(call.query).toMatchObject({ query: 'cheerios', dataType: 'Branded', pageNumber: '1', api_key: 'test-fdc-key' });

      const cached = await sql<{ fdc_id: string; gtin_upc: string }>('select fdc_id, gtin_upc from fdc_cache order by fdc_id');
      expect(cached).toEqual(expect.arrayContaining([{ fdc_id: '2041155', gtin_upc: '016000275287' }]));
      const [page1] = await sql<{ total_hits: number; fdc_ids: string[] }>(
        "select total_hits, fdc_ids from fdc_search_queries where query = 'cheerios'",
      );
      expect(page1).toEqual({ total_hits: 2, fdc_ids: ['2041155', '2041160'] });

      // the same search again is answered from the cache
      fakes.requests.length = 0;
      expect(await search('Cheerios')).toEqual(page);
      expect(fakes.requestsTo('/fdc/')).toEqual([]);
    });

    it('logs each call in api_usage_logs, never with the key', async () => {
      await search('honey nut cheerios');
      const logs = await sql<{ api_name: string; endpoint: string; query_params: Record<string, string>; status_code: number; success: boolean }>(
        "select api_name, endpoint, query_params, status_code, success from api_usage_logs where query_params->>'query' = 'honey nut cheerios'",
      );
      expect(logs).toEqual([
        {
          api_name: 'fdc',
          endpoint: '/foods/search',
          query_params: { query: 'honey nut cheerios', pageSize: '10', pageNumber: '1', dataType: 'Branded' },
          status_code: 200,
          success: true,
        },
      ]);
      expect(JSON.stringify(logs)).not.toContain('test-fdc-key');
    });

    it.each(['error', 'hang'] as const)('falls back to the embedded database when FoodData Central fails (%s)', async (mode) => {
      fakes.fdcMode = mode;
      const started = Date.now();
      const page = await search(mode === 'error' ? 'milk' : 'butter');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(page.foods).toHaveLength(20);
      expect(page.foods.every((f) => f.source === 'embedded')).toBe(true);
      expect(page.foods[0].description).toMatch(mode === 'error' ? /^Milk, whole/ : /^Butter, with salt/);
      expect(fakes.requestsTo('/fdc/v1/foods/search')).toHaveLength(1);
      const [log] = await sql<{ success: boolean; status_code: number | null }>(
        "select success, status_code from api_usage_logs where api_name = 'fdc' order by timestamp desc limit 1",
      );
      expect(log).toEqual({ success: false, status_code: mode === 'error' ? 500 : null });
    });

    it('answers a food FoodData Central knows by its id, with portions as household weights', async () => {
      const res = await cook.agent.get('/api/usda/foods/171265').expect(200);
      expect(res.body).toMatchObject({
        fdcId: '171265',
        dataType: 'SR Legacy',
        foodCategory: 'Dairy and Egg Products',
        nutrients: { energyKcal: 61, protein: 3.15 },
        householdWeights: [{ description: '1 cup', grams: 244 }],
      });
      fakes.fdcMode = 'error';
      await cook.agent.get('/api/usda/foods/171265').expect(200);
      expect(json(await cook.agent.get('/api/usda/foods/999999').expect(503)).message).toBe(
        'FoodData Central did not answer; try again later',
      );
    });
  });

  describe('barcode lookup order', () => {
    it('prefers the household\'s own name over every online source, calling none', async () => {
      await addBarcodeProduct(cook, { barcode: '4001234500010', title: 'Our oat crunch' });
      const res = await cook.agent.get('/api/food/barcode/4001234500010').expect(200);
      expect(res.body).toMatchObject({ usda: { description: 'Our oat crunch', source: 'household' } });
      expect(fakes.requests).toEqual([]);
    });

    it('finds a FoodData Central branded food by its UPC when scanned as EAN-13, then from the cache', async () => {
      const other = await signUp(testApp.app.getHttpServer());
      // a search caches the foods it finds, barcodes included: this test's own (it relied on the
      // search test's, and failed in another order), by a query no other test asks
      await search('cheerio');
      fakes.requests.length = 0;
      const cached = await other.agent.get('/api/food/barcode/0016000275287').expect(200);
      expect(cached.body).toMatchObject({ usda: { fdcId: '2041155', description: 'CHEERIOS', source: 'fdc' } });
      expect(fakes.requests).toEqual([]);

      // not cached: FoodData Central is asked before Open Food Facts, which is not asked
      const live = await other.agent.get('/api/food/barcode/4001234500010').expect(200);
      expect(live.body).toMatchObject({ usda: { fdcId: '2041170', description: 'OAT CRUNCH', gtinUpc: '4001234500010', source: 'fdc' } });
      expect(fakes.requests.map((r) => r.path)).toEqual(['/fdc/v1/foods/search']);
    });

    it('asks Open Food Facts when FoodData Central does not know the code, and remembers the answer', async () => {
      const res = await cook.agent.get('/api/food/barcode/4008400401621').expect(200);
      expect(res.body).toEqual({
        usda: {
          fdcId: 'off:4008400401621',
          description: 'Bio Vollmilch 3,8 %',
          brandOwner: 'Alpenhof',
          brandName: 'Alpenhof',
          foodCategory: 'Dairy and Egg Products',
          gtinUpc: '4008400401621',
          dataType: 'Open Food Facts',
          source: 'openfoodfacts',
          ingredients: 'Whole milk',
          servingSize: 250,
          servingSizeUnit: 'g',
          nutrients: { energyKcal: 64, protein: 3.3, totalFat: 3.5, carbohydrate: 4.8, sugars: 4.8, sodium: 40, calcium: 120 },
          householdWeights: [{ description: '250 ml', grams: 250 }],
        },
      });
      expect(fakes.requests.map((r) => r.path)).toEqual(['/fdc/v1/foods/search', '/off/api/v2/product/4008400401621.json']);
      expect(fakes.requestsTo('/off/')[0].headers['user-agent']).toMatch(/^Sous\//);

      fakes.requests.length = 0;
      await cook.agent.get('/api/food/barcode/4008400401621').expect(200);
      await cook.agent.get('/api/usda/foods/off:4008400401621').expect(200);
      expect(fakes.requests).toEqual([]);
    });

    it('answers 404 when no source knows the code, and does not ask again for a day', async () => {
      expect(json(await cook.agent.get('/api/food/barcode/2000000000015').expect(404))).toMatchObject({ message: 'Product not found' });
      expect(fakes.requests).toHaveLength(2);
      fakes.requests.length = 0;
      await cook.agent.get('/api/food/barcode/2000000000015').expect(404);
      expect(fakes.requests).toEqual([]);
      // naming it still works, for this household only
      await addBarcodeProduct(cook, { barcode: '2000000000015', title: 'Farm eggs' });
      expect((await cook.agent.get('/api/food/barcode/2000000000015').expect(200)).body).toMatchObject({ usda: { description: 'Farm eggs' } });
    });

    it('answers 404 without remembering when a source fails, so the next scan asks again', async () => {
      fakes.offMode = 'error';
      await cook.agent.get('/api/food/barcode/2000000000022').expect(404);
      fakes.offMode = 'ok';
      fakes.requests.length = 0;
      await cook.agent.get('/api/food/barcode/2000000000022').expect(404);
      expect(fakes.requests).toHaveLength(2);
    });
  });

});

// an app of its own: the cooldown a failure starts outlives the test, and kept the suite above from
// asking FoodData Central in any other order
describe('food data after a FoodData Central failure', () => {
  const fakes = new FakeFoodApis();
  let testApp: TestApp;
  let cook: SignedInUser;

  beforeAll(async () => {
    testApp = await startWithFakes(fakes, { timeoutMs: 400, cooldownMs: 60_000 });
    cook = await signUp(testApp.app.getHttpServer());
  });
  afterAll(async () => {
    await testApp.close();
    await fakes.stop();
  });

  it('does not call FoodData Central again for a while: searches answer offline at once', async () => {
    fakes.fdcMode = 'hang';
    await searchAs(cook, 'rice');
    expect(fakes.requestsTo('/fdc/')).toHaveLength(1);
    // still hanging: a second call would wait out the timeout; none is made
    const page = await searchAs(cook, 'pasta');
    expect(page.foods[0].description).toBe('Pasta, dry, enriched');
    expect(fakes.requestsTo('/fdc/')).toHaveLength(1);
  });
});
