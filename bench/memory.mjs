// Server memory (`node bench/memory.mjs`), the built app in a child process, RSS read from
// /proc/<pid>/status (VmRSS, and VmHWM for the peak):
// - first boot: a fresh database, the embedded food database loaded, 5 s quiet (what is left of the
//   load stays until the collector runs, so this is shown apart);
// - idle: the server restarted on that database, healthy, 5 s quiet (how it runs from then on);
// - after ordinary use: BENCH_MEMORY_HOUSEHOLDS households (default 20) each sign up, onboard with
//   common items, add 40 food items, generate 3 offline recipes, save one, plan it, add to the
//   shopping list, ask the offline chef 3 questions and read every list screen's API; then 5 s quiet;
// - with sockets: BENCH_MEMORY_SOCKETS socket.io clients (default 1,000) spread over those
//   households, 5 s after the last connected; the per-socket figure is the difference over the count.
// BENCH_DATABASE_URL measures on PostgreSQL (a fresh database) instead of the embedded PGlite.
// BENCH_MEMORY_HEAP=1 also takes a heap snapshot when idle and after ordinary use and prints what
// fills the heap (self sizes by kind and constructor, bench/lib/heap-summary.mjs).
// Each moment also splits RSS by the app's /metrics: JS heap, external (Buffers, ArrayBuffers, the
// embedded database's WebAssembly memory) and the rest (code, native allocations).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeBinary, repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { benchLimits, inParallel, requestJson, signUpUser } from './lib/http-json.mjs';
import { summarizeHeapFile } from './lib/heap-summary.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import { connectDevice } from './lib/socket-client.mjs';

const households = Number(process.env.BENCH_MEMORY_HOUSEHOLDS ?? 20);
const socketCount = Number(process.env.BENCH_MEMORY_SOCKETS ?? 1000);
const settleMs = 5000;
const foods = ['milk', 'eggs', 'butter', 'flour', 'rice', 'pasta', 'tomatoes', 'onion', 'garlic', 'cheddar', 'spinach', 'carrots', 'potatoes', 'chicken breast', 'salmon', 'yogurt', 'apples', 'lemons', 'basil', 'olive oil'];
const questions = ['What is expiring soon?', 'What can I cook tonight?', 'How long does cooked rice keep in the fridge?'];
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the app for a heap snapshot (it was started with --heapsnapshot-signal) and summarizes it
 * once written: the file is complete when its size has stopped changing and the app answers again.
 */
async function heapSnapshotOf(app, dir, baseUrl) {
  const before = new Set(fs.readdirSync(dir));
  app.child.kill('SIGUSR2');
  let file = null;
  let size = -1;
  for (let waited = 0; waited < 120_000; waited += 500) {
    await sleep(500);
    file ??= fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name)) ?? null;
    if (!file) continue;
    const now = fs.statSync(path.join(dir, file)).size;
    if (now > 0 && now === size && (await fetch(`${baseUrl}/api/health/live`)).ok) break;
    size = now;
  }
  if (!file) throw new Error('The app wrote no heap snapshot');
  const summary = summarizeHeapFile(path.join(dir, file), 12);
  fs.rmSync(path.join(dir, file), { force: true });
  return summary;
}

/** Resident and peak memory of a process, in MB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/**
 * Where the resident memory is, from the app's own /metrics (loopback may read it): the JS heap
 * (used of its total), memory outside it held by JS objects (Buffers, ArrayBuffers and, on the
 * embedded database, PGlite's WebAssembly memory), and the rest of RSS (code, native allocations).
 */
async function breakdownOf(baseUrl, rssMb) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const mb = (name) => Math.round(Number(new RegExp(`^sous_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20);
  const heapUsedMb = mb('nodejs_heap_size_used_bytes');
  const heapTotalMb = mb('nodejs_heap_size_total_bytes');
  const externalMb = mb('nodejs_external_memory_bytes');
  return { heapUsedMb, heapTotalMb, externalMb, otherMb: rssMb - heapTotalMb - externalMb };
}

async function ordinaryUse(baseUrl) {
  const { cookie } = await signUpUser(baseUrl, 'bench-memory');
  const call = (method, route, body) => requestJson(`${baseUrl}${route}`, { method, cookie, body });
  await call('POST', '/api/onboarding/complete', {
    preferences: { storageAreasEnabled: ['Refrigerator', 'Pantry', 'Freezer'], householdSize: 2, cookingSkillLevel: 'intermediate', preferredUnits: 'imperial', expirationAlertDays: 3 },
    customStorageAreas: [],
    selectedCommonItems: ['Milk', 'Eggs', 'Butter', 'Rice', 'Onions'],
  });
  const locations = (await call('GET', '/api/storage-locations')).json;
  for (let i = 0; i < 40; i += 1) {
    await call('POST', '/api/food-items', {
      name: `${foods[i % foods.length]} ${i}`,
      quantity: String(1 + (i % 4)),
      unit: 'item',
      storageLocationId: locations[i % locations.length].id,
      expirationDate: isoDay(1 + (i % 20)),
    });
  }
  let recipe = null;
  for (let i = 0; i < 3; i += 1) recipe = (await call('POST', '/api/recipes/generate', { prioritizeExpiring: true })).json ?? recipe;
  if (recipe?.id) {
    await call('POST', '/api/meal-plans', { recipeId: recipe.id, date: isoDay(1), mealType: 'dinner', servings: 2 });
    await call('POST', '/api/shopping-list/add-missing', { recipeId: recipe.id });
  }
  // the reply is a Server-Sent Events stream, read to its end
  for (const message of questions) {
    const res = await fetch(`${baseUrl}/api/chat`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
    if (!res.ok) throw new Error(`POST /api/chat answered ${res.status}`);
    await res.text();
  }
  for (const route of ['/api/food-items', '/api/recipes', '/api/meal-plans', '/api/shopping-list/items', '/api/chat/messages', '/api/notifications/expiration', '/api/usda/search?query=chicken']) {
    await call('GET', route);
  }
  return cookie;
}

export async function runMemoryBench() {
  assertBuilt();
  const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
  const dataDir = makeDataDir('bench-memory');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = appEnv({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: postgres?.url, ...benchLimits });
  const heapDir = process.env.BENCH_MEMORY_HEAP === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'sous-heap-')) : null;
  const nodeArgs = heapDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapDir}`] : [];
  const boot = async () => {
    const started = startApp({ env, label: 'memory', quiet: true, nodeArgs });
    await waitForHealthy(started, `${baseUrl}/api/health`, { timeoutMs: 180_000 });
    await sleep(settleMs);
    return started;
  };
  let app = await boot();
  const firstBoot = memoryOf(app.child.pid);
  firstBoot.breakdown = await breakdownOf(baseUrl, firstBoot.rssMb);
  await stopApp(app);
  app = await boot();
  const sockets = [];
  try {
    const idle = memoryOf(app.child.pid);
    idle.breakdown = await breakdownOf(baseUrl, idle.rssMb);
    // after the RSS figure: writing a snapshot grows the process
    const idleHeap = heapDir ? await heapSnapshotOf(app, heapDir, baseUrl) : undefined;

    const cookies = await inParallel([...Array(households).keys()], 4, () => ordinaryUse(baseUrl));
    await sleep(settleMs);
    const afterUse = memoryOf(app.child.pid);
    afterUse.breakdown = await breakdownOf(baseUrl, afterUse.rssMb);
    const afterUseHeap = heapDir ? await heapSnapshotOf(app, heapDir, baseUrl) : undefined;

    await inParallel([...Array(socketCount).keys()], 50, async (i) => sockets.push(await connectDevice(baseUrl, cookies[i % cookies.length])));
    await sleep(settleMs);
    const withSockets = memoryOf(app.child.pid);
    withSockets.breakdown = await breakdownOf(baseUrl, withSockets.rssMb);
    return {
      database: postgres ? 'postgresql' : 'pglite',
      households,
      sockets: sockets.length,
      firstBoot,
      idle,
      afterUse,
      withSockets,
      perSocketKb: Math.round(((withSockets.rssMb - afterUse.rssMb) * 1024) / Math.max(1, sockets.length)),
      ...(heapDir ? { heap: { idle: idleHeap, afterUse: afterUseHeap } } : {}),
    };
  } catch (error) {
    console.error(app.tail.join('\n'));
    throw error;
  } finally {
    for (const socket of sockets) socket.close();
    await stopApp(app);
    await postgres?.drop().catch(() => undefined);
    removeDir(dataDir);
    if (heapDir) removeDir(heapDir);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function reportMemoryBench(figures) {
  console.log(`database ${figures.database}; ${figures.households} households of ordinary use, ${figures.sockets} sockets`);
  const row = (moment, m) => ({
    moment,
    'RSS MB': m.rssMb,
    'peak MB': m.peakMb,
    'JS heap used / total MB': m.breakdown ? `${m.breakdown.heapUsedMb} / ${m.breakdown.heapTotalMb}` : '',
    'external MB': m.breakdown?.externalMb ?? '',
    'other MB': m.breakdown?.otherMb ?? '',
  });
  console.table([
    row('first boot (food database loaded)', figures.firstBoot),
    row('idle after a restart', figures.idle),
    row('after ordinary use', figures.afterUse),
    row(`with ${figures.sockets} sockets`, figures.withSockets),
  ]);
  console.log(`per socket: ${figures.perSocketKb} KB`);
  if (figures.heap) console.log('with heap snapshots: the RSS after the first snapshot includes what writing it grew the process by');
  for (const [moment, heap] of Object.entries(figures.heap ?? {})) {
    console.log(`heap snapshot ${moment}: ${heap.totalMb} MB in ${heap.objects} objects; the largest groups by self size:`);
    console.table(heap.groups.map(({ group, mb, count }) => ({ group, MB: mb, objects: count })));
  }
  const result = {
    benchmark: 'memory',
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: { node: execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim(), cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    ...figures,
  };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `memory-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    reportMemoryBench(await runMemoryBench());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
