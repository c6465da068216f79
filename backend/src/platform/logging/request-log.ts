import type { ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { type DestinationStream, type Logger, pino } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';
import { AppConfig } from '#config/app-config.js';
import { requestPath } from '../http/normalised-path.js';
import { clientAddress } from '../rate-limit/client-address.js';
import { limitedAnswerOf } from '../rate-limit/limited-answer.js';
import { assignRequestId } from './request-id.js';

/** Where log lines go: null is pino's default (stdout); tests give a stream to read them back. */
export const LOG_DESTINATION = Symbol('LOG_DESTINATION');

/** Polled every few seconds (health probes, Prometheus): they would drown the useful lines. */
const unlogged = new Set(['/api/health', '/metrics']);

/** The route a refused request was for: the limiter's table route, else the route Express matched. */
function routeOf(request: Request, response: ServerResponse): string {
  const noted = limitedAnswerOf(response)?.route;
  if (noted) return noted;
  const matched = (request.route as { path?: unknown } | undefined)?.path;
  return `${request.method} ${typeof matched === 'string' ? `${request.baseUrl}${matched}` : requestPath(request)}`;
}

/**
 * The request log (pino-http): one line per answered request with its `reqId`, method, URL as sent
 * and status. Mounted by bootstrap before every other middleware, so the answers of the middleware
 * (a 429 of the limiter, a 403 of the CSRF check, a 415) are logged and carry `x-request-id` like
 * any other. A 429, whoever answered it, is logged at `warn` with `limited: { route, client }` (and
 * the limiter's bucket and caller key when the limiter answered): who is being refused, and where.
 */
@Injectable()
export class RequestLog {
  readonly logger: Logger;
  readonly middleware: HttpLogger<Request, ServerResponse>;

  constructor(config: AppConfig, @Inject(LOG_DESTINATION) destination: DestinationStream | null) {
    this.logger = destination ? pino({ level: config.logLevel }, destination) : pino({ level: config.logLevel });
    this.middleware = pinoHttp<Request, ServerResponse>({
      logger: this.logger,
      genReqId: assignRequestId,
      autoLogging: { ignore: (request) => unlogged.has(requestPath(request)) },
      customLogLevel: (_request, response) => (response.statusCode === 429 ? 'warn' : 'info'),
      customSuccessObject: (request, response, line: Record<string, unknown>) => {
        if (response.statusCode !== 429) return line;
        const { bucket, caller } = limitedAnswerOf(response) ?? {};
        return { ...line, limited: { route: routeOf(request, response), client: clientAddress(request), bucket, caller } };
      },
      // method and url only: headers carry cookies and tokens
      serializers: {
        req: (request: { id: unknown; method: string; url: string }) => ({ id: request.id, method: request.method, url: request.url }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    });
  }
}
