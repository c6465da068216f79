import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface ProjectConfig {
  rootDir: string;
}

/** Drops the run's test database, or deletes the PGlite dump (see global-setup.ts). */
export default function globalTeardown(_globalConfig: unknown, project: ProjectConfig): void {
  const { SOUS_TEST_DATABASE_URL: databaseUrl, SOUS_TEST_PGLITE_DUMP: dump } = process.env;
  if (dump) rmSync(dirname(dump), { recursive: true, force: true });
  if (!databaseUrl) return;
  const root = project.rootDir;
  const result = spawnSync(
    process.execPath,
    [
      '--no-warnings',
      '--import',
      join(root, 'backend/test/support/ts-loader/register.mjs'),
      join(root, 'backend/test/support/prepare-database.ts'),
      'drop',
      databaseUrl,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`Dropping ${databaseUrl} failed:\n${result.stderr}`);
}
