// Boot and health-latency benchmark of the built app, with Node built-ins only:
// - cold boot: fresh DATA_DIR (embedded PGlite created and migrated), process start -> first 200
//   from /api/health;
// - warm boot: the same DATA_DIR again;
// - p50/p95 of sequential GET /api/health on one keep-alive connection (after a short warm-up).
// BENCH_DATABASE_URL / BENCH_REDIS_URL run it against PostgreSQL / Redis instead.
import http from 'node:http';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { summarize } from './lib/stats.mjs';

const BOOT_TIMEOUT_MS = 180_000;

function getOnce(agent, url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => {
        if (res.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`${url} answered ${res.statusCode}`));
      });
    });
    req.once('error', reject);
  });
}

async function bootOnce(label, env, healthUrl) {
  const startedAt = performance.now();
  const app = startApp({ env, label, quiet: true });
  try {
    const ms = await waitForHealthy(app, healthUrl, { timeoutMs: BOOT_TIMEOUT_MS, intervalMs: 20, startedAt });
    return { app, ms };
  } catch (error) {
    await stopApp(app);
    throw error;
  }
}

/** Runs the benchmark and returns its figures. */
export async function runBootBench({ requests = 500, warmup = 25 } = {}) {
  assertBuilt();
  const port = await freePort();
  const dataDir = makeDataDir('bench');
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const env = appEnv({
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    REDIS_URL: process.env.BENCH_REDIS_URL,
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let app;
  try {
    const cold = await bootOnce('cold', env, healthUrl);
    await stopApp(cold.app);
    const warm = await bootOnce('warm', env, healthUrl);
    app = warm.app;

    for (let i = 0; i < warmup; i += 1) await getOnce(agent, healthUrl);
    const samples = [];
    for (let i = 0; i < requests; i += 1) samples.push(await getOnce(agent, healthUrl));

    return {
      coldBootMs: Math.round(cold.ms),
      warmBootMs: Math.round(warm.ms),
      health: summarize(samples),
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      realtime: process.env.BENCH_REDIS_URL ? 'redis' : 'memory',
    };
  } finally {
    agent.destroy();
    if (app) await stopApp(app);
    removeDir(dataDir);
  }
}
