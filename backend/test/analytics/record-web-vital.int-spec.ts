import { SqlEntityManager } from '@mikro-orm/sql';
import type { ValidationErrorBody } from '@sous/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('POST /api/analytics', () => {
  let testApp: TestApp;
  let server: Parameters<typeof request>[0];

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
  });

  afterAll(() => testApp.close());

  /** Rows by metric id; ids are unique per test so suites sharing a PostgreSQL database do not collide. */
  const rowsFor = (metricId: string) =>
    testApp.app
      .get(SqlEntityManager)
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>('select * from web_vitals where metric_id = ?', [metricId]);

  const vital = (id: string) => ({ name: 'LCP', value: 2140.5, rating: 'good', delta: 2140.5, id, navigationType: 'navigate' });

  it('stores a metric with the page and user agent of the request, answering 204', async () => {
    const id = `v5-${Date.now()}-json`;
    await request(server)
      .post('/api/analytics')
      .set('User-Agent', 'SousTest/1.0')
      .set('Referer', 'http://localhost:3000/storage/fridge')
      .send(vital(id))
      .expect(204, '');
    const [row] = await rowsFor(id);
    expect(row).toMatchObject({
      user_id: null,
      name: 'LCP',
      value: 2140.5,
      rating: 'good',
      delta: 2140.5,
      metric_id: id,
      navigation_type: 'navigate',
      user_agent: 'SousTest/1.0',
      url: 'http://localhost:3000/storage/fridge',
    });
  });

  it('accepts the beacon form: JSON sent as text/plain', async () => {
    const id = `v5-${Date.now()}-beacon`;
    await request(server)
      .post('/api/analytics')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ ...vital(id), name: 'CLS', value: 0.02, delta: 0.02 }))
      .expect(204);
    expect(await rowsFor(id)).toEqual([expect.objectContaining({ name: 'CLS', value: 0.02 })]);
  });

  it('refuses a bad body with a 400 naming the field, storing nothing', async () => {
    const id = `v5-${Date.now()}-bad`;
    const response = await request(server)
      .post('/api/analytics')
      .send({ ...vital(id), rating: 'excellent' })
      .expect(400);
    const body = response.body as ValidationErrorBody;
    expect(body.message).toBe('rating: Invalid option: expected one of "good"|"needs-improvement"|"poor"');
    expect(body.issues).toEqual([expect.objectContaining({ path: ['rating'] })]);
    expect(await rowsFor(id)).toEqual([]);
  });

  it('refuses an unknown metric name and a missing value', async () => {
    const id = `v5-${Date.now()}-name`;
    const badName = await request(server).post('/api/analytics').send({ ...vital(id), name: 'XYZ' }).expect(400);
    expect((badName.body as ValidationErrorBody).message).toMatch(/^name: /);
    const { value: _omitted, ...withoutValue } = vital(id);
    const noValue = await request(server).post('/api/analytics').send(withoutValue).expect(400);
    expect((noValue.body as ValidationErrorBody).message).toMatch(/^value: /);
    expect(await rowsFor(id)).toEqual([]);
  });

  it('answers malformed beacon text with a 400', async () => {
    await request(server)
      .post('/api/analytics')
      .set('Content-Type', 'text/plain')
      .send('{"name":')
      .expect(400, { message: 'Malformed JSON body', issues: [] });
  });
});
