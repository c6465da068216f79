import { describeIssues, findControlCharacter, textMessages } from '@sous/contracts';
import type { z } from 'zod';
import { ApiRouteExplorer, type ApiRoute } from '#platform/openapi/api-route-explorer.js';
import { type SeededIds, seedHousehold } from '../isolation/seed-household.js';
import { signUp, uniqueEmail } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type BadInput, badBodies, badParams, badQueries, issuesOf } from './bad-input.js';
import { emptyTally, printTally, tallyAnswer } from './answer-check.js';
import { snapshotDatabase } from './db-snapshot.js';
import { call, inParallel, listen } from './http-client.js';

/** At least this many bad requests across the API (issue 10), spread evenly over what each route parses. */
const totalCases = 10_500;
const seed = 20261124;

interface Case {
  route: ApiRoute;
  input: BadInput;
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  /** The statuses the contract promises for this input; 429 (rate limits) is accepted too. */
  expected: number[];
  /** For a 400 from the schema: the message describeIssues gives, naming the field. */
  expectedMessage?: string;
}

/**
 * The promised 400 message; a schema that throws on the value promises one too, just not which.
 * Control characters are refused before any schema (DESIGN §7), naming the first string holding one.
 */
function describeOrThrown(schema: z.ZodType, value: unknown): string | undefined {
  const control = findControlCharacter(value);
  if (control) return describeIssues([{ code: 'custom', path: control, message: textMessages.control, input: undefined }]).message;
  const issues = issuesOf(schema, value);
  return issues ? describeIssues(issues).message : undefined;
}

function fillPath(route: ApiRoute, ids: SeededIds, override?: { name: string; value: string }): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (override?.name === name) return encodeURIComponent(override.value);
    return encodeURIComponent(route.doc.resource ? ids[route.doc.resource] : '00000000-0000-4000-8000-000000000000');
  });
}

function casesFor(route: ApiRoute, perTarget: number, ids: SeededIds, index: number): Case[] {
  const cases: Case[] = [];
  const base = { route, method: route.method };
  const validBody = route.doc.example?.body ?? (route.body ? {} : undefined);
  if (route.body) {
    for (const input of badBodies(route.body, perTarget, seed + index)) {
      // express.json is strict: a top-level scalar is refused by the parser before the schema sees it
      const parserRefuses = input.raw !== undefined || input.value === null || typeof input.value !== 'object';
      const expectedMessage = parserRefuses ? 'Malformed JSON body' : describeOrThrown(route.body, input.value);
      cases.push({ ...base, input, path: fillPath(route, ids), body: input.value, raw: input.raw, expected: [400], expectedMessage });
    }
  }
  if (route.query) {
    for (const input of badQueries(route.query, perTarget, seed + index + 1000)) {
      const expectedMessage = describeOrThrown(route.query, input.value);
      cases.push({ ...base, input, path: `${fillPath(route, ids)}?${input.search}`, body: route.doc.example?.body, expected: [400], expectedMessage });
    }
  }
  const paramNames = [...new Set([...route.idParams, ...Object.keys(route.params && 'shape' in route.params ? (route.params.shape as object) : {})])];
  if (paramNames.length) {
    for (const input of badParams(paramNames, route.params, perTarget, seed + index + 2000)) {
      const isId = route.idParams.includes(input.name);
      // without a valid example body (undocumented route), the body's 400 may come before the id's 404
      const idStatuses = route.body && route.doc.example?.body === undefined ? [404, 400] : [404];
      const expectedMessage = isId ? undefined : describeOrThrown(route.params!, { [input.name]: input.value });
      cases.push({ ...base, input, path: fillPath(route, ids, input), body: validBody, expected: isId ? idStatuses : [400], expectedMessage: isId ? undefined : expectedMessage });
    }
  }
  return cases;
}

/**
 * The fuzz run split in `shards` files so the parallel test workers share it (it is the longest
 * suite): every shard builds the same cases (per-route counts are computed over all routes, so
 * the shards together send exactly the one-file run's ≥ 10,000 requests) and sends the routes
 * whose position modulo `shards` is its own.
 */
export function describeFuzzShard(shard: number, shards: number): void {
describe(`fuzz: generated bad bodies, queries and params on every route (shard ${shard + 1} of ${shards})`, () => {
  let testApp: TestApp;
  let baseUrl: string;
  let cookie: string;
  let ids: SeededIds;
  let routes: ApiRoute[];

  beforeAll(async () => {
    const adminEmail = uniqueEmail('fuzz-admin');
    testApp = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    baseUrl = await listen(testApp.app);
    // an admin, so admin routes are fuzzed past their role check too
    const admin = await signUp(testApp.app.getHttpServer(), { email: adminEmail });
    cookie = admin.cookie;
    ids = await seedHousehold(admin, 'fuzz');
    // every route Nest serves, documented or not: the request contracts come from the controllers
    const explorer = testApp.app.get(ApiRouteExplorer);
    const documented = new Map(explorer.routes().map((r) => [r.key, r]));
    routes = explorer.discover().map((r) => documented.get(r.key) ?? { ...r, doc: { summary: '', tag: '', responses: {} }, errors: [] });
  }, 120_000);
  afterAll(() => testApp?.close());

  it('answers 4xx JSON naming the field, never 5xx, and stores nothing', async () => {
    const targets = routes.reduce((n, r) => n + (r.body ? 1 : 0) + (r.query ? 1 : 0) + (r.params || r.idParams.length ? 1 : 0), 0);
    const perTarget = Math.ceil(totalCases / targets);
    const all = routes.map((route, i) => casesFor(route, perTarget, ids, i * 7));
    expect(all.flat().length).toBeGreaterThanOrEqual(10_000);
    const cases = all.filter((_cases, i) => i % shards === shard).flat();
    // a fair share of the run, so no shard is quietly empty
    expect(cases.length).toBeGreaterThan(all.flat().length / shards / 2);

    const before = await snapshotDatabase(testApp.app);
    const answers = await inParallel(cases, 8, (c) => call(baseUrl, { method: c.method, path: c.path, body: c.body, raw: c.raw, cookie }));
    const after = await snapshotDatabase(testApp.app);

    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    // every answer against the document too: its status listed for the route, its body the listed schema
    const tally = emptyTally();
    answers.forEach((answer, i) => {
      const c = cases[i];
      const where = `${c.route.key} ${c.input.kind} ${JSON.stringify(c.input).slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
      if (c.route.doc.summary !== '') tallyAnswer(tally, c.route, answer, where);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const body = answer.json as { message?: unknown; issues?: unknown } | undefined;
      if (answer.status >= 500) failures.push(`5xx: ${where}`);
      else if (!c.expected.includes(answer.status) && answer.status !== 429) failures.push(`expected ${c.expected.join(' or ')}: ${where}`);
      else if (!answer.contentType.includes('application/json') || typeof body?.message !== 'string' || body.message === '') {
        failures.push(`not a JSON error with a message: ${where}`);
      } else if (answer.status === 400 && c.input.kind !== 'param' && c.expectedMessage !== undefined && body.message !== c.expectedMessage) {
        failures.push(`400 should say "${c.expectedMessage}": ${where}`);
      } else if (answer.status === 400 && c.input.kind === 'param' && !c.route.idParams.includes(c.input.name) && body.message !== c.expectedMessage) {
        failures.push(`400 should say "${c.expectedMessage}": ${where}`);
      } else if (answer.status === 400 && !Array.isArray(body.issues)) failures.push(`400 without issues: ${where}`);
    });

    printTally('bad bodies, queries and params', tally, JSON.stringify(after) === JSON.stringify(before));
    expect({ schemaViolations: tally.schemaViolations, mismatches: tally.mismatches, examples: tally.examples }).toEqual({ schemaViolations: 0, mismatches: 0, examples: [] });

    const byKind = new Map<string, string>();
    for (const f of failures) byKind.set(f.split(' {')[0], f);
    expect({ failures: [...byKind.values()].slice(0, 40), count: failures.length }).toEqual({ failures: [], count: 0 });
    // rate limits may answer some, but the contract must have been exercised
    expect((statuses['400'] ?? 0) + (statuses['404'] ?? 0)).toBeGreaterThan(cases.length * 0.9);
    expect(after).toEqual(before);
  }, 300_000);
});
}
