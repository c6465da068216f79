import fc from 'fast-check';

/**
 * Strings that must round-trip byte for byte wherever a string is stored (issue 15 item 1): the
 * words a text-array literal would read as NULL, its separators and quotes, a backslash, emoji,
 * right-to-left text, and the empty string (refused where a field needs text, kept elsewhere).
 */
export const edgeStrings = [
  'null',
  'NULL',
  'Null',
  '',
  'a,b',
  '{x}',
  '"q"',
  'back\\slash',
  '🥚🧀 eggs & cheese',
  'שקשוקה',
  'مرحبا بالطبخ',
  "l'œuf \"dur\" {à, la} coque\\",
  'NULL,null',
  ' null ',
] as const;

/** A string of the edge set, or arbitrary printable Unicode (no control characters). */
export const storedString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...edgeStrings) },
  // eslint-disable-next-line no-control-regex
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s)) },
);

/** NUL and C0 controls other than tab, line feed and carriage return: refused in every string (400). */
export const controlCharacters = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f'] as const;

/** Dates with the right shape that name no day, or no sane one (issue 15 item 5). */
export const impossibleDates = ['2026-13-01', '2027-02-30', '9999-99-99', '2026-02-29', '2026-00-10', '2026-04-31', '0000-01-01'] as const;

/** `{"x":[[[…]]]}` nested `depth` levels, written as text so nothing here recurses. */
export function deepJson(depth: number, key = 'x'): string {
  return `{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** A JSON value as a tree of string leaves: the path of every string, arrays included. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** A copy of `value` with the string at `path` replaced by `replace(old)`. */
export function withStringAt(value: unknown, path: (string | number)[], replace: (old: string) => string): unknown {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return (value as unknown[]).map((v, i) => (i === head ? withStringAt(v, rest, replace) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: withStringAt(object[head], rest, replace) };
}

/** A copy of `value` with `key` (at any depth) set to `replacement`. */
export function withKey(value: unknown, key: string, replacement: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => withKey(v, key, replacement));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === key ? replacement : withKey(v, key, replacement)]));
}
