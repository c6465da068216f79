import type { NextFunction, Request, Response } from 'express';
import type { RateLimit, RateLimits } from '../../config/app-config.js';
import type { RateLimiter } from './rate-limiter.js';
import { tryAgainIn } from './rate-limited.error.js';

interface LimitedRoute {
  method: string;
  path: string;
  bucket: keyof RateLimits;
  /** Whose requests count together. */
  per: 'address' | 'user';
  message: string;
}

/** Mounted on /api, so paths are relative to it. AI routes share one budget per user. */
export const limitedRoutes: readonly LimitedRoute[] = [
  { method: 'POST', path: '/auth/email/login', bucket: 'signIn', per: 'address', message: 'Too many sign-in attempts.' },
  { method: 'POST', path: '/auth/email/signup', bucket: 'signUp', per: 'address', message: 'Too many sign-ups from this address.' },
  { method: 'POST', path: '/chat', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  { method: 'POST', path: '/recipes/generate', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  // an import fetches a page on the household's behalf and may ask the model: the same budget
  { method: 'POST', path: '/recipes/import', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  { method: 'POST', path: '/voice/transcribe', bucket: 'ai', per: 'user', message: 'Too many requests to the chef.' },
  { method: 'POST', path: '/feedback', bucket: 'feedback', per: 'user', message: 'Too much feedback at once.' },
];

/**
 * Answers 429 `{ message, code: 'RATE_LIMITED' }` with `Retry-After` once a caller exceeds its
 * budget. Runs after the session middleware, so AI budgets follow the user across devices; requests
 * without a session count per address (and get their 401 from the guard when under the limit).
 */
export function rateLimitMiddleware(limiter: RateLimiter, limits: RateLimits) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const path = request.path.replace(/\/+$/, '') || '/';
    const route = limitedRoutes.find((r) => r.method === request.method && r.path === path);
    if (!route) return next();
    const rule: RateLimit = limits[route.bucket];
    const userId = request.session?.userId;
    const key = route.per === 'user' && userId ? `user:${userId}` : `ip:${request.ip ?? 'unknown'}`;
    limiter.consume(route.bucket, key, rule).then((waitMs) => {
      if (waitMs === 0) return next();
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      response.status(429).json({ message: `${route.message} ${tryAgainIn(waitMs)}`, code: 'RATE_LIMITED' });
    }, next);
  };
}
