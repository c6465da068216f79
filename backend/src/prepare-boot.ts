import { join } from 'node:path';
import type { AppConfig } from '#config/app-config.js';
import type { Env } from '#config/env.schema.js';
import { loadConfig } from '#config/load-config.js';
import { acquireDataDirLock } from '#platform/database/data-dir-lock.js';
import type { DatabaseTarget } from '#platform/database/database-target.js';

export interface PreparedBoot {
  config: AppConfig;
  database: DatabaseTarget;
}

/**
 * What can fail from operator mistakes, checked before the application is even loaded so those
 * failures are immediate: the configuration, and the embedded database's directory lock.
 * Throws ConfigError or DataDirLockedError.
 */
export function prepareBoot(env: Env, pgliteDump?: Blob): PreparedBoot {
  const config = loadConfig(env);
  return { config, database: databaseTarget(config, pgliteDump) };
}

function databaseTarget(config: AppConfig, pgliteDump: Blob | undefined): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgresql', url: config.databaseUrl };
  if (pgliteDump) return { kind: 'pglite', dataDir: 'memory://', dump: pgliteDump };
  const dataDir = join(config.dataDir, 'pglite');
  return { kind: 'pglite', dataDir, lock: acquireDataDirLock(dataDir) };
}
