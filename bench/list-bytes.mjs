// Bytes of the web client's inventory page (issue 33): the first page of 100 lots as the web client
// read it before the lean projection (`GET /api/food-items?limit=100`, whole rows) and as it reads it
// now (`…&fields=<the client's list fields>`, read from frontend/src/lib/api/food-items.ts so the figure
// follows the client). Bytes are deterministic; the latency of each page (one request at a time,
// BENCH_LIST_READS of them after a warm-up, default 300) needs a quiet machine.
// - boots the built app on a fresh DATA_DIR (PGlite) or, with BENCH_DATABASE_URL, a fresh database;
// - signs a user up and adds 200 lots through the API (rest.mjs's names: each links a food, so each
//   lot carries its food record and nutrition, as lots added from the dialog do);
// - prints a table and the JSON, writes bench/results/list-bytes-<date>.json.
// `npm run build:libs && npm run build -w @sous/backend && node bench/list-bytes.mjs`
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { backendEntry, repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { benchLimits, inParallel, requestJson, signUpUser } from './lib/http-json.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import { summarize } from './lib/stats.mjs';

const itemCount = 200;
const reads = Number(process.env.BENCH_LIST_READS ?? 300);
const foods = ['milk', 'eggs', 'butter', 'flour', 'rice', 'pasta', 'tomatoes', 'onion', 'garlic', 'cheddar', 'spinach', 'carrots', 'potatoes', 'chicken breast', 'salmon', 'yogurt', 'apples', 'lemons', 'basil', 'olive oil'];
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The web client's list fields, as its source declares them. */
function clientListFields() {
  const source = fs.readFileSync(path.join(repoRoot, 'frontend/src/lib/api/food-items.ts'), 'utf8');
  const list = /export const foodItemListFields = \[([^\]]+)\]/.exec(source);
  if (!list) throw new Error('foodItemListFields not found in frontend/src/lib/api/food-items.ts');
  return [...list[1].matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]);
}

/** The raw answer: its bytes as sent (the app sends JSON uncompressed) and its rows. */
function getRaw(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.once('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}: ${body.toString('utf8').slice(0, 200)}`));
          else resolve({ body, rows: JSON.parse(body.toString('utf8')), encoding: res.headers['content-encoding'] ?? 'identity' });
        });
      })
      .on('error', reject);
  });
}

const warmUp = 30;

/** Milliseconds from request to the last byte, one request at a time over a kept-alive connection. */
async function timeReads(url, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { cookie } }, (res) => {
          res.on('data', () => {});
          res.once('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url} answered ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  try {
    for (let i = 0; i < warmUp; i += 1) await once();
    const samples = [];
    for (let i = 0; i < reads; i += 1) samples.push(await once());
    return summarize(samples);
  } finally {
    agent.destroy();
  }
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const fieldBytes = (rows, field) => rows.reduce((sum, row) => sum + (row[field] === undefined ? 0 : Buffer.byteLength(JSON.stringify(row[field]))), 0) / rows.length;

export async function runListBytesBench() {
  // the API alone: the web client's bundle is not needed to read its page
  if (!fs.existsSync(backendEntry)) throw new Error('The backend is not built: npm run build:libs && npm run build -w @sous/backend');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = makeDataDir('bench-list-bytes');
  const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
  const env = appEnv({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: postgres?.url, ...benchLimits });
  const app = startApp({ env, label: 'list-bytes', quiet: true });
  try {
    await waitForHealthy(app, `${baseUrl}/api/health`, { timeoutMs: 180_000, intervalMs: 50 });
    const { cookie } = await signUpUser(baseUrl, 'bench-list-bytes');
    const location = await requestJson(`${baseUrl}/api/storage-locations`, { method: 'POST', cookie, body: { name: 'Bench pantry' } });
    await inParallel([...Array(itemCount).keys()], 4, (i) =>
      requestJson(`${baseUrl}/api/food-items`, {
        method: 'POST',
        cookie,
        body: { name: `${foods[i % foods.length]} ${i}`, quantity: String(1 + (i % 5)), unit: 'item', storageLocationId: location.json.id, expirationDate: isoDay(1 + i) },
      }),
    );
    const fields = clientListFields();
    const pages = [
      { name: 'before: whole rows', url: `${baseUrl}/api/food-items?limit=100` },
      { name: 'after: the client\'s fields', url: `${baseUrl}/api/food-items?limit=100&fields=${fields.join(',')}` },
    ];
    const results = [];
    for (const page of pages) {
      const { body, rows, encoding } = await getRaw(page.url, cookie);
      if (rows.length !== 100) throw new Error(`${page.name}: ${rows.length} rows, expected 100`);
      results.push({
        page: page.name,
        rows: rows.length,
        bytes: body.length,
        kb: kb(body.length),
        gzipBytes: zlib.gzipSync(body).length,
        contentEncoding: encoding,
        bytesPerRow: Math.round(body.length / rows.length),
        usdaDataBytesPerRow: Math.round(fieldBytes(rows, 'usdaData')),
        nutritionBytesPerRow: Math.round(fieldBytes(rows, 'nutrition')),
        fieldsPerRow: Object.keys(rows[0]).length,
        latency: await timeReads(page.url, cookie),
      });
    }
    console.log(`The web client's inventory page (100 of ${itemCount} lots); target ≤ 60 KB (issue 33)`);
    console.table(results.map(({ page, bytes, kb: k, gzipBytes, bytesPerRow, usdaDataBytesPerRow, nutritionBytesPerRow, fieldsPerRow, latency }) => ({ page, bytes, KB: k, gzipBytes, bytesPerRow, usdaDataBytesPerRow, nutritionBytesPerRow, fieldsPerRow, p50Ms: latency.p50Ms, p95Ms: latency.p95Ms })));
    console.log(`latency: ${reads} reads one at a time after ${warmUp} warm-up reads; target p95 ≤ 20 ms for the client's page`);
    const report = { date: new Date().toISOString(), database: postgres ? 'postgresql' : 'pglite', itemCount, reads, fields, results, ratio: Math.round((results[1].bytes / results[0].bytes) * 1000) / 1000 };
    console.log(JSON.stringify(report, null, 2));
    const out = path.join(repoRoot, 'bench/results', `list-bytes-${report.date.replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    await stopApp(app);
    removeDir(dataDir);
    await postgres?.drop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    await runListBytesBench();
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  }
}
