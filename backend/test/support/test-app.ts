import { Blob } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { DynamicModule } from '@nestjs/common';
import type { App } from 'supertest/types.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ModulesContainer } from '@nestjs/core';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { createApp, nestAppOptions } from '../../src/bootstrap.js';
import type { Env } from '#config/env.schema.js';
import { EmbeddedStatisticsJob } from '#platform/database/embedded-statistics.job.js';
import { DailyJob } from '#platform/jobs/daily-job.js';
import type { SignedInUser } from './auth.js';
import { connectSocket, type TestSocket } from './socket-client.js';

export interface TestAppOptions {
  /** Extra environment, e.g. STATIC_DIR. */
  env?: Env;
  /** Provider overrides, applied like in any Nest testing module. */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
}

export interface TestApp {
  app: NestExpressApplication;
  close(): Promise<void>;
}

/**
 * The real app (createApp) on the run's migrated test database: the PGlite dump restored in
 * memory, or this Jest worker's copy of the run's `sous_test_*` PostgreSQL database (jest-setup.ts);
 * Redis when REDIS_URL is set.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sous-data-'));
  const databaseUrl = process.env.SOUS_TEST_DATABASE_URL;
  const dumpFile = process.env.SOUS_TEST_PGLITE_DUMP;
  if (!databaseUrl && !dumpFile) throw new Error('No test database: run through the integration project');
  const env: Env = {
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    // parallel workers (and other runs) share the Redis: each worker's apps fan out among themselves only
    REDIS_CHANNEL_PREFIX: `sous-test:${databaseUrl ? new URL(databaseUrl).pathname.slice(1) : `pglite-${process.pid}`}`,
    // scrypt at 2^10 instead of 2^15: hundreds of sign-ups a run (password.spec.ts proves the default)
    PASSWORD_HASH_LOG_N: '10',
    // every suite signs up from 127.0.0.1, and with Redis they share one count: tests of the
    // limits themselves pass lower ones
    RATE_LIMIT_SIGN_IN: '100000/1h',
    RATE_LIMIT_SIGN_UP: '100000/1h',
    RATE_LIMIT_AI: '100000/1h',
    RATE_LIMIT_FEEDBACK: '100000/1h',
    RATE_LIMIT_UPLOADS: '100000/1h',
    RATE_LIMIT_HOUSEHOLD_UPLOADS: '100000/1h',
    UPLOAD_MB_PER_HOUR: '100000',
    ...options.env,
  };
  const app = await createApp({
    env,
    // node:buffer's Blob: the test sandbox's global one is not the class PGlite reads from
    pgliteDump: databaseUrl ? undefined : new Blob([readFileSync(dumpFile!)]),
    instantiate: async (root: DynamicModule) => {
      const builder = Test.createTestingModule({ imports: [root] });
      const moduleRef = await (options.override?.(builder) ?? builder).compile();
      return moduleRef.createNestApplication<NestExpressApplication>(nestAppOptions);
    },
  });
  stopDailyJobTimers(app);
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Daily jobs run in tests when a test calls their `tick()`: the one their timer starts 30 s after
 * boot would change rows (an item's last notice) under a test that compares the database. The
 * embedded database's statistics likewise: new ones can change a plan, and with it the order of
 * rows a query does not sort, in the middle of a suite.
 */
function stopDailyJobTimers(app: NestExpressApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      if (wrapper.instance instanceof DailyJob || wrapper.instance instanceof EmbeddedStatisticsJob) wrapper.instance.onApplicationShutdown();
    }
  }
}

export interface ListeningTestApp extends TestApp {
  /** The app's HTTP server, for supertest. */
  server: App;
  /** `http://127.0.0.1:<port>`, for socket.io clients. */
  baseUrl: string;
}

/** `startTestApp` listening on a free loopback port: what suites with socket clients need. */
export async function listeningTestApp(options: TestAppOptions = {}): Promise<ListeningTestApp> {
  const testApp = await startTestApp(options);
  await testApp.app.listen(0, '127.0.0.1');
  const server = testApp.app.getHttpServer() as App;
  return { ...testApp, server, baseUrl: `http://127.0.0.1:${(server as unknown as { address(): AddressInfo }).address().port}` };
}

export interface LiveSuite {
  testApp: ListeningTestApp;
  /** The app's HTTP server, for supertest and the factories. */
  server: App;
  /** Where socket clients connect. */
  baseUrl: string;
  /** Sockets opened for a test: each user's device, admitted; all are closed after the test. */
  connect(...users: Pick<SignedInUser, 'cookie'>[]): Promise<TestSocket[]>;
}

/**
 * A suite's listening app, started before its tests and closed after them, with the sockets its
 * tests open closed after each test. The fields are set once this `beforeAll` ran, so a suite's
 * own hooks registered later can use them.
 */
export function liveSuite(options: TestAppOptions = {}): LiveSuite {
  const sockets: TestSocket[] = [];
  const suite = {
    connect: async (...users: Pick<SignedInUser, 'cookie'>[]) => {
      const opened = await Promise.all(users.map((user) => connectSocket(suite.baseUrl, undefined, user.cookie)));
      sockets.push(...opened);
      return opened;
    },
  } as LiveSuite;
  beforeAll(async () => {
    suite.testApp = await listeningTestApp(options);
    suite.server = suite.testApp.server;
    suite.baseUrl = suite.testApp.baseUrl;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => suite.testApp.close());
  return suite;
}

export interface AppSuite {
  testApp: TestApp;
  /** The app's HTTP server, for supertest and the factories. */
  server: App;
}

/**
 * A suite's app (not listening: supertest only), started before its tests and closed after them.
 * The fields are set once this `beforeAll` ran, so a suite's own hooks registered later can use them.
 */
export function appSuite(options: TestAppOptions = {}): AppSuite {
  const suite = {} as AppSuite;
  beforeAll(async () => {
    suite.testApp = await startTestApp(options);
    suite.server = suite.testApp.app.getHttpServer();
  });
  afterAll(() => suite.testApp.close());
  return suite;
}
