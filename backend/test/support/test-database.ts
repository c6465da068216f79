import 'reflect-metadata';
import { Blob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { appOrmOptions } from '../../src/app.entities.js';

/**
 * Handler specs on the real database (issue 34), without the app: the run's migrated database
 * (the integration project's global setup, see prepare-database.ts) opened once per spec file, and
 * every test inside one transaction that is rolled back after it, so tests see the migrated rows
 * only and may run in any order.
 *
 * Measured on this machine (2 cores shared by 8 engineers, so slow and noisy; 2026-12-06), PGlite,
 * inserting a household and its user per test:
 *   restore the migrated dump: 4.2–5.8 s once per file (migrating a fresh PGlite instead: 23 s);
 *   per test: a transaction rolled back 86 ms, truncating the 37 tables 578 ms, a new restore 4.2 s.
 * The unit project has no global setup, so there each file would migrate its own PGlite: these
 * specs run in the integration project (jest.config.js), on PostgreSQL too when DATABASE_URL is set.
 * So: a restore per file, a rollback per test.
 *
 * A handler's own `em.transactional` inside the test's transaction becomes a savepoint, which is
 * what it is inside a larger unit of work in production too. Code that forks a fresh entity
 * manager (outside any transaction) cannot see the test's rows and, on PGlite, would wait for the
 * one session forever: test such code with `useTestDatabase({ transaction: false })` and rows of
 * its own.
 */
export interface TestDatabase {
  /** This test's entity manager: inside the test's transaction unless `transaction: false`. */
  readonly em: SqlEntityManager;
  readonly orm: MikroORM;
}

export async function openTestDatabase(): Promise<MikroORM> {
  const databaseUrl = process.env.SOUS_TEST_DATABASE_URL;
  const dumpFile = process.env.SOUS_TEST_PGLITE_DUMP;
  if (databaseUrl) return MikroORM.init(appOrmOptions({ kind: 'postgresql', url: databaseUrl }));
  if (!dumpFile) throw new Error('No test database: run this spec through the integration project (npm run test:int)');
  // node:buffer's Blob: the test sandbox's global one is not the class PGlite reads from
  return MikroORM.init(appOrmOptions({ kind: 'pglite', dataDir: 'memory://', dump: new Blob([readFileSync(dumpFile)]) }));
}

/** Registers the file's open/close and each test's transaction; read `em` inside tests only. */
export function useTestDatabase({ transaction = true }: { transaction?: boolean } = {}): TestDatabase {
  let orm: MikroORM | undefined;
  let em: SqlEntityManager | undefined;
  beforeAll(async () => {
    orm = await openTestDatabase();
  });
  afterAll(async () => {
    await orm?.close();
  });
  beforeEach(async () => {
    // useContext: inside a handler's own `em.transactional` the entity manager resolves to that
    // transaction's fork, as the app's injected one does
    em = orm!.em.fork({ useContext: true }) as SqlEntityManager;
    if (transaction) await em.begin();
  });
  afterEach(async () => {
    if (transaction && em?.isInTransaction()) await em.rollback();
    em = undefined;
  });
  return {
    get em() {
      if (!em) throw new Error('The test database is only open inside a test');
      return em;
    },
    get orm() {
      if (!orm) throw new Error('The test database is only open inside a test');
      return orm;
    },
  };
}

/**
 * The entity manager with a hook run before each of its raw statements (`execute`), numbered from
 * 1, on the same connection: another device's write landing between a handler's read and its
 * write, or a count of the statements a handler sends. Everything else is the entity manager itself.
 */
export function withStatementHook(em: SqlEntityManager, before: (statement: number, em: SqlEntityManager) => Promise<void> | void): SqlEntityManager {
  let statements = 0;
  return new Proxy(em, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== 'execute') return bound;
      return async (...args: Parameters<SqlEntityManager['execute']>) => {
        statements += 1;
        await before(statements, target);
        return target.execute(...args);
      };
    },
  });
}
