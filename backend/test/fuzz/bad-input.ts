import { parse as parseQueryString } from 'node:querystring';
import fc from 'fast-check';
import { z } from 'zod';

/** Any value a client could send in a JSON field, weighted towards the wrong-type and edge cases. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 6000 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '2024-02-30', '9999-99-99', '../../etc/passwd', "'; drop table users; --", '\u0000', '<script>alert(1)</script>', '00000000-0000-0000-0000-000000000000'),
  fc.integer(),
  fc.constantFrom(0, -0.5, 1e308, -1e308, 2 ** 53 + 1, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Objects built on the schema's own field names (so they get past the obvious checks), with bad values. */
function objectsLike(schema: z.ZodType): fc.Arbitrary<unknown> {
  const keys = shapeKeys(schema);
  const known = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, badValue])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 10 }), badValue, { maxKeys: 4 });
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), badValue, { maxKeys: 2 });
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...(a as object) }));
}

/** JSON round trip: what the server's body parser will hand the schema. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

const malformedJson = fc.constantFrom('{', '{"a":', '[1,', '{"name": "milk",}', "{'name': 'milk'}", 'undefined', '{"a": NaN}', '\u0000', '{"a":1}}');

export interface BadBody {
  kind: 'body';
  value?: unknown;
  raw?: string;
}
export interface BadQuery {
  kind: 'query';
  search: string;
  value: Record<string, unknown>;
}
export interface BadParam {
  kind: 'param';
  name: string;
  value: string;
}
export type BadInput = BadBody | BadQuery | BadParam;

/**
 * Whether the schema refuses the value. A schema that throws (a refine calling a method that
 * fails) counts as refusing: the server would answer 500 there, which the fuzz test reports.
 */
export function refuses(schema: z.ZodType, value: unknown): boolean {
  try {
    return !schema.safeParse(value).success;
  } catch {
    return true;
  }
}

/** The 400 message the contract promises for a refused value, or undefined when the schema throws. */
export function issuesOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] | undefined {
  try {
    return schema.safeParse(value).error?.issues;
  } catch {
    return undefined;
  }
}

/** Pulls samples until `count` of them satisfy `keep` (or the attempts run out). */
function collect<T>(arb: fc.Arbitrary<T>, count: number, keep: (value: T) => boolean, seed: number): T[] {
  const found: T[] = [];
  for (let round = 0; round < 20 && found.length < count; round += 1) {
    for (const value of fc.sample(arb, { numRuns: count * 2, seed: seed + round })) {
      if (keep(value)) found.push(value);
      if (found.length === count) break;
    }
  }
  return found;
}

/** Bodies the schema rejects, plus some that are not JSON at all. */
export function badBodies(schema: z.ZodType, count: number, seed: number): BadBody[] {
  const malformed = Math.max(1, Math.floor(count / 20));
  const values = collect(
    fc.oneof({ weight: 4, arbitrary: objectsLike(schema) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }).map(overTheWire),
    count - malformed,
    (v) => refuses(schema, v),
    seed,
  );
  return [
    ...values.map((value) => ({ kind: 'body' as const, value })),
    ...fc.sample(malformedJson, { numRuns: malformed, seed }).map((raw) => ({ kind: 'body' as const, raw })),
  ];
}

/** Query strings the schema rejects, as Express's simple parser will hand them over. */
export function badQueries(schema: z.ZodType, count: number, seed: number): BadQuery[] {
  const keys = shapeKeys(schema);
  const key = keys.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) }) : fc.string({ minLength: 1, maxLength: 8 });
  const value = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ minLength: 200, maxLength: 2000 }), fc.constantFrom('', '-1', '1e9', 'abc', '2024-13-01', 'true', 'null', '00000000-0000-0000-0000-000000000000'), fc.integer().map(String));
  const entries = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 });
  return collect(
    entries.map((pairs) => {
      const search = new URLSearchParams(pairs).toString();
      return { kind: 'query' as const, search, value: { ...parseQueryString(search) } };
    }),
    count,
    (q) => refuses(schema, q.value),
    seed,
  );
}

/** Path parameter values: for ids anything that is not an existing row, otherwise what the schema rejects. */
export function badParams(names: string[], schema: z.ZodType | undefined, count: number, seed: number): BadParam[] {
  const text = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
    fc.constantFrom('0', '-1', 'null', 'undefined', '%', ' ', '1 or 1=1', "' or ''='", '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    fc.uuid(),
    fc.string({ minLength: 5000, maxLength: 5000 }).map((s) => s.slice(0, 5000)),
  );
  const arb = fc.tuple(fc.constantFrom(...names), text).map(([name, value]) => ({ kind: 'param' as const, name, value }));
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return collect(
    arb,
    count,
    // dot segments are normalised away by URL parsing, so they would address another route
    (p) => !/^\.+$/.test(p.value) && (!shape[p.name] || refuses(shape[p.name], p.value)),
    seed,
  );
}
