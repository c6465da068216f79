// Food search latency benchmark, with Node built-ins only:
// - boots the built app on a fresh DATA_DIR (first boot: migrations + loading the embedded USDA
//   SR Legacy database), or uses a running one when BENCH_URL is set (e.g. http://localhost:3000);
// - signs a new user up by email, warms up, then runs 200 sequential GET /api/usda/search on one
//   keep-alive connection over a fixed list of realistic terms (popular chips, staples, brands,
//   multi-word and misspelt queries), as the add-food dialog sends them (pageSize=20, dataType=Branded);
// - prints p50/p95/p99 and writes bench/results/search-<date>.json (`node bench/search.mjs`), or
//   returns the figures (`runSearchBench()`, used by bench/run.mjs).
// No API keys are passed to a booted app: this measures the embedded database (the offline path).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBinary, repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { summarize } from './lib/stats.mjs';

const BOOT_TIMEOUT_MS = 180_000;

/** 50 terms × 4 = 200 queries: popular chips, staples, brands, multi-word, misspellings. */
export const searchTerms = [
  'milk', 'bread', 'eggs', 'chicken', 'rice', 'pasta', 'tomatoes', 'cheese',
  'butter', 'apple', 'banana', 'yogurt', 'salmon', 'ground beef', 'chicken breast', 'olive oil',
  'potatoes', 'onion', 'carrots', 'garlic', 'spinach', 'broccoli', 'orange juice', 'bacon',
  'peanut butter', 'flour', 'sugar', 'oats', 'black beans', 'tofu', 'shrimp', 'avocado',
  'cheddar cheese', 'greek yogurt', 'skim milk', 'cream cheese', 'strawberries', 'lettuce', 'cereal', 'cheerios',
  'chiken', 'brocoli', 'tomatoe', 'bannana', 'yoghurt', 'chese', 'spagetti', 'letuce', 'chicken brest', 'avacado',
];

function request(agent, url, { method = 'GET', body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.once('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode < 200 || res.statusCode >= 300) {
            reject(new Error(`${method} ${url} answered ${res.statusCode}: ${text.slice(0, 200)}`));
            return;
          }
          resolve({ ms, json: text ? JSON.parse(text) : null, headers: res.headers });
        });
      },
    );
    req.once('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function signUp(agent, baseUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`;
  const res = await request(agent, `${baseUrl}/api/auth/email/signup`, {
    method: 'POST',
    body: { email, password: 'bench password 1', firstName: 'Bench', lastName: 'Cook' },
  });
  const cookies = [].concat(res.headers['set-cookie'] ?? []);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** Runs the benchmark and returns its figures. */
export async function runSearchBench({ rounds = 4, warmup = 10 } = {}) {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  let app;
  let dataDir;
  let baseUrl = external;
  let firstBootMs = null;
  if (!external) {
    assertBuilt();
    const port = await freePort();
    dataDir = makeDataDir('bench-search');
    baseUrl = `http://127.0.0.1:${port}`;
    const env = appEnv({
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      REDIS_URL: process.env.BENCH_REDIS_URL,
    });
    const startedAt = performance.now();
    app = startApp({ env, label: 'search', quiet: true });
    firstBootMs = Math.round(await waitForHealthy(app, `${baseUrl}/api/health`, { timeoutMs: BOOT_TIMEOUT_MS, intervalMs: 20, startedAt }));
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await signUp(agent, baseUrl);
    const url = (term) => `${baseUrl}/api/usda/search?${new URLSearchParams({ query: term, pageSize: '20', dataType: 'Branded' })}`;
    for (let i = 0; i < warmup; i += 1) await request(agent, url(searchTerms[i % searchTerms.length]), { cookie });
    const samples = [];
    const empty = new Set();
    for (let round = 0; round < rounds; round += 1) {
      for (const term of searchTerms) {
        const res = await request(agent, url(term), { cookie });
        samples.push(res.ms);
        if (!res.json.foods.length) empty.add(term);
      }
    }
    return {
      queries: samples.length,
      terms: searchTerms.length,
      termsWithoutResults: [...empty],
      firstBootMs,
      search: summarize(samples),
      target: external ? 'running app' : 'built app, fresh DATA_DIR',
      database: external ? 'unknown (running app)' : process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
    };
  } finally {
    agent.destroy();
    if (app) await stopApp(app);
    if (dataDir) removeDir(dataDir);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Prints the figures and writes them to bench/results/search-<date>.json. */
export function reportSearchBench(figures, machine) {
  const s = figures.search;
  console.log(`target ${figures.target}, database ${figures.database}`);
  if (figures.firstBootMs !== null) console.log(`first boot incl. loading the food database (fresh DATA_DIR -> first 200 /api/health): ${figures.firstBootMs} ms`);
  console.log(
    `GET /api/usda/search x${s.count} sequential (${figures.terms} terms): p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, p99 ${s.p99Ms} ms, mean ${s.meanMs} ms, max ${s.maxMs} ms`,
  );
  if (figures.termsWithoutResults.length) console.log(`terms without results: ${figures.termsWithoutResults.join(', ')}`);
  const result = { benchmark: 'search', date: new Date().toISOString(), commit: gitCommit(), machine, ...figures };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `search-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const machine = {
      node: execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim(),
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    };
    console.log('Search benchmark...');
    reportSearchBench(await runSearchBench(), machine);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
