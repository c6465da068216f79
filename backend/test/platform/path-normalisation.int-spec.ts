import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { parseEnv } from '#config/load-config.js';
import { normalisePath } from '#platform/http/normalised-path.js';
import { type LimitedRoute, limitedRoutes, rateLimitMiddleware } from '#platform/rate-limit/rate-limit.middleware.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { json, signUp } from '../support/auth.js';
import { captureLog } from '../support/log-capture.js';
import { eventually } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 32, "limits no path can dodge": an outside fuzzer reached limited handlers through case
 * variants (`/api/auth/email/Login`) that the limiter did not count. Every limited route of the
 * limiter's own table is sent in generated spellings — each segment capitalised in turn, all upper,
 * alternating case, doubled and trailing slashes, a percent-escaped letter — and each spelling must
 * reach the same route (routing is case-insensitive: decided in docs/decisions.md) and spend the same
 * budget, both ways round. Every 429 must be in the request log with its route and client.
 */

const limit = 2;
const capitalise = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/** Case variants of `path`, generated: each segment capitalised alone, all upper case, alternating case. */
function caseVariants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const variants = segments.map((_, i) => `/${segments.map((segment, j) => (i === j ? capitalise(segment) : segment)).join('/')}`);
  variants.push(path.toUpperCase(), path.replace(/[a-z]/g, (letter, at: number) => (at % 2 ? letter.toUpperCase() : letter)));
  return [...new Set(variants)].filter((variant) => variant !== path);
}

/** Spellings that differ by more than case: slashes and an escaped unreserved letter (RFC 3986 §6.2.2.2). */
function otherSpellings(path: string): string[] {
  const lastLetter = path.search(/[a-z](?=[^/]*$)/);
  const escaped = `${path.slice(0, lastLetter)}%${path.charCodeAt(lastLetter).toString(16).toUpperCase()}${path.slice(lastLetter + 1)}`;
  return [`${path}/`, `${path}//`, path.replace(/\//g, '//'), `/${path}`, escaped, `${path.toUpperCase()}//`];
}

const spellingsOf = (path: string) => [...caseVariants(path), ...otherSpellings(path)];

describe('one normalised path for every path-keyed middleware', () => {
  let testApp: TestApp;
  let server: App;
  const log = captureLog();
  const staticDir = mkdtempSync(join(tmpdir(), 'sous-static-'));

  let lastAddress = 0;
  /** A fresh client address per budget: 198.18.0.0/15 is set aside for tests (RFC 2544). */
  const freshAddress = () => {
    lastAddress += 1;
    return `198.18.${lastAddress >> 8}.${lastAddress & 255}`;
  };

  /** Every 429 the tests saw, to be found in the request log. */
  const refusals: { reqId: string; url: string; route: string; bucket: string; client: string; caller: string }[] = [];

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sous</title>');
    testApp = await startTestApp({
      env: {
        LOG_LEVEL: 'info',
        STATIC_DIR: staticDir,
        TRUST_PROXY: '1',
        RATE_LIMIT_SIGN_IN: `${limit}/1h`,
        RATE_LIMIT_SIGN_UP: `${limit}/1h`,
        RATE_LIMIT_AI: `${limit}/1h`,
        RATE_LIMIT_UPLOADS: `${limit}/1h`,
        RATE_LIMIT_FEEDBACK: `${limit}/1h`,
      },
      override: log.override,
    });
    server = testApp.app.getHttpServer();
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** An anonymous POST from `address`: the limiter counts it per address before the guard's 401 or the schema's 400. */
  const post = (path: string, address: string) => request(server).post(path).set('X-Forwarded-For', address).send({});

  const expectRefused = (res: request.Response, route: LimitedRoute, address: string, url: string, caller = `ip:${address}`) => {
    expect({ status: res.status, message: json(res).message }).toEqual({ status: 429, message: expect.stringMatching(new RegExp(`^${route.message.replace(/\./g, '\\.')} Try again in`)) as unknown });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    // the limiter's answer goes through the request log like any other, with its id
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    refusals.push({ reqId: String(res.headers['x-request-id']), url, route: `${route.method} /api${route.path}`, bucket: route.bucket, client: address, caller });
  };

  describe.each(limitedRoutes.map((route) => [`${route.method} /api${route.path}`, route] as const))('%s', (_name, route) => {
    const canonical = `/api${route.path}`;

    it('generates spellings to send', () => {
      // at least one variant per segment, plus all-upper and alternating case
      expect(caseVariants(canonical).length).toBeGreaterThanOrEqual(canonical.split('/').length);
    });

    it.each(spellingsOf(canonical))('%s reaches the same route and spends the same budget, both ways round', async (spelling) => {
      // the canonical spelling spends the budget: the other spelling is refused
      const first = freshAddress();
      const answered = await post(canonical, first);
      expect([400, 401]).toContain(answered.status);
      for (let i = 1; i < limit; i++) expect((await post(canonical, first)).status).toBe(answered.status);
      expectRefused(await post(spelling, first), route, first, spelling);

      // the other spelling reaches the same route (the same answer, not a 404) and spends the budget:
      // the canonical spelling is refused
      const second = freshAddress();
      for (let i = 0; i < limit; i++) expect((await post(spelling, second)).status).toBe(answered.status);
      expectRefused(await post(canonical, second), route, second, canonical);
    });
  });

  it("counts a signed-in user's spellings of a per-user route in the user's budget", async () => {
    const writer = await signUp(server, { address: freshAddress() });
    const from = freshAddress();
    const send = (path: string) => writer.agent.post(path).set('X-Forwarded-For', from).send({ type: 'feature', content: `an idea via ${path}` });
    await send('/api/Feedback').expect(201);
    await send('/api/feedback/').expect(201);
    expectRefused(await send('/API/FEEDBACK'), limitedRoutes.find((route) => route.path === '/feedback')!, from, '/API/FEEDBACK', `user:${writer.user.id}`);
  });

  it('writes every 429 of the limiter to the request log with its route and client', async () => {
    expect(refusals.length).toBeGreaterThan(limitedRoutes.length * 2);
    await eventually(() => {
      for (const refusal of refusals) {
        const line = log.lines.find((entry) => entry.req?.id === refusal.reqId);
        expect({ reqId: refusal.reqId, line }).toEqual({
          reqId: refusal.reqId,
          line: expect.objectContaining({
            level: 40,
            req: expect.objectContaining({ method: 'POST', url: refusal.url }) as unknown,
            res: { statusCode: 429 },
            limited: { route: refusal.route, client: refusal.client, bucket: refusal.bucket, caller: refusal.caller },
          }) as unknown,
        });
      }
    });
  });

  it('applies the JSON-only exceptions to every spelling of their route, and to no other', async () => {
    const boundary = 'sous-test';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\n\r\nx\r\n--${boundary}--\r\n`;
    const send = (path: string) =>
      request(server).post(path).set('X-Forwarded-For', freshAddress()).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(multipart);
    // past the content-type check (and the limiter) to the guard: a route that takes uploads
    await send('/api/Voice/Transcribe/').expect(401);
    await send('//api/receipts//scan').expect(401);
    // a JSON route stays JSON-only whatever the spelling
    expect(json(await send('/api/Storage-Locations/').expect(415)).message).toMatch(/JSON/);
  });

  it('replays an Idempotency-Key across spellings of the same path instead of writing twice', async () => {
    const cook = await signUp(server, { address: freshAddress() });
    const body = { name: 'Cellar shelf' };
    const first = await cook.agent.post('/api/storage-locations').set('Idempotency-Key', 'spelling-1').send(body).expect(201);
    const again = await cook.agent.post('//api/storage-locations/').set('Idempotency-Key', 'spelling-1').send(body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const shelves = (json(await cook.agent.get('/api/storage-locations').expect(200)) as unknown as { name: string }[]).filter((l) => l.name === body.name);
    expect(shelves).toHaveLength(1);
  });

  it('answers an unknown API path in any spelling with the JSON 404, never the app page', async () => {
    for (const path of ['/api/nothing-here', '/API/nothing-here', '//api/nothing-here/', '/%61pi/nothing-here']) {
      const res = await request(server).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    // a client-side route still gets the page
    expect((await request(server).get('/storage/fridge').expect(200)).text).toContain('<title>Sous</title>');
  });
});

/**
 * The other way to decide case: routing that is case-sensitive, where a case variant is a 404.
 * Sous routes case-insensitively; this proves the limiter holds either way, on a bare Express app
 * with the real normaliser and limiter: a variant either reaches the route and spends its budget, or
 * never reaches a handler at all.
 */
describe.each([
  ['case-insensitive routing: a case variant is the same route', false],
  ['case-sensitive routing: a case variant is a 404', true],
])('%s', (_name, caseSensitive) => {
  const limits = parseEnv({ RATE_LIMIT_SIGN_IN: `${limit}/1h`, RATE_LIMIT_SIGN_UP: `${limit}/1h`, RATE_LIMIT_AI: `${limit}/1h`, RATE_LIMIT_UPLOADS: `${limit}/1h`, RATE_LIMIT_FEEDBACK: `${limit}/1h` }).rateLimits;
  const app = express();
  app.set('case sensitive routing', caseSensitive);
  app.set('trust proxy', 1);
  app.use(normalisePath);
  app.use('/api', rateLimitMiddleware(new RateLimiter(null, { kind: 'pglite', dataDir: 'memory://' }), limits));
  for (const route of limitedRoutes) app.post(`/api${route.path}`, (_request, response) => void response.status(200).json({ handled: route.path }));
  app.use((_request, response) => void response.status(404).json({ message: 'Not found' }));

  let address = 0;
  const from = () => `198.19.${caseSensitive ? 1 : 0}.${(address += 1)}`;

  it.each(limitedRoutes.flatMap((route) => caseVariants(`/api${route.path}`).map((variant) => [variant, route] as const)))('%s', async (variant, route) => {
    const canonical = `/api${route.path}`;
    const spender = from();
    const other = from();
    if (caseSensitive) {
      // never the handler: a 404 (or the limiter's 429, when it already counts the spelling)
      for (let i = 0; i <= limit; i++) expect([404, 429]).toContain((await request(app).post(variant).set('X-Forwarded-For', spender)).status);
      for (let i = 0; i < limit; i++) await request(app).post(canonical).set('X-Forwarded-For', other).expect(200);
      expect([404, 429]).toContain((await request(app).post(variant).set('X-Forwarded-For', other)).status);
      return;
    }
    for (let i = 0; i < limit; i++) await request(app).post(variant).set('X-Forwarded-For', spender).expect(200);
    await request(app).post(canonical).set('X-Forwarded-For', spender).expect(429);
    for (let i = 0; i < limit; i++) await request(app).post(canonical).set('X-Forwarded-For', other).expect(200);
    await request(app).post(variant).set('X-Forwarded-For', other).expect(429);
  });
});
