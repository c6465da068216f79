import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.service.js';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format, outside /api (no session, no CSRF). Exposure: a client
 * on this machine (the TCP peer, not X-Forwarded-For, so a proxy cannot be fooled) may always read
 * it; anyone else needs `Authorization: Bearer <METRICS_TOKEN>`. Everyone else gets a plain 404,
 * as if there were nothing here.
 */
export function metricsEndpoint(metrics: Metrics, token: string | null) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const peer = request.socket.remoteAddress ?? '';
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const allowed = loopback.has(peer) || (token !== null && bearer !== undefined && sameSecret(bearer, token));
    if (!allowed) {
      response.status(404).json({ message: 'Not found' });
      return;
    }
    metrics.registry.metrics().then((text) => {
      response.setHeader('Content-Type', metrics.registry.contentType);
      response.setHeader('Cache-Control', 'no-store');
      response.send(text);
    }, next);
  };
}
