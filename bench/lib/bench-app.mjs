// What the app benchmarks share: the app they measure (a running one at BENCH_URL, or the built
// app booted on a fresh DATA_DIR), the machine and commit they ran on, and the result file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeBinary, repoRoot } from '../../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../../scripts/lib/server.mjs';

/**
 * The app to measure: BENCH_URL's when set, else the built app on a fresh `bench-<label>` DATA_DIR
 * with `env` added (BENCH_DATABASE_URL and BENCH_REDIS_URL pass through). `bootMs` is how long the
 * booted app took to answer /api/health (null for a running one); `close` stops it and removes its directory.
 */
export async function benchApp({ label, env = {}, timeoutMs = 180_000, intervalMs = 50 }) {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  const database = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  if (external) return { baseUrl: external, external: true, database: 'unknown (running app)', bootMs: null, close: async () => {} };
  assertBuilt();
  const port = await freePort();
  const dataDir = makeDataDir(`bench-${label}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const app = startApp({
    env: appEnv({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL, REDIS_URL: process.env.BENCH_REDIS_URL, ...env }),
    label,
    quiet: true,
  });
  const bootMs = await waitForHealthy(app, `${baseUrl}/api/health`, { timeoutMs, intervalMs, startedAt });
  const close = async () => {
    await stopApp(app);
    removeDir(dataDir);
  };
  return { baseUrl, external: false, database, bootMs, close };
}

/** The short hash of HEAD, or null outside a git checkout. */
export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The machine a result was measured on. */
export function machineInfo() {
  return {
    node: execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim(),
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };
}

/** Writes `result` to bench/results/<name>-<its date>.json; returns the path from the repository root. */
export function writeResult(name, result) {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(repoRoot, file);
}
