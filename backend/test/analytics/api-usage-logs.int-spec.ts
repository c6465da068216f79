import { randomBytes } from 'node:crypto';
import { SqlEntityManager } from '@mikro-orm/sql';
import { FdcClientSettings } from '../../src/modules/food-data/adapters/fdc.client.js';
import { OpenFoodFactsClientSettings } from '../../src/modules/food-data/adapters/open-food-facts.client.js';
import { UsageTracker } from '#platform/usage/usage-tracker.js';
import { FakeFoodApis, fdcBrandedFood, offProductAnswer } from '../food-data/fake-food-apis.js';
import { type SignedInUser, signUp } from '../support/auth.js';
import { addFoods, addStorageLocation } from '../support/factories.js';
import { modelSuite } from '../support/model-suite.js';
import type { TestApp } from '../support/test-app.js';

interface LogRow {
  user_id: string | null;
  api_name: string;
  endpoint: string;
  query_params: Record<string, unknown> | null;
  status_code: number | null;
  success: boolean;
  duration_ms: number | null;
}

/** Every outgoing call to USDA, Open Food Facts and the model leaves one api_usage_logs row. */
describe('api_usage_logs', () => {
  const foods = new FakeFoodApis();
  let testApp: TestApp;
  let cook: SignedInUser;
  const marker = randomBytes(4).toString('hex');
  const barcode = `40${String(Date.now()).slice(-11)}`;

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(SqlEntityManager).fork().getConnection().execute<T[]>(query, params);
  const settled = () => testApp.app.get(UsageTracker).settled();

  beforeAll(async () => {
    await foods.start();
    foods.fdcFoods.push(fdcBrandedFood({ fdcId: 9_100_001, description: `OATS ${marker.toUpperCase()}`, gtinUpc: '0000000000017', brandOwner: 'Test Mills' }));
    foods.offProducts.set(barcode, offProductAnswer(barcode, `Milk ${marker}`));
  });
  const suite = modelSuite((model) => ({
    env: {
      FDC_API_KEY: 'test-fdc-key',
      OPEN_FOOD_FACTS_URL: `${foods.url}/off`,
      ...model.env('kitchen-model'),
    },
    override: (builder) =>
      builder
        .overrideProvider(FdcClientSettings)
        .useValue({ baseUrl: `${foods.url}/fdc/v1`, timeoutMs: 1000, cooldownMs: 0 })
        .overrideProvider(OpenFoodFactsClientSettings)
        .useValue({ timeoutMs: 1000, cooldownMs: 0, userAgent: 'Sous/test' }),
  }));
  const { model } = suite;
  beforeAll(async () => {
    ({ testApp } = suite);
    cook = await signUp(suite.server);
    // recipe generation needs something on hand
    await addFoods(cook, await addStorageLocation(cook, 'Fridge'), ['Eggs', 'Spinach', 'Pasta'].map((name) => ({ name, quantity: '6' })));
  });
  afterAll(() => foods.stop());

  it('records a FoodData Central search with its user, status and duration, never the key', async () => {
    await cook.agent.get('/api/usda/search').query({ query: `oats ${marker}`, dataType: 'Branded', pageSize: 10 }).expect(200);
    await settled();
    const rows = await sql<LogRow>("select * from api_usage_logs where api_name = 'fdc' and query_params->>'query' = ?", [`oats ${marker}`]);
    expect(rows).toEqual([
      expect.objectContaining({ user_id: cook.user.id, endpoint: '/foods/search', status_code: 200, success: true }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('test-fdc-key');
    expect(rows[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(rows[0].duration_ms)).toBe(true);
  });

  it('records an Open Food Facts lookup and a failing one', async () => {
    await cook.agent.get(`/api/food/barcode/${barcode}`).expect(200);
    foods.offMode = 'error';
    const unknown = `41${String(Date.now()).slice(-11)}`;
    await cook.agent.get(`/api/food/barcode/${unknown}`);
    foods.offMode = 'ok';
    await settled();
    const rows = await sql<LogRow>("select * from api_usage_logs where api_name = 'openfoodfacts' and query_params->>'code' in (?, ?) order by timestamp", [barcode, unknown]);
    expect(rows).toEqual([
      expect.objectContaining({ user_id: cook.user.id, endpoint: `/api/v2/product/${barcode}.json`, status_code: 200, success: true }),
      expect.objectContaining({ endpoint: `/api/v2/product/${unknown}.json`, status_code: 500, success: false }),
    ]);
    expect(rows.every((row) => typeof row.duration_ms === 'number' && row.duration_ms >= 0)).toBe(true);
  });

  it('records each request to the model, failures included', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    // statuses no other suite's fake uses, so rows of suites sharing the database cannot be confused with these
    model.reply({ status: 418, error: 'teapot' });
    await cook.agent.post('/api/recipes/generate').send({ servings: 2 }).expect(201);
    await settled();
    const failed = await sql<LogRow>("select * from api_usage_logs where api_name = 'openai' and status_code = 418 and timestamp >= ?::timestamptz", [since]);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed[0]).toMatchObject({ endpoint: '/chat/completions', success: false });
    expect(typeof failed[0].duration_ms).toBe('number');

    model.reply({ content: 'not json' }, { content: 'still not json' });
    const before = await sql<{ n: string | number }>("select count(*) as n from api_usage_logs where api_name = 'openai' and status_code = 200 and timestamp >= ?::timestamptz", [since]);
    await cook.agent.post('/api/recipes/generate').send({ servings: 2 }).expect(201);
    await settled();
    const after = await sql<{ n: string | number }>("select count(*) as n from api_usage_logs where api_name = 'openai' and status_code = 200 and timestamp >= ?::timestamptz", [since]);
    expect(Number(after[0].n) - Number(before[0].n)).toBeGreaterThanOrEqual(2);
  });

  it('track() records what a call did, rethrows its error untouched, and keeps the status an SDK error carries', async () => {
    const tracker = testApp.app.get(UsageTracker);
    const endpoint = `/v1/payment_intents/${marker}`;
    const answer = await tracker.track('stripe', endpoint, (call) => {
      call.status(200);
      return Promise.resolve({ id: 'pi_1' });
    }, { userId: cook.user.id, queryParams: { amount: 500 } });
    expect(answer).toEqual({ id: 'pi_1' });
    const declined = Object.assign(new Error('Your card was declined.'), { statusCode: 402 });
    await expect(tracker.track('stripe', endpoint, () => Promise.reject(declined))).rejects.toBe(declined);
    await settled();
    // the two rows are written in the background and may commit in either order (same millisecond)
    const rows = await sql<LogRow>('select * from api_usage_logs where endpoint = ? order by status_code', [endpoint]);
    expect(rows).toEqual([
      expect.objectContaining({ api_name: 'stripe', user_id: cook.user.id, query_params: { amount: 500 }, status_code: 200, success: true }),
      expect.objectContaining({ api_name: 'stripe', user_id: null, query_params: null, status_code: 402, success: false }),
    ]);
  });
});
