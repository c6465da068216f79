// Realtime fan-out: 1,000 socket.io clients in 250 households (4 devices each); a REST write by a
// household reaches every one of its devices. Measures write-to-event latency p50/p99 over all
// deliveries and checks that no device of another household receives it.
// - single instance: the built app on a fresh DATA_DIR (PGlite), or BENCH_DATABASE_URL;
// - with BENCH_DATABASE_URL and BENCH_REDIS_URL: two instances on one PostgreSQL and one Redis,
//   writes sent to instance A, half of each household's devices connected to B (across Redis).
// `node bench/fanout.mjs` (BENCH_FANOUT_WRITES, default 1000; BENCH_FANOUT_CONCURRENCY, default 10;
// BENCH_FANOUT_HOUSEHOLDS, default 250).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { nodeBinary, repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { summarize } from './lib/stats.mjs';
import { benchLimits, inParallel, requestJson, signUpUser } from './lib/http-json.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import { connectDevice } from './lib/socket-client.mjs';

const households = Number(process.env.BENCH_FANOUT_HOUSEHOLDS ?? 250);
const devicesPerHousehold = 4;
const writes = Number(process.env.BENCH_FANOUT_WRITES ?? 1000);
const concurrency = Number(process.env.BENCH_FANOUT_CONCURRENCY ?? 10);
const event = 'shopping-item:created';

const letters = (n) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

async function boot(label, overrides) {
  const port = await freePort();
  const env = appEnv({ PORT: port, LOG_LEVEL: 'warn', ...benchLimits, ...overrides });
  const startedAt = performance.now();
  const app = startApp({ env, label, quiet: true });
  try {
    await waitForHealthy(app, `http://127.0.0.1:${port}/api/health`, { timeoutMs: 180_000, intervalMs: 50, startedAt });
  } catch (error) {
    console.error(app.tail.join('\n'));
    await stopApp(app);
    throw error;
  }
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

export async function runFanoutBench() {
  assertBuilt();
  const twoInstances = Boolean(process.env.BENCH_DATABASE_URL && process.env.BENCH_REDIS_URL);
  const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
  const dirs = [makeDataDir('bench-fanout-a'), makeDataDir('bench-fanout-b')];
  const instances = [];
  const sockets = [];
  try {
    // one secret for both instances, so a session cookie signed by A is accepted by B
    const shared = { DATABASE_URL: postgres?.url, REDIS_URL: process.env.BENCH_REDIS_URL, SESSION_SECRET: 'bench-fanout-shared-session-secret-0123456789' };
    instances.push(await boot('fanout-a', { ...shared, DATA_DIR: dirs[0] }));
    if (twoInstances) instances.push(await boot('fanout-b', { ...shared, DATA_DIR: dirs[1] }));
    const [a] = instances;

    const startedSignUp = performance.now();
    const users = await inParallel([...Array(households).keys()], 8, () => signUpUser(a.baseUrl, 'bench-fanout'));
    const signUpSec = (performance.now() - startedSignUp) / 1000;

    // arrival[write name] = [ms per device]; strays = deliveries to another household's device
    const arrivals = new Map();
    let strays = 0;
    // write name -> household that wrote it
    const writerOf = new Map();
    const deliveredOn = instances.map(() => 0);
    const startedConnect = performance.now();
    await inParallel(users.flatMap((u, h) => [...Array(devicesPerHousehold).keys()].map((d) => ({ u, h, d }))), 50, async ({ u, h, d }) => {
      const instance = instances[d % instances.length];
      const socket = await connectDevice(instance.baseUrl, u.cookie);
      socket.on(event, (row) => {
        const at = performance.now();
        const writer = writerOf.get(row.ingredient);
        if (writer === undefined) return;
        if (writer !== h) strays += 1;
        else {
          arrivals.get(row.ingredient).push(at);
          deliveredOn[d % instances.length] += 1;
        }
      });
      sockets.push(socket);
    });
    const connectSec = (performance.now() - startedConnect) / 1000;

    const sentAt = new Map();
    const answeredAt = new Map();
    const restMs = [];
    const startedWrites = performance.now();
    await inParallel([...Array(writes).keys()], concurrency, async (k) => {
      const h = k % households;
      // digits are not part of a shopping item's identity (the list merges 'flour 1' into 'flour 2'):
      // the write number is spelt in letters so every write is a new item and a `created` event
      const name = `fanout h${letters(h)}w${letters(k)}`;
      arrivals.set(name, []);
      writerOf.set(name, h);
      const t0 = performance.now();
      sentAt.set(name, t0);
      await requestJson(`${a.baseUrl}/api/shopping-list/items`, { method: 'POST', cookie: users[h].cookie, body: { ingredient: name } });
      const answered = performance.now();
      answeredAt.set(name, answered);
      restMs.push(answered - t0);
    });
    const writeSec = (performance.now() - startedWrites) / 1000;
    const deadline = Date.now() + 15_000;
    const expected = writes * devicesPerHousehold;
    const delivered = () => [...arrivals.values()].reduce((n, list) => n + list.length, 0);
    while (delivered() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    const latencies = [...arrivals].flatMap(([name, list]) => list.map((at) => at - sentAt.get(name)));
    // the socket side alone: each event against its write's REST answer, which the app sends after the
    // commit and the emit (negative: the event came first)
    const afterAnswer = [...arrivals].flatMap(([name, list]) => list.map((at) => at - answeredAt.get(name)));
    return {
      topology: twoInstances ? 'two instances through Redis (writes on A, devices split A/B)' : 'single instance',
      database: postgres ? 'postgresql' : 'pglite',
      realtime: process.env.BENCH_REDIS_URL ? 'redis' : 'memory',
      households,
      sockets: sockets.length,
      writes,
      writeConcurrency: concurrency,
      expectedDeliveries: expected,
      delivered: delivered(),
      strayDeliveries: strays,
      deliveredPerInstance: deliveredOn,
      writesPerSec: Math.round(writes / writeSec),
      signUpSec: Math.round(signUpSec * 10) / 10,
      connectSec: Math.round(connectSec * 10) / 10,
      writeToEvent: summarize(latencies),
      restAnswer: summarize(restMs),
      eventAfterAnswer: summarize(afterAnswer),
    };
  } finally {
    for (const s of sockets) s.close();
    for (const i of instances) await stopApp(i.app);
    await postgres?.drop().catch(() => undefined);
    dirs.forEach(removeDir);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function reportFanoutBench(figures, machine) {
  const e = figures.writeToEvent;
  console.log(`${figures.topology}; database ${figures.database}, realtime ${figures.realtime}`);
  console.table([
    {
      sockets: figures.sockets,
      households: figures.households,
      writes: figures.writes,
      delivered: `${figures.delivered}/${figures.expectedDeliveries}`,
      strays: figures.strayDeliveries,
      'event p50 ms': e.p50Ms,
      'event p99 ms': e.p99Ms,
      'REST p50 ms': figures.restAnswer.p50Ms,
      'event after answer p50 / p99 ms': `${figures.eventAfterAnswer.p50Ms} / ${figures.eventAfterAnswer.p99Ms}`,
      'writes/s': figures.writesPerSec,
    },
  ]);
  const result = { benchmark: 'fanout', date: new Date().toISOString(), commit: gitCommit(), machine, loadAverage: os.loadavg(), ...figures };
  console.log(JSON.stringify(result, null, 2));
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `fanout-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    console.log('Fan-out benchmark...');
    const machine = {
      node: execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim(),
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    };
    reportFanoutBench(await runFanoutBench(), machine);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  }
}
