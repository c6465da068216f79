// REST throughput and latency of the built app, next to a bare node:http route reading the same rows.
// - boots the app on a fresh DATA_DIR (PGlite) or, with BENCH_DATABASE_URL, on a fresh database of
//   that PostgreSQL server (BENCH_REDIS_URL adds Redis);
// - signs a user up and creates 200 food items and 50 recipes through the API;
// - with autocannon, at 1, 10 and 100 connections (BENCH_CONNECTIONS) for BENCH_DURATION seconds (default 10) each:
//   GET /api/food-items (200 items), the bare route (same 200 rows: `pg`, or PGlite on a copy of
//   the data directory), GET /api/recipes (50 recipes with their availability), POST /api/food-items;
// - prints a table and the JSON, writes bench/results/rest-<date>.json.
// The figure is the ratio app / bare for the same rows (`node bench/rest.mjs`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { nodeBinary, repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { benchLimits, inParallel, requestJson, signUpUser } from './lib/http-json.mjs';
import { freshPostgres } from './lib/postgres.mjs';

const BOOT_TIMEOUT_MS = 180_000;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10,100').split(',').map(Number);
const itemCount = 200;
const recipeCount = 50;

const foods = ['milk', 'eggs', 'butter', 'flour', 'rice', 'pasta', 'tomatoes', 'onion', 'garlic', 'cheddar', 'spinach', 'carrots', 'potatoes', 'chicken breast', 'salmon', 'yogurt', 'apples', 'lemons', 'basil', 'olive oil'];
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function boot(env, port, label) {
  const startedAt = performance.now();
  const app = startApp({ env, label, quiet: true });
  try {
    await waitForHealthy(app, `http://127.0.0.1:${port}/api/health`, { timeoutMs: BOOT_TIMEOUT_MS, intervalMs: 50, startedAt });
  } catch (error) {
    console.error(app.tail.join('\n'));
    await stopApp(app);
    throw error;
  }
  return app;
}

async function seed(baseUrl) {
  const { cookie, user } = await signUpUser(baseUrl, 'bench-rest');
  const location = await requestJson(`${baseUrl}/api/storage-locations`, { method: 'POST', cookie, body: { name: 'Bench pantry' } });
  // a date of its own for each: identical lots (same food, place and date) merge into one since issue 16
  await inParallel([...Array(itemCount).keys()], 4, (i) =>
    requestJson(`${baseUrl}/api/food-items`, {
      method: 'POST',
      cookie,
      body: { name: `${foods[i % foods.length]} ${i}`, quantity: String(1 + (i % 5)), unit: 'item', storageLocationId: location.json.id, expirationDate: isoDay(1 + i) },
    }),
  );
  await inParallel([...Array(recipeCount).keys()], 4, (i) =>
    requestJson(`${baseUrl}/api/recipes`, {
      method: 'POST',
      cookie,
      body: {
        title: `Bench dish ${i}`,
        servings: 2,
        ingredients: [0, 1, 2, 3, 4, 5].map((k) => `${1 + k} ${foods[(i + k * 3) % foods.length]}`),
        instructions: ['Prepare everything', 'Cook', 'Serve'],
      },
    }),
  );
  return { cookie, householdId: user.householdId, storageLocationId: location.json.id };
}

function startBare(env) {
  const child = spawn(nodeBinary(), [path.join(repoRoot, 'bench/lib/bare-server.mjs')], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'listening') resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const figures = (r) => ({
  requestsPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  meanMs: Math.round(r.latency.average * 100) / 100,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
});

export async function runRestBench() {
  assertBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = makeDataDir('bench-rest');
  const bareDir = makeDataDir('bench-rest-bare');
  const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
  const env = appEnv({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: postgres?.url, REDIS_URL: process.env.BENCH_REDIS_URL, ...benchLimits });
  let app;
  let bare;
  try {
    app = await boot(env, port, 'rest');
    const seeded = await seed(baseUrl);
    const barePort = await freePort();
    if (!postgres) {
      // embedded PGlite is one process's: the bare route reads a copy taken while the app is stopped
      await stopApp(app);
      fs.cpSync(path.join(dataDir, 'pglite'), path.join(bareDir, 'pglite'), { recursive: true });
      app = await boot(env, port, 'rest');
    }
    bare = await startBare({ BARE_PORT: String(barePort), BARE_HOUSEHOLD_ID: seeded.householdId, BARE_DATABASE_URL: postgres?.url ?? '', BARE_PGLITE_DIR: path.join(bareDir, 'pglite') });

    const appItems = await requestJson(`${baseUrl}/api/food-items`, { cookie: seeded.cookie });
    const bareItems = await requestJson(`http://127.0.0.1:${barePort}/food-items`);
    const appRecipes = await requestJson(`${baseUrl}/api/recipes`, { cookie: seeded.cookie });
    if (appItems.json.length !== itemCount || bareItems.json.length !== itemCount || appRecipes.json.length !== recipeCount) {
      throw new Error(`seeding: app ${appItems.json.length} items, bare ${bareItems.json.length} items, ${appRecipes.json.length} recipes`);
    }

    const headers = { cookie: seeded.cookie };
    const scenarios = [
      { name: 'GET /api/food-items (200 items)', opts: { url: `${baseUrl}/api/food-items`, headers } },
      { name: 'bare node:http GET (same 200 rows)', opts: { url: `http://127.0.0.1:${barePort}/food-items` } },
      { name: 'GET /api/recipes (50 + availability)', opts: { url: `${baseUrl}/api/recipes`, headers } },
      { name: 'GET /api/recipes?limit=25 (page + availability)', opts: { url: `${baseUrl}/api/recipes?limit=25`, headers } },
      {
        name: 'POST /api/food-items',
        opts: {
          url: `${baseUrl}/api/food-items`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'bench carrots', quantity: '3', unit: 'item', storageLocationId: seeded.storageLocationId }),
        },
      },
    ];
    const results = [];
    // BENCH_SCENARIOS=recipes runs only the scenarios whose name contains one of its comma-separated words
    const wanted = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
    const chosen = wanted ? scenarios.filter((s) => wanted.some((word) => s.name.includes(word))) : scenarios;
    for (const connections of connectionCounts) {
      for (const s of chosen) {
        // a short warm-up so JIT and pools are in their steady state
        await cannon({ ...s.opts, connections, duration: 2 });
        results.push({ scenario: s.name, connections, ...figures(await cannon({ ...s.opts, connections })) });
      }
    }
    const ratio = (connections) => {
      const appRow = results.find((r) => r.connections === connections && r.scenario.startsWith('GET /api/food-items'));
      const bareRow = results.find((r) => r.connections === connections && r.scenario.startsWith('bare'));
      return {
        connections,
        throughputAppOverBare: Math.round((appRow.requestsPerSec / bareRow.requestsPerSec) * 100) / 100,
        p50BareOverApp: Math.round((appRow.p50Ms / Math.max(bareRow.p50Ms, 0.01)) * 100) / 100,
      };
    };
    return {
      database: postgres ? 'postgresql' : 'pglite',
      realtime: process.env.BENCH_REDIS_URL ? 'redis' : 'memory',
      durationSecPerRun: duration,
      items: itemCount,
      recipes: recipeCount,
      results,
      ratios: chosen.some((s) => s.name.startsWith('bare')) && chosen.some((s) => s.name.startsWith('GET /api/food-items')) ? connectionCounts.map(ratio) : [],
    };
  } finally {
    bare?.kill();
    if (app) await stopApp(app);
    await postgres?.drop().catch(() => undefined);
    removeDir(dataDir);
    removeDir(bareDir);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function reportRestBench(figures, machine) {
  console.log(`database ${figures.database}, realtime ${figures.realtime}, ${figures.durationSecPerRun} s per run`);
  console.table(figures.results.map((r) => ({ scenario: r.scenario, conns: r.connections, 'req/s': r.requestsPerSec, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms, non2xx: r.non2xx, errors: r.errors })));
  for (const r of figures.ratios) {
    console.log(`${r.connections} conn: app/bare throughput ${r.throughputAppOverBare}, app/bare p50 latency ${r.p50BareOverApp}`);
  }
  const result = { benchmark: 'rest', date: new Date().toISOString(), commit: gitCommit(), machine, loadAverage: os.loadavg(), ...figures };
  console.log(JSON.stringify(result, null, 2));
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `rest-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

export const machineInfo = () => ({
  node: execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim(),
  platform: `${os.platform()} ${os.arch()}`,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
});

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    console.log('REST benchmark...');
    reportRestBench(await runRestBench(), machineInfo());
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  }
}
