// Food search latency benchmark, with Node built-ins only:
// - boots the built app on a fresh DATA_DIR (first boot: migrations + loading the embedded USDA
//   SR Legacy database), or uses a running one when BENCH_URL is set (e.g. http://localhost:3000);
// - signs a new user up by email, warms up, then runs 200 sequential GET /api/usda/search on one
//   keep-alive connection over a fixed list of realistic terms (popular chips, staples, brands,
//   multi-word and misspelt queries), as the add-food dialog sends them (pageSize=20, dataType=Branded);
// - prints p50/p95/p99 and writes bench/results/search-<date>.json (`node bench/search.mjs`), or
//   returns the figures (`runSearchBench()`, used by bench/run.mjs).
// No API keys are passed to a booted app: this measures the embedded database (the offline path).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApp, gitCommit, machineInfo, writeResult } from './lib/bench-app.mjs';
import { requestJson } from './lib/http-json.mjs';
import { summarize } from './lib/stats.mjs';

/** 50 terms × 4 = 200 queries: popular chips, staples, brands, multi-word, misspellings. */
export const searchTerms = [
  'milk', 'bread', 'eggs', 'chicken', 'rice', 'pasta', 'tomatoes', 'cheese',
  'butter', 'apple', 'banana', 'yogurt', 'salmon', 'ground beef', 'chicken breast', 'olive oil',
  'potatoes', 'onion', 'carrots', 'garlic', 'spinach', 'broccoli', 'orange juice', 'bacon',
  'peanut butter', 'flour', 'sugar', 'oats', 'black beans', 'tofu', 'shrimp', 'avocado',
  'cheddar cheese', 'greek yogurt', 'skim milk', 'cream cheese', 'strawberries', 'lettuce', 'cereal', 'cheerios',
  'chiken', 'brocoli', 'tomatoe', 'bannana', 'yoghurt', 'chese', 'spagetti', 'letuce', 'chicken brest', 'avacado',
];

async function signUp(agent, baseUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`;
  const res = await requestJson(`${baseUrl}/api/auth/email/signup`, {
    method: 'POST',
    body: { email, password: 'bench password 1', firstName: 'Bench', lastName: 'Cook' },
    agent,
  });
  const cookies = [].concat(res.headers['set-cookie'] ?? []);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** Runs the benchmark and returns its figures. */
export async function runSearchBench({ rounds = 4, warmup = 10 } = {}) {
  const app = await benchApp({ label: 'search', intervalMs: 20 });
  const { baseUrl } = app;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await signUp(agent, baseUrl);
    const url = (term) => `${baseUrl}/api/usda/search?${new URLSearchParams({ query: term, pageSize: '20', dataType: 'Branded' })}`;
    for (let i = 0; i < warmup; i += 1) await requestJson(url(searchTerms[i % searchTerms.length]), { cookie, agent });
    const samples = [];
    const empty = new Set();
    for (let round = 0; round < rounds; round += 1) {
      for (const term of searchTerms) {
        const res = await requestJson(url(term), { cookie, agent });
        samples.push(res.ms);
        if (!res.json.foods.length) empty.add(term);
      }
    }
    return {
      queries: samples.length,
      terms: searchTerms.length,
      termsWithoutResults: [...empty],
      firstBootMs: app.bootMs === null ? null : Math.round(app.bootMs),
      search: summarize(samples),
      target: app.external ? 'running app' : 'built app, fresh DATA_DIR',
      database: app.database,
    };
  } finally {
    agent.destroy();
    await app.close();
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
  console.log(`written ${writeResult('search', result)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log('Search benchmark...');
    reportSearchBench(await runSearchBench(), machineInfo());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
