import { z } from 'zod';

/**
 * The rules every string of a request obeys (DESIGN §7, "Text in, text out, exactly"). PostgreSQL
 * refuses NUL outright and other C0 controls are never typed by a person, so both are a 400 naming
 * the field; tab, newline and carriage return stay allowed in free text. Names (one line, shown in
 * lists) refuse every C0 control and the bidi overrides that make a name display as another one.
 */
// matching control characters is the point of these two
// eslint-disable-next-line no-control-regex
const freeTextControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// eslint-disable-next-line no-control-regex
const lineControls = /[\u0000-\u001F]/;
const bidiOverrides = /[\u202A-\u202E\u2066-\u2069]/;

export const textMessages = {
  control: 'must not contain control characters',
  bidi: 'must not contain text-direction override characters',
  tooDeep: (max: number) => `must not be nested more than ${max} levels deep`,
  tooLarge: (max: number) => `must be at most ${max} characters of JSON`,
} as const;

/** Whether free text carries NUL or a C0 control other than tab, newline and carriage return. */
export const hasControlCharacter = (value: string): boolean => freeTextControls.test(value);

/** Any string field (free text): NUL and C0 controls other than tab/newline/CR refused. */
export const safeString = (params?: { error?: string }) =>
  z.string(params).refine((v) => !freeTextControls.test(v), textMessages.control);

/** A one-line string (names, ids, codes): no C0 control at all, no bidi override. */
export const lineString = (params?: { error?: string }) =>
  z
    .string(params)
    .refine((v) => !lineControls.test(v), textMessages.control)
    .refine((v) => !bidiOverrides.test(v), textMessages.bidi);

/** Text that must not be blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  safeString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `must be at most ${max} characters`);

/** A required name: one line, not blank once trimmed, at most `max` characters. */
export const nameText = (max: number) =>
  lineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `must be at most ${max} characters`);

/** Optional text, trimmed: blank means none (null); absent stays absent. */
export const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Where the first string of a request breaks the free-text rule (object keys included), or null. */
export function findControlCharacter(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return freeTextControls.test(value) ? path : null;
  // the depth guard of the body parser already refused deeper bodies; this only bounds the walk
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (freeTextControls.test(key)) return [...path, key];
    const found = findControlCharacter(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** How deeply a JSON value nests (a scalar is 0, `{}` and `[]` are 1), counting no further than `limit + 1`. */
export function jsonDepth(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const inner of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(inner, limit - 1));
    if (deepest > limit) break;
  }
  return deepest + 1;
}

/**
 * A free-form JSON field (`usdaData`, `metadata`, `deviceInfo`): stored as given, so bounded in
 * depth and size, and its strings obey the free-text rule like any other.
 */
export const boundedJson = <S extends z.ZodType>(schema: S, limits: { maxDepth: number; maxLength: number }) =>
  schema.superRefine((value, ctx) => {
    if (jsonDepth(value, limits.maxDepth) > limits.maxDepth) {
      ctx.addIssue({ code: 'custom', message: textMessages.tooDeep(limits.maxDepth) });
      return;
    }
    if ((JSON.stringify(value) ?? '').length > limits.maxLength) ctx.addIssue({ code: 'custom', message: textMessages.tooLarge(limits.maxLength) });
    const at = findControlCharacter(value);
    if (at) ctx.addIssue({ code: 'custom', message: textMessages.control, path: at });
  });

/** A minus sign (ASCII or U+2212) before a digit, at the start or after a non-word character. */
const negativeNumber = /(^|[^\p{L}\p{N}])[-\u2212]\s*\d/u;

/**
 * A duration given as minutes (a number) or as short free text ("1 hr 20 min"), answered as text.
 * Neither form may be negative: a recipe that takes "-5 min" is a typo or a probe.
 */
export const durationText = (limits: { maxMinutes: number; maxLength: number }) =>
  z
    .union([z.number(), z.string()], { error: 'must be a number of minutes or a text like "20 min"' })
    .transform((value, ctx) => {
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (typeof value === 'number') {
        if (value < 0) return issue('must not be negative');
        if (!Number.isInteger(value) || value > limits.maxMinutes) return issue(`must be a whole number of minutes up to ${limits.maxMinutes}`);
        return String(value);
      }
      const text = value.trim();
      if (hasControlCharacter(text)) return issue(textMessages.control);
      if (text.length > limits.maxLength) return issue(`must be at most ${limits.maxLength} characters`);
      if (negativeNumber.test(text)) return issue('must not be negative');
      return text;
    });
