import { SqlEntityManager } from '@mikro-orm/sql';
import type { ValidationErrorBody, WebVitalsSummary } from '@sous/contracts';
import request from 'supertest';
import { json, type SignedInUser, signUp, uniqueEmail } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** `GET /api/analytics/web-vitals`: the admin's p75 per metric and page, on seeded beacons. */
describe('GET /api/analytics/web-vitals', () => {
  const adminEmail = uniqueEmail('admin');
  let testApp: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  // 2002: a window no other suite writes to
  const window = { from: '2002-06-01', to: '2002-07-01' };

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(SqlEntityManager).fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    testApp = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    admin = await signUp(testApp.app.getHttpServer(), { email: adminEmail });
    member = await signUp(testApp.app.getHttpServer());
    const seed = async (name: string, value: number, rating: string, url: string | null, day = '2002-06-10') =>
      sql(`insert into web_vitals (name, value, rating, delta, metric_id, url, created_at) values (?, ?, ?, ?, 'seed', ?, ?::timestamptz)`, [
        name,
        value,
        rating,
        value,
        url,
        `${day}T12:00:00Z`,
      ]);
    // LCP on /chat: 1000, 2000, 3000, 5000 -> p75 = 3500 (needs improvement)
    for (const [value, rating] of [
      [1000, 'good'],
      [2000, 'good'],
      [3000, 'needs-improvement'],
      [5000, 'poor'],
    ] as const)
      await seed('LCP', value, rating, `http://sous.test/chat?x=${value}#end`);
    // LCP on /: 1200 alone
    await seed('LCP', 1200, 'good', 'http://sous.test/');
    // CLS on /chat: 0.01, 0.02, 0.3 -> p75 = 0.16
    for (const [value, rating] of [
      [0.01, 'good'],
      [0.02, 'good'],
      [0.3, 'poor'],
    ] as const)
      await seed('CLS', value, rating, 'http://sous.test/chat');
    await seed('INP', 90, 'good', null);
    // outside the window
    await seed('LCP', 99_999, 'poor', 'http://sous.test/chat', '2002-07-01');
  });
  afterAll(() => testApp.close());

  it('answers p75 and rating counts per metric, overall and per page', async () => {
    const res = json(await admin.agent.get('/api/analytics/web-vitals').query(window).expect(200)) as unknown as WebVitalsSummary;
    expect(res.from).toBe('2002-06-01T00:00:00.000Z');
    expect(res.to).toBe('2002-07-01T00:00:00.000Z');
    expect(res.byPage).toEqual([
      { name: 'INP', page: '(unknown)', samples: 1, p75: 90, rating: 'good', good: 1, needsImprovement: 0, poor: 0 },
      { name: 'LCP', page: '/', samples: 1, p75: 1200, rating: 'good', good: 1, needsImprovement: 0, poor: 0 },
      { name: 'CLS', page: '/chat', samples: 3, p75: 0.16, rating: 'needs-improvement', good: 2, needsImprovement: 0, poor: 1 },
      { name: 'LCP', page: '/chat', samples: 4, p75: 3500, rating: 'needs-improvement', good: 2, needsImprovement: 1, poor: 1 },
    ]);
    expect(res.overall).toEqual([
      { name: 'CLS', samples: 3, p75: 0.16, rating: 'needs-improvement', good: 2, needsImprovement: 0, poor: 1 },
      { name: 'INP', samples: 1, p75: 90, rating: 'good', good: 1, needsImprovement: 0, poor: 0 },
      // 1000, 1200, 2000, 3000, 5000 -> p75 = 3000
      { name: 'LCP', samples: 5, p75: 3000, rating: 'needs-improvement', good: 3, needsImprovement: 1, poor: 1 },
    ]);
  });

  it('is admin only', async () => {
    await member.agent.get('/api/analytics/web-vitals').expect(403, { message: 'Only an administrator can do this', code: 'platform.forbidden' });
    await request(testApp.app.getHttpServer()).get('/api/analytics/web-vitals').expect(401);
  });

  it('refuses a bad window with a 400 naming the field', async () => {
    expect((json(await admin.agent.get('/api/analytics/web-vitals').query({ to: 'soon' }).expect(400)) as unknown as ValidationErrorBody).message).toMatch(/^to: /);
    expect((json(await admin.agent.get('/api/analytics/web-vitals').query({ from: '2002-07-01', to: '2002-06-01' }).expect(400)) as unknown as ValidationErrorBody).message).toMatch(/^to: must be after from/);
  });

  it('rates a beacon that came without a rating by the spec thresholds', async () => {
    const id = `v5-${Date.now()}-unrated`;
    await request(testApp.app.getHttpServer()).post('/api/analytics').send({ name: 'TTFB', value: 1900, delta: 1900, id }).expect(204);
    expect(await sql('select rating from web_vitals where metric_id = ?', [id])).toEqual([{ rating: 'poor' }]);
  });
});
