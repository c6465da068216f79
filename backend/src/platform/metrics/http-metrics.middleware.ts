import type { NextFunction, Request, Response } from 'express';
import { requestPath } from '../http/normalised-path.js';
import type { Metrics } from './metrics.service.js';

/**
 * Times every request and labels it with the route template Express matched
 * (`/api/food-items/:id`), never the raw URL, so ids do not explode the series. Requests no API
 * route matched are `static` (GET outside /api) or `unmatched`.
 */
export function httpMetricsMiddleware(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stop = metrics.httpDuration.startTimer();
    response.once('finish', () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      const template =
        typeof route === 'string'
          ? `${request.baseUrl}${route}`
          : !/^\/(api|metrics)(\/|$)/.test(requestPath(request)) && request.method === 'GET'
            ? 'static'
            : 'unmatched';
      stop({ method: request.method, route: template, status: String(response.statusCode) });
    });
    next();
  };
}
