import { z } from 'zod';
import { errorCodes } from './api/api-errors.js';

/** Body of every 400 answer (DESIGN §7): `message` names the first bad field in plain words. */
export const validationErrorBody = z.object({
  message: z.string(),
  issues: z.array(
    z.object({
      path: z.array(z.union([z.string(), z.number()])),
      message: z.string(),
      code: z.string().optional(),
    }),
  ),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/**
 * Body of every other error answer; `code` is the refusal's stable, namespaced code when there is
 * one (docs/api-errors.md), what a client branches on; the message is for people.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.enum(errorCodes).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The expired-session answer the client turns into a redirect to `/` (spec 000 §8). */
export const sessionExpiredBody = z.object({
  error: z.literal('session_expired'),
  requiresReauth: z.literal(true),
});
export type SessionExpiredBody = z.infer<typeof sessionExpiredBody>;

export const healthBody = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  realtime: z.enum(['memory', 'redis']),
});
export type HealthBody = z.infer<typeof healthBody>;

/** Turns zod issues into the 400 body: "<field>: <reason>" for the first issue. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): ValidationErrorBody {
  const mapped = issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
    code: i.code,
  }));
  const first = mapped[0];
  const field = first?.path.length ? first.path.join('.') : undefined;
  const message = !first ? 'Invalid request' : field ? `${field}: ${first.message}` : first.message;
  return { message, issues: mapped };
}
