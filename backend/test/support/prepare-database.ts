/**
 * Run by the integration global setup/teardown in a child process (through ts-loader), because
 * Jest loads global setup as CommonJS while MikroORM and Nest are ESM only.
 *
 *   create: with DATABASE_URL, creates `sous_test_<random>` on that server and migrates it;
 *           without, migrates an in-memory PGlite and dumps it to a temp file. Either way the
 *           embedded food database is loaded too, as the app's first boot would (~2 s once), so
 *           no suite pays for it.
 *           Prints `{"databaseUrl": …}` or `{"pgliteDump": …}` on the last line of stdout.
 *   drop <url>: drops that test database and the Jest workers' copies of it (worker-database.ts).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { appOrmOptions } from '../../src/app.entities.js';
import { loadEmbeddedFoods } from '../../src/modules/food-data/embedded/load-embedded-foods.js';
import { workerDatabasePattern } from './worker-database.js';

const testDatabasePattern = /^sous_test_[a-f0-9]{12}$/;

async function create(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `sous_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database "${name}"`);
    const databaseUrl = withDatabase(serverUrl, name);
    const orm = await MikroORM.init(appOrmOptions({ kind: 'postgresql', url: databaseUrl }));
    try {
      await orm.migrator.up();
      await loadEmbeddedFoods(orm.em as SqlEntityManager);
    } finally {
      await orm.close();
    }
    return { databaseUrl };
  }
  const orm = await MikroORM.init(appOrmOptions({ kind: 'pglite', dataDir: 'memory://' }));
  try {
    await orm.migrator.up();
    await loadEmbeddedFoods(orm.em as SqlEntityManager);
    const pglite = await (orm.em.getConnection() as PgliteConnection).getNativeClient();
    // without a checkpoint every suite's restore replays the migrations' WAL first (≈ 0.2–0.4 s each)
    await pglite.exec('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    const file = join(mkdtempSync(join(tmpdir(), 'sous-test-')), 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { pgliteDump: file };
  } finally {
    await orm.close();
  }
}

async function drop(databaseUrl: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const name = new URL(databaseUrl).pathname.slice(1);
  // only ever a database this harness created, never the one DATABASE_URL names
  if (!serverUrl || !testDatabasePattern.test(name)) throw new Error(`Refusing to drop ${name}`);
  const copies = await onServer<{ datname: string }>(serverUrl, 'select datname from pg_database where datname like ?', [`${name}\\_w%`]);
  for (const { datname } of copies) {
    if (!workerDatabasePattern.test(datname)) throw new Error(`Refusing to drop ${datname}`);
    await onServer(serverUrl, `drop database if exists "${datname}" with (force)`);
  }
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
}

/** Runs one statement on DATABASE_URL's connection, outside any transaction (CREATE DATABASE needs that). */
async function onServer<T = unknown>(serverUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: serverUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
  });
  try {
    return await orm.em.getConnection().execute<T[]>(sql, params);
  } finally {
    await orm.close();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const [command, argument] = process.argv.slice(2);
if (command === 'create') console.log(JSON.stringify(await create()));
else if (command === 'drop' && argument) await drop(argument);
else throw new Error(`Unknown command: ${command}`);
