import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { json, type SignedInUser, uniqueEmail } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Headers, CSRF, rate limits and error bodies of one app with low limits (DESIGN §7). */
describe('security', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  const staticDir = mkdtempSync(join(tmpdir(), 'sous-static-'));

  let address = 0;
  const from = () => `198.51.100.${(address += 1)}`;
  /**
   * Signs up from an address of its own: with Redis, every suite's sign-ups from 127.0.0.1 on the
   * run's database share one count, and this suite's limit is low.
   */
  const signUpFresh = async (): Promise<SignedInUser> => {
    const email = uniqueEmail();
    const password = 'correct horse battery';
    const agent = request.agent(server);
    const res = await agent.post('/api/auth/email/signup').set('X-Forwarded-For', from()).send({ email, password, firstName: 'Test', lastName: 'Cook' }).expect(201);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    return { agent, cookie, user: res.body as SignedInUser['user'], email, password };
  };

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sous</title><div id="root"></div>');
    testApp = await startTestApp({
      env: {
        STATIC_DIR: staticDir,
        APP_URL: 'http://sous.test',
        RATE_LIMIT_SIGN_UP: '3/1m',
        RATE_LIMIT_SIGN_IN: '4/1m',
        RATE_LIMIT_AI: '2/1m',
        // wrong passwords lock per (account, address): 3 fit under this suite's sign-in limit of 4
        RATE_LIMIT_PASSWORD_CHECK: '3/15m',
        // each test's requests come from their own address, so the counts do not mix
        TRUST_PROXY: '1',
      },
    });
    server = testApp.app.getHttpServer();
    cook = await signUpFresh();
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(staticDir, { recursive: true, force: true });
  });


  it('sends a Content-Security-Policy and the other helmet headers with the page and the API', async () => {
    for (const path of ['/', '/storage/fridge', '/api/health']) {
      const res = await request(server).get(path).expect(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('stripe');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // plain http: no HSTS
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('refuses a cookie-authenticated write from a foreign Origin with 403 and stores nothing', async () => {
    const before = json(await cook.agent.get('/api/storage-locations').expect(200)) as unknown as unknown[];
    const res = await cook.agent.post('/api/storage-locations').set('Origin', 'https://evil.example').send({ name: 'Evil shelf' }).expect(403);
    expect(json(res).message).toEqual(expect.any(String));
    await cook.agent.post('/api/storage-locations').set('Referer', 'https://evil.example/page').send({ name: 'Evil shelf' }).expect(403);
    expect(json(await cook.agent.get('/api/storage-locations').expect(200))).toEqual(before);
    // its own origin (APP_URL) passes
    await cook.agent.post('/api/storage-locations').set('Origin', 'http://sous.test').send({ name: 'Good shelf' }).expect(201);
  });

  it('rotates the session id on sign-in and forgets the old one', async () => {
    const res = await request(server).post('/api/auth/email/login').set('X-Forwarded-For', from()).set('Cookie', cook.cookie).send({ email: cook.email, password: cook.password }).expect(200);
    const rotated = String(res.headers['set-cookie']).split(';')[0];
    expect(rotated).not.toBe(cook.cookie);
    await request(server).get('/api/auth/user').set('Cookie', cook.cookie).expect(401);
    await request(server).get('/api/auth/user').set('Cookie', rotated).expect(200);
    cook.agent = request.agent(server);
    await cook.agent.post('/api/auth/email/login').set('X-Forwarded-For', from()).send({ email: cook.email, password: cook.password }).expect(200);
  });

  it('limits sign-ups per address: 429 with a JSON message and Retry-After', async () => {
    const ip = from();
    const signUpFrom = (who: string) =>
      request(server).post('/api/auth/email/signup').set('X-Forwarded-For', who).send({ email: uniqueEmail(), password: 'correct horse battery', firstName: 'A', lastName: 'B' });
    for (let i = 0; i < 3; i += 1) await signUpFrom(ip).expect(201);
    const refused = await signUpFrom(ip).expect(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(json(refused)).sort()).toEqual(['code', 'message']);
    expect(json(refused).code).toBe('platform.rate-limited');
    expect(json(refused).message).toMatch(/^Too many sign-ups from this address\. Try again in \d+ seconds?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // another address is not affected
    await signUpFrom(from()).expect(201);
  });

  it('limits sign-in requests per address, right or wrong, before looking at the password', async () => {
    const ip = from();
    const logIn = (password: string) => request(server).post('/api/auth/email/login').set('X-Forwarded-For', ip).send({ email: cook.email, password });
    await logIn('wrong').expect(401);
    for (let i = 0; i < 3; i += 1) await logIn(cook.password).expect(200);
    const refused = await logIn(cook.password).expect(429);
    expect(json(refused).message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('sets Retry-After on the failed-password lock too', async () => {
    const victim = await signUpFresh();
    const guesser = from();
    for (let i = 0; i < 3; i += 1) {
      await request(server).post('/api/auth/email/login').set('X-Forwarded-For', guesser).send({ email: victim.email, password: `wrong ${i}` }).expect(401);
    }
    const locked = await request(server).post('/api/auth/email/login').set('X-Forwarded-For', guesser).send({ email: victim.email, password: victim.password }).expect(429);
    expect(json(locked).code).toBe('platform.rate-limited');
    expect(json(locked).message).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('limits the AI routes per user, together, whatever the device', async () => {
    const chef = await signUpFresh();
    const otherDevice = request.agent(server);
    await otherDevice.post('/api/auth/email/login').set('X-Forwarded-For', from()).send({ email: chef.email, password: chef.password }).expect(200);
    // (an empty kitchen may be refused with 400: it still counts as a request to the chef)
    expect((await chef.agent.post('/api/recipes/generate').send({})).status).not.toBe(429);
    expect((await otherDevice.post('/api/chat').send({ message: 'hello' })).status).toBe(200);
    const refused = await chef.agent.post('/api/chat').send({ message: 'hello again' }).expect(429);
    expect(json(refused).message).toMatch(/^Too many requests to the chef\. Try again in \d+ seconds?\.$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    await otherDevice.post('/api/recipes/generate').send({}).expect(429);
    // other users keep their own budget
    expect((await cook.agent.post('/api/recipes/generate').send({})).status).not.toBe(429);
  });

  it('answers a database error with a bare 500: no SQL, no stack, no driver message', async () => {
    const connection = testApp.app.get(MikroORM).em.getConnection();
    const original = connection.execute.bind(connection) as (...args: unknown[]) => Promise<unknown>;
    const spy = jest.spyOn(connection, 'execute').mockImplementation(((...args: unknown[]) => {
      const sql = String(args[0]);
      // a real error from the real database, for the food list's query only
      return /food_items/.test(sql) ? original('selec broken from food_items where secret_column = 1') : original(...args);
    }) as typeof connection.execute);
    try {
      const res = await cook.agent.get('/api/food-items').expect(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(res.text).not.toMatch(/selec|food_items|secret_column|syntax|at .*\.(ts|js)/);
    } finally {
      spy.mockRestore();
    }
    await cook.agent.get('/api/food-items').expect(200);
  });
});
