import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EntityClass, Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabaseTarget } from '#platform/database/database-target.js';
import { registerEntities } from '#platform/database/entity-ref.js';
import { migrations } from '../migrations/index.js';

/** Extensions the migrations enable: PGlite only has the ones loaded at start. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's own start parameters plus a smaller buffer pool. PostgreSQL's default 128 MB of shared
 * buffers lives in the WebAssembly memory, which never shrinks: at 16 MB the server's resident
 * memory is ~125 MB lower (measured on a data directory with the food database loaded), and the
 * pages beyond it are still read from the OS's file cache. See bench/memory.mjs.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

export const migrationsTable = 'mikro_orm_migrations';

/** Options shared by every database kind: same migrations, same behaviour. */
const common = {
  metadataProvider: ReflectMetadataProvider,
  extensions: [Migrator],
  // entities are listed explicitly, so nothing needs the TS source at run time
  preferTs: false,
  migrations: {
    tableName: migrationsTable,
    // compiled with the app and listed in code: no file discovery, works from src (jest) and dist alike
    migrationsList: migrations,
    emit: 'ts',
    // the generator diffs the entities against a freshly migrated database, so no snapshot file
    snapshot: false,
    silent: true,
  },
  // every request and job works on its own fork; touching the global context is a bug
  allowGlobalContext: false,
  debug: process.env.ORM_DEBUG === '1',
} satisfies Partial<Options>;

/**
 * The ORM options for a database and the app's entities. The entities come from the caller (the
 * composition root, backend/src/app.entities.ts): each module declares the ones it owns, and config/
 * imports no module (issue 34).
 */
export function buildOrmOptions(target: DatabaseTarget, entities: readonly EntityClass<object>[]): Partial<Options> {
  // relations across modules name their target (entityNamed): resolvable once all are registered
  registerEntities(entities);
  if (target.kind === 'postgresql') {
    return { ...common, entities: [...entities], driver: PostgreSqlDriver, clientUrl: target.url, pool: { min: 0, max: 10 } };
  }
  // PGlite's NodeFS creates the data directory without `recursive`: the parents must exist
  if (target.dataDir !== 'memory://') mkdirSync(dirname(target.dataDir), { recursive: true });
  return {
    ...common,
    entities: [...entities],
    driver: PgliteDriver,
    // without `driverOptions.dataDir`, dbName is the PGlite data directory itself
    dbName: target.dataDir,
    // a function, because MikroORM deep-copies plain option objects and a copied Blob is unreadable
    driverOptions: () => ({
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
      ...('dump' in target && target.dump ? { loadDataDir: target.dump } : {}),
    }),
  };
}

/**
 * The cluster a new PGlite data directory starts from (initdb'd, migrated, food database loaded),
 * written by `scripts/make-pglite-template.mjs` at build time beside the compiled app; absent when
 * running from source, where PGlite runs initdb as before. See platform/database/cluster-template.ts.
 */
export const clusterTemplate = fileURLToPath(new URL('../pglite-template.tar.gz', import.meta.url));
