import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { Env } from '#config/env.schema.js';
import { csrfOriginCheck } from '#platform/auth/csrf.middleware.js';
import { jsonOnlyWrites } from '#platform/auth/json-only.middleware.js';
import { SessionService } from '#platform/auth/session.service.js';
import { idempotentWrites } from '#platform/http/idempotency.middleware.js';
import { IdempotencyStore } from '#platform/http/idempotency.store.js';
import { jsonParserOptions } from '#platform/http/json-depth.js';
import { normalisePath } from '#platform/http/normalised-path.js';
import { securityHeaders } from '#platform/http/security-headers.js';
import { GracefulShutdown } from '#platform/lifecycle/graceful-shutdown.js';
import { RequestLog } from '#platform/logging/request-log.js';
import { httpMetricsMiddleware } from '#platform/metrics/http-metrics.middleware.js';
import { metricsEndpoint } from '#platform/metrics/metrics.endpoint.js';
import { Metrics } from '#platform/metrics/metrics.service.js';
import { ApiRouteExplorer } from '#platform/openapi/api-route-explorer.js';
import { methodNotAllowed } from '#platform/openapi/method-not-allowed.js';
import { rateLimitMiddleware } from '#platform/rate-limit/rate-limit.middleware.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { RedisIoAdapter } from '#platform/realtime/redis-io.adapter.js';
import { rawWebhookBody, stripeWebhookPath } from './modules/donations/http/raw-webhook-body.js';
import { importPastePath, readPasteBody } from './modules/recipes/import/paste-body.js';
import { readUploadBody, uploadBodyPath } from './modules/uploads/http/upload-body.js';
import { type PreparedBoot, prepareBoot } from './prepare-boot.js';

export const bodyLimit = '1mb';

export interface CreateAppOptions {
  /** Defaults to process.env. */
  env?: Env;
  /** Config and database already prepared by `prepareBoot` (main.ts does it before loading the app). */
  prepared?: PreparedBoot;
  /** Start the embedded database in memory from this dump instead of DATA_DIR (tests). */
  pgliteDump?: Blob;
  /**
   * Builds the application from the root module; defaults to NestFactory. Tests pass one that
   * compiles a testing module so they can override providers (e.g. SocketAuthenticator).
   */
  instantiate?: (root: DynamicModule) => Promise<NestExpressApplication>;
}

/** Nest options every way of instantiating must use. */
export const nestAppOptions = { bufferLogs: true, abortOnError: false } as const;

/**
 * Builds the whole application, not yet listening: config, database (locked when embedded),
 * migrations, logging, body parsing, sockets. Boot errors are thrown for the caller to report.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const { config, database } = options.prepared ?? prepareBoot(options.env ?? process.env, options.pgliteDump);
  let app: NestExpressApplication | undefined;
  try {
    const root = AppModule.register({ config, database });
    app = await (options.instantiate ?? defaultInstantiate)(root);
    app.useLogger(app.get(Logger));
    app.disable('x-powered-by');
    // Node closes an idle keep-alive connection after 5 s; a client (a proxy such as nginx, keeping
    // connections 60 s, or an API client) sending on it just then gets ECONNRESET. The side that
    // reuses connections must give up first, so the app keeps them longer than its clients do.
    const server = app.getHttpServer();
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    // first of all: the request log, so the answers of the middleware below (a 429, a 403) are logged
    // too, then the one spelling of the path every later middleware and route matches (issue 32)
    app.use(app.get(RequestLog).middleware, normalisePath);
    // so every request (uploads included, from their first byte) is counted, timed and drained
    const metrics = app.get(Metrics);
    app.use(app.get(GracefulShutdown).middleware, httpMetricsMiddleware(metrics));
    app.use('/metrics', metricsEndpoint(metrics, config.metricsToken));
    app.use(securityHeaders(config));
    // before the JSON parser: Stripe's signature covers the raw bytes of its webhook
    app.use(stripeWebhookPath, rawWebhookBody(1024 * 1024));
    // before the JSON/text parsers: an upload PUT is a raw file of up to 10 MB, whatever its type
    app.use(uploadBodyPath, readUploadBody());
    // before the JSON parser: a pasted page's source may be 5 MB, gzip-encoded (issue 30)
    app.use(importPastePath, readPasteBody());
    // the depth check runs on the raw bytes, before JSON.parse can recurse (DESIGN §7)
    app.useBodyParser('json', jsonParserOptions(bodyLimit));
    app.useBodyParser('urlencoded', { limit: bodyLimit, extended: false });
    // beacons post JSON as text/plain
    app.useBodyParser('text', { limit: bodyLimit, type: 'text/plain' });
    // behind a proxy, req.ip (rate limits) and req.protocol (Secure cookies) follow X-Forwarded-*
    if (config.trustProxy > 0) app.set('trust proxy', config.trustProxy);
    app.use(
      '/api',
      csrfOriginCheck(config.appUrl),
      jsonOnlyWrites(),
      app.get(SessionService).middleware,
      rateLimitMiddleware(app.get(RateLimiter), config.rateLimits),
      idempotentWrites(app.get(IdempotencyStore)),
    );
    // a known path with a method it does not serve: 405 with Allow, not the 404 of an unknown path
    const explorer = app.get(ApiRouteExplorer);
    app.use(methodNotAllowed(() => explorer.discover()));
    if (config.redisUrl) {
      const adapter = new RedisIoAdapter(app, config.redisUrl);
      await adapter.connect();
      app.useWebSocketAdapter(adapter);
    }
    await app.init();
    return app;
  } catch (error) {
    // close what did open (database, sockets) so the caller is left with nothing running
    await app?.close().catch(() => undefined);
    if ('lock' in database) database.lock.release();
    throw error;
  }
}

const defaultInstantiate = (root: DynamicModule) =>
  NestFactory.create<NestExpressApplication>(root, nestAppOptions);
