import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '#config/env.schema.js';
import { listeningTestApp, type ListeningTestApp } from '../support/test-app.js';

/** PostgreSQL and Redis of the run: the scale and fault suites need both. */
export const clusterServices = process.env.SOUS_TEST_DATABASE_URL && process.env.REDIS_URL
  ? { databaseUrl: process.env.SOUS_TEST_DATABASE_URL, redisUrl: process.env.REDIS_URL }
  : null;

export type Instance = ListeningTestApp;

export interface Cluster {
  instances: Instance[];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Instances of the real app in this process, each listening on its own port, sharing what a real
 * deployment shares: the database, Redis, the session secret and DATA_DIR (uploads).
 */
export async function startCluster(count: number, env: Env = {}): Promise<Cluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sous-cluster-'));
  const shared: Env = { DATA_DIR: dataDir, SESSION_SECRET: randomBytes(32).toString('hex'), ...env };
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      instances.push(await listeningTestApp({ env: shared }));
    }
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.close()));
    throw error;
  }
  return {
    instances,
    dataDir,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.close().catch(() => undefined)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
