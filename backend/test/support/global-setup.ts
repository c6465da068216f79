import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

interface ProjectConfig {
  rootDir: string;
}

/**
 * Migrates ONE test database for the whole run and hands it to the workers through the
 * environment: `SOUS_TEST_DATABASE_URL` (a fresh `sous_test_*` database on DATABASE_URL's server,
 * the template each worker copies once, see worker-database.ts) or `SOUS_TEST_PGLITE_DUMP` (a
 * migrated PGlite each suite restores in memory, ~1 s instead of 3–5).
 * Jest loads this file as CommonJS, which MikroORM (ESM only) cannot join: the work happens in
 * prepare-database.ts, run in a child Node through the ts-loader. Only node: imports here.
 */
export default function globalSetup(_globalConfig: unknown, project: ProjectConfig): void {
  const root = project.rootDir;
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      '--no-warnings',
      '--import',
      join(root, 'backend/test/support/ts-loader/register.mjs'),
      join(root, 'backend/test/support/prepare-database.ts'),
      'create',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 120_000 },
  );
  if (result.status !== 0) {
    throw new Error(`Preparing the test database failed:\n${result.stderr || String(result.error)}`);
  }
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '{}';
  const prepared = JSON.parse(lastLine) as { databaseUrl?: string; pgliteDump?: string };
  if (prepared.databaseUrl) process.env.SOUS_TEST_DATABASE_URL = prepared.databaseUrl;
  if (prepared.pgliteDump) process.env.SOUS_TEST_PGLITE_DUMP = prepared.pgliteDump;
  // stderr: `--json` without --outputFile owns stdout
  const kind = prepared.databaseUrl ? 'PostgreSQL template database' : 'PGlite dump';
  process.stderr.write(`\nintegration: ${kind} migrated and loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
