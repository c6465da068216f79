import fc from 'fast-check';
import { z } from 'zod';
import { ApiRouteExplorer, type ApiRoute } from '#platform/openapi/api-route-explorer.js';
import { type SeededIds, seedHousehold } from '../isolation/seed-household.js';
import { signUp, uniqueEmail } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { emptyTally, type FuzzTally, printTally, tallyAnswer, tallyMismatch } from './answer-check.js';
import { snapshotDatabase } from './db-snapshot.js';
import { controlCharacters, deepJson, impossibleDates, stringPaths, withKey, withStringAt } from './edge-values.js';
import { call, type Call, inParallel, listen } from './http-client.js';
import { validBodies } from './valid-bodies.js';

const seed = 20261126;

interface Case extends Call {
  route: ApiRoute;
  kind: 'control' | 'control-query' | 'date' | 'date-query' | 'deep' | 'form';
  /** Statuses that are right for this input. */
  expected: number[];
  /** The 400 must name this field (the message starts with it). */
  field?: string;
}

/** Inserts `char` at the start, middle or end of the string, by `at`. */
const insert = (text: string, char: string, at: number) => {
  const index = [0, Math.floor(text.length / 2), text.length][at % 3];
  return text.slice(0, index) + char + text.slice(index);
};

const fillPath = (route: ApiRoute, ids: SeededIds) =>
  route.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(route.doc.resource ? ids[route.doc.resource] : '00000000-0000-4000-8000-000000000000'));

const isDateKey = (key: string) => /date$/i.test(key) || key === 'date' || key === 'from' || key === 'to';

/** Routes whose body is not JSON by design (the form Apple posts back): the 415 class skips them. */
const formRoutes = /^\/api\/auth\/callback\//;

/**
 * Issue 15: the classes an outside fuzzer found 5xx and silent corruption with. Each one must be
 * refused (400 naming the field, or 415), never 5xx, and nothing of it may be stored.
 */
describe('fuzz: control characters, impossible dates, deep nesting and form bodies', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let cookie: string;
  let ids: SeededIds;
  let routes: ApiRoute[];
  let bodies: Record<string, unknown>;

  beforeAll(async () => {
    const adminEmail = uniqueEmail('fuzz15-admin');
    testApp = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    baseUrl = await listen(testApp.app);
    const admin = await signUp(testApp.app.getHttpServer(), { email: adminEmail });
    cookie = admin.cookie;
    ids = await seedHousehold(admin, 'fuzz15');
    const preferences = (await admin.agent.get('/api/user/preferences').expect(200)).body as Record<string, unknown>;
    bodies = validBodies(ids, preferences);
    routes = testApp.app.get(ApiRouteExplorer).routes();
  }, 120_000);
  afterAll(() => testApp?.close());

  function cases(): Case[] {
    const all: Case[] = [];
    routes.forEach((route, routeIndex) => {
      const path = fillPath(route, ids);
      const base = bodies[route.key] ?? route.doc.example?.body;
      if (route.body && base !== undefined && route.body.safeParse(base).success) {
        // a control character at every string position of a valid body, nested JSON and arrays included
        stringPaths(base).forEach((at, i) => {
          const chars = fc.sample(fc.constantFrom(...controlCharacters), { numRuns: 3, seed: seed + routeIndex * 100 + i });
          chars.forEach((char, j) => {
            const body = withStringAt(base, at, (old) => insert(old, char, i + j));
            all.push({ route, kind: 'control', method: route.method, path, body, cookie, expected: [400], field: String(at[0]) });
          });
        });
        // impossible dates in every date field of the body
        for (const key of Object.keys(base as object).filter(isDateKey)) {
          for (const date of impossibleDates) {
            all.push({ route, kind: 'date', method: route.method, path, body: withKey(base, key, date), cookie, expected: [400], field: key });
          }
        }
      }
      if (route.body) {
        // deeper than 32 levels, at the top and far beyond what a recursive parser survives
        for (const depth of [33, 200, 20_000]) {
          all.push({ route, kind: 'deep', method: route.method, path, raw: deepJson(depth), cookie, expected: [400] });
        }
        if (base !== undefined && typeof base === 'object' && 'usdaData' in (base as object)) {
          // within the body's 32 levels, beyond what the free-form field allows: its own 400
          const raw = JSON.stringify(base).replace(/"usdaData":\{/, `"usdaData":{"deep":${'['.repeat(20)}${']'.repeat(20)},`);
          all.push({ route, kind: 'deep', method: route.method, path, raw, cookie, expected: [400], field: 'usdaData' });
        }
      }
      const shape = route.query instanceof z.ZodObject ? Object.keys(route.query.shape) : [];
      for (const [i, key] of shape.entries()) {
        const char = controlCharacters[(routeIndex + i) % controlCharacters.length];
        all.push({ route, kind: 'control-query', method: route.method, path: `${path}?${new URLSearchParams({ [key]: `a${char}b` }).toString()}`, cookie, expected: [400], field: key });
        if (isDateKey(key)) {
          for (const date of impossibleDates) {
            all.push({ route, kind: 'date-query', method: route.method, path: `${path}?${new URLSearchParams({ [key]: date }).toString()}`, cookie, expected: [400], field: key });
          }
        }
      }
      if (route.method !== 'GET' && route.path.startsWith('/api/') && !formRoutes.test(route.path)) {
        all.push({ route, kind: 'form', method: route.method, path, raw: 'name=milk&null=NULL&a%2Cb=%7Bx%7D', contentType: 'application/x-www-form-urlencoded', cookie, expected: [415] });
        // uploads by design: the transcription's recording, a recipe archive to import, a receipt photo
        if (!/^\/api\/(voice\/|recipes\/import\/archive|receipts\/scan)/.test(route.path)) {
          const boundary = 'fuzz15';
          const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nmilk\r\n--${boundary}--\r\n`;
          all.push({ route, kind: 'form', method: route.method, path, raw: multipart, contentType: `multipart/form-data; boundary=${boundary}`, cookie, expected: [415] });
        }
        if (!route.path.startsWith('/api/analytics')) {
          all.push({ route, kind: 'form', method: route.method, path, raw: '{"name":"milk"}', contentType: 'text/plain', cookie, expected: [415] });
        }
      }
    });
    return all;
  }

  it('refuses every case (400 naming the field, or 415), never answers 5xx, and stores nothing', async () => {
    const all = cases();
    const byKind = all.reduce<Record<string, number>>((n, c) => ({ ...n, [c.kind]: (n[c.kind] ?? 0) + 1 }), {});
    for (const kind of ['control', 'control-query', 'date', 'date-query', 'deep', 'form']) expect({ kind, count: byKind[kind] ?? 0 }).not.toEqual({ kind, count: 0 });

    const before = await snapshotDatabase(testApp.app);
    const answers = await inParallel(all, 6, (c) => call(baseUrl, c));
    const after = await snapshotDatabase(testApp.app);

    const tally: FuzzTally = emptyTally();
    answers.forEach((answer, i) => {
      const c = all[i];
      const where = `${c.route.key} ${c.kind} ${JSON.stringify(c.body ?? c.raw ?? c.path).slice(0, 160)}`;
      tallyAnswer(tally, c.route, answer, where);
      if (!c.expected.includes(answer.status)) {
        tallyMismatch(tally, `${where}: expected ${c.expected.join('/')}, got ${answer.status} ${answer.text.slice(0, 160)}`);
        return;
      }
      const message = (answer.json as { message?: unknown } | undefined)?.message;
      if (answer.status === 400 && c.field && (typeof message !== 'string' || !message.startsWith(c.field))) {
        tallyMismatch(tally, `${where}: the 400 should name ${c.field}, says ${String(message)}`);
      }
    });
    const unchanged = JSON.stringify(after) === JSON.stringify(before);
    printTally(`issue 15 input classes (${Object.entries(byKind).map(([k, n]) => `${k} ${n}`).join(', ')})`, tally, unchanged);

    expect({ serverErrors: tally.serverErrors, schemaViolations: tally.schemaViolations, mismatches: tally.mismatches, examples: tally.examples }).toEqual({
      serverErrors: 0,
      schemaViolations: 0,
      mismatches: 0,
      examples: [],
    });
    expect(after).toEqual(before);
  }, 120_000);
});
