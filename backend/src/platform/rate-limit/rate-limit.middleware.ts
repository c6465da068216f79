import type { NextFunction, Request, Response } from 'express';
import type { ErrorCode } from '@sous/contracts';
import type { RateLimit, RateLimits } from '#config/app-config.js';
import { bearerCredential, hashApiToken } from '../auth/bearer-token.js';
import { requestPath } from '../http/normalised-path.js';
import { clientAddress } from './client-address.js';
import { noteLimitedAnswer } from './limited-answer.js';
import type { RateLimiter } from './rate-limiter.js';
import { tryAgainIn } from './rate-limited.error.js';

export interface LimitedRoute {
  method: string;
  /** Under /api, normalised (lower case, see normalised-path.ts): what every spelling of the route maps to. */
  path: string;
  bucket: keyof RateLimits;
  /** Whose requests count together. */
  per: 'address' | 'user';
  message: string;
}

/** Paths under /api (the openapi document reads them too). AI routes share one budget per user. */
export const limitedRoutes: readonly LimitedRoute[] = [
  { method: 'POST', path: '/auth/email/login', bucket: 'signIn', per: 'address', message: 'Too many sign-in attempts.' },
  { method: 'POST', path: '/auth/email/signup', bucket: 'signUp', per: 'address', message: 'Too many sign-ups from this address.' },
  { method: 'POST', path: '/chat', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  { method: 'POST', path: '/recipes/generate', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  // an import fetches a page on the household's behalf and may ask the model: the same budget
  { method: 'POST', path: '/recipes/import', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  { method: 'POST', path: '/voice/transcribe', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  // a receipt photo is an upload the server works on (OCR): the uploads' budget; a model reading also spends 'ai'
  { method: 'POST', path: '/receipts/scan', bucket: 'uploads', per: 'user', message: 'Too many receipts at once.' },
  { method: 'POST', path: '/feedback', bucket: 'feedback', per: 'user', message: 'Too much feedback at once.' },
];

/** The limited route a request is, by its normalised path: `/api/Chat/` and `/api//chat` are `/api/chat`. */
export function limitedRouteOf(request: Request): LimitedRoute | undefined {
  const path = requestPath(request);
  return limitedRoutes.find((route) => route.method === request.method && `/api${route.path}` === path);
}

/**
 * Whose budget a request spends: per user for signed-in sessions, per token for bearer requests
 * (issue 20: each integration gets its own budget, and one runaway script cannot starve the user's
 * browser), per address otherwise. The token is keyed by a prefix of its hash, never the secret;
 * the guard has not run yet, so an unknown token gets a key too and then its 401.
 */
export function callerKey(request: Request, per: LimitedRoute['per']): string {
  if (per === 'user') {
    const bearer = bearerCredential(request);
    if (bearer.kind === 'token') return `token:${hashApiToken(bearer.token).slice(0, 32)}`;
    const userId = bearer.kind === 'none' ? request.session?.userId : undefined;
    if (userId) return `user:${userId}`;
  }
  return `ip:${clientAddress(request)}`;
}

/**
 * Answers 429 `{ message, code: 'platform.rate-limited' }` with `Retry-After` once a caller exceeds its
 * budget. Runs after the session middleware, so AI budgets follow the user across devices; requests
 * without a session or token count per address (and get their 401 from the guard when under the limit).
 * Every refusal is noted for the request log (route, bucket, caller; the log adds the client address).
 */
export function rateLimitMiddleware(limiter: RateLimiter, limits: RateLimits) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const route = limitedRouteOf(request);
    if (!route) return next();
    const rule: RateLimit = limits[route.bucket];
    const key = callerKey(request, route.per);
    limiter.consume(route.bucket, key, rule).then((waitMs) => {
      if (waitMs === 0) return next();
      noteLimitedAnswer(response, { route: `${route.method} /api${route.path}`, bucket: route.bucket, caller: key });
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      response.status(429).json({ message: `${route.message} ${tryAgainIn(waitMs)}`, code: 'platform.rate-limited' satisfies ErrorCode });
    }, next);
  };
}
