import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { Env } from './config/env.schema.js';
import { csrfOriginCheck } from './platform/auth/csrf.middleware.js';
import { SessionService } from './platform/auth/session.service.js';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter.js';
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
    app.useBodyParser('json', { limit: bodyLimit });
    app.useBodyParser('urlencoded', { limit: bodyLimit, extended: false });
    // beacons post JSON as text/plain
    app.useBodyParser('text', { limit: bodyLimit, type: 'text/plain' });
    // behind an https proxy, req.protocol and Secure cookies must follow X-Forwarded-Proto
    if (config.appUrl.startsWith('https://')) app.set('trust proxy', 1);
    app.use('/api', csrfOriginCheck(config.appUrl), app.get(SessionService).middleware);
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
