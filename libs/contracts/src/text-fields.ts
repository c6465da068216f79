import { z } from 'zod';

/** Text that must not be blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `must be at most ${max} characters`);

/** Optional text, trimmed: blank means none (null); absent stays absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullish();
