// Starts the built app (`node backend/dist/main.js`) on a free port for browser tests and benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { backendEntry, frontendIndex, nodeBinary, repoRoot } from './paths.mjs';

// Settings of DESIGN §5 that would make a test or benchmark depend on the developer's environment.
const INHERITED_SETTINGS = [
  /^PORT$/, /^DATA_DIR$/, /^DATABASE_URL$/, /^REDIS_URL$/, /^APP_URL$/, /^SESSION_SECRET$/,
  /^ADMIN_EMAILS$/, /^OPENAI_/, /^FDC_API_KEY$/, /^OPEN_FOOD_FACTS_URL$/, /^STRIPE_/,
  /^GOOGLE_/, /^GITHUB_/, /^X_/, /^APPLE_/, /^OIDC_/, /^STATIC_DIR$/, /^LOG_LEVEL$/,
];

/** Throws with a clear hint when `npm run build` has not produced both halves of the app. */
export function assertBuilt() {
  const missing = [backendEntry, frontendIndex].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The app is not built (missing ${missing.map((f) => path.relative(repoRoot, f)).join(', ')}). Run \`npm run build\` first.`,
    );
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const makeDataDir = (label) => fs.mkdtempSync(path.join(os.tmpdir(), `sous-${label}-`));

export function removeDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * A clean environment for the app: the developer's Sous settings are dropped so runs are
 * reproducible; `overrides` sets what the caller wants (undefined values are left out).
 */
export function appEnv(overrides) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (INHERITED_SETTINGS.some((re) => re.test(key))) delete env[key];
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && value !== '') env[key] = String(value);
  }
  return env;
}

/**
 * Spawns the app. Its output is echoed with a prefix (unless `quiet`) and the last lines are
 * kept, so a failed start can show why.
 */
export function startApp({ env, label = 'server', quiet = false, entry = backendEntry, nodeArgs = [] }) {
  // e.g. BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>" to profile the app a bench drives
  const extraArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(nodeBinary(), [...nodeArgs, ...extraArgs, entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (!quiet) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  return { child, exited, tail };
}

/**
 * Resolves with the milliseconds until `url` first answered 200; rejects when the process exits
 * first or `timeoutMs` passes.
 */
export async function waitForHealthy(app, url, { timeoutMs = 60_000, intervalMs = 50, startedAt = performance.now() } = {}) {
  let exit = null;
  void app.exited.then((result) => (exit = result));
  while (performance.now() - startedAt < timeoutMs) {
    if (exit) {
      throw new Error(`The app exited before it was healthy (code ${exit.code}, signal ${exit.signal}):\n${app.tail.join('\n')}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${app.tail.join('\n')}`);
}

/** SIGTERM, then SIGKILL if the app has not exited after `graceMs`. */
export async function stopApp(app, graceMs = 10_000) {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return app.exited;
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), graceMs);
  const result = await app.exited;
  clearTimeout(timer);
  return result;
}
