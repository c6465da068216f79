// A household ten times past where peers break (issue 18): 5,000 food lots, 2,000 recipes, 1,000 meal
// plans, 50,000 item events (BENCH_SCALE=0.1 for a tenth). Then, for every list the app reads:
// server time (p50/p95 of sequential requests, as the client sees it on loopback) and response size;
// and, in headless Chromium, how long each screen takes to be ready (main shown, no loading
// placeholder, no busy region) with the number of DOM elements it rendered (a windowed list keeps
// that small whatever the household holds).
// - boots the built app on a fresh DATA_DIR (PGlite) or, with BENCH_DATABASE_URL, a fresh database;
// - seeds through the API (receipt commits of 200 lots, recipe and plan creates, a quarter of the lots
//   used or thrown away), then multiplies those item events by SQL while the app is stopped (PGlite)
//   or beside it (PostgreSQL), repeated back in time, so they are valid rows;
// - prints a table and the JSON, writes bench/results/scale-<date>.json.
// `npm run build && node bench/scale.mjs` (Chromium from Debian, `apt-get install -y chromium`).
// Seeding takes minutes: on PGlite, `BENCH_SCALE_KEEP=<dir>` keeps the seeded data directory there
// (with the cook's sign-in in `scale-seed.json`) and, when `<dir>` already holds one, measures it
// again without seeding, e.g. before and after a change. `BENCH_SCALE_SCREENS=0` times the API only.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { findChromium } from '../scripts/lib/chromium.mjs';
import { benchLimits, inParallel, requestJson, signUpUser } from './lib/http-json.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import { percentile } from './lib/stats.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const counts = {
  items: Math.round(5000 * scale),
  recipes: Math.round(2000 * scale),
  plans: Math.round(1000 * scale),
  events: Math.round(50_000 * scale),
};
const samples = Number(process.env.BENCH_SAMPLES ?? 20);
const BOOT_TIMEOUT_MS = 180_000;
const foods = ['milk', 'eggs', 'butter', 'flour', 'rice', 'pasta', 'tomatoes', 'onion', 'garlic', 'cheddar', 'spinach', 'carrots', 'potatoes', 'chicken breast', 'salmon', 'yogurt', 'apples', 'lemons', 'basil', 'olive oil'];
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function boot(env, port) {
  const app = startApp({ env, label: 'scale', quiet: !process.env.BENCH_VERBOSE });
  try {
    await waitForHealthy(app, `http://127.0.0.1:${port}/api/health`, { timeoutMs: BOOT_TIMEOUT_MS, intervalMs: 100 });
  } catch (error) {
    await stopApp(app);
    throw error;
  }
  return app;
}

async function seed(baseUrl) {
  const started = performance.now();
  const { cookie, user, email, password } = await signUpUser(baseUrl, 'bench-scale');
  await requestJson(`${baseUrl}/api/onboarding/complete`, {
    method: 'POST',
    cookie,
    body: {
      preferences: { storageAreasEnabled: ['Refrigerator', 'Pantry', 'Freezer'], householdSize: 4, cookingSkillLevel: 'intermediate', preferredUnits: 'metric', expirationAlertDays: 3 },
      customStorageAreas: [],
      selectedCommonItems: [],
    },
  });
  const { json: locations } = await requestJson(`${baseUrl}/api/storage-locations`, { cookie });
  // 200 lots a commit (the receipt limit). A lot merges into one of the same food, place and date, so
  // each run of 60 lines (every food × place pair once: 20 × 3) gets a date of its own; a date cycling
  // every 900 lines made lines 900 apart one lot (5,000 lines were 900 lots). One at
  // a time: a commit of 200 takes seconds, and a second one queued behind it can outwait the server's
  // request timeout
  const batches = [...Array(Math.ceil(counts.items / 200)).keys()];
  await inParallel(batches, 1, (batch) => {
    const items = [];
    for (let i = batch * 200; i < Math.min(counts.items, (batch + 1) * 200); i++) {
      items.push({ name: `${foods[i % foods.length]} ${i}`, quantity: String(1 + (i % 5)), unit: 'item', storageLocationId: locations[i % locations.length].id, expirationDate: isoDay(1 + Math.floor(i / 60) * 3) });
    }
    return requestJson(`${baseUrl}/api/receipts/commit`, { method: 'POST', cookie, body: { items } });
  });
  const recipeIds = await inParallel([...Array(counts.recipes).keys()], 4, async (i) => {
    const { json } = await requestJson(`${baseUrl}/api/recipes`, {
      method: 'POST',
      cookie,
      body: {
        title: `Scale dish ${i}`,
        servings: 2 + (i % 4),
        ingredients: [0, 1, 2, 3, 4, 5, 6, 7].map((k) => `${1 + k} ${foods[(i + k * 3) % foods.length]}`),
        instructions: ['Prepare everything', 'Cook it through', 'Season and serve'],
      },
    });
    return json.id;
  });
  const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'];
  await inParallel([...Array(counts.plans).keys()], 4, (i) =>
    requestJson(`${baseUrl}/api/meal-plans`, {
      method: 'POST',
      cookie,
      // a year of plans around today, a few a day
      body: { recipeId: recipeIds[i % recipeIds.length], date: isoDay(Math.floor(i / 3) - 180), mealType: mealTypes[i % 4], servings: 2 },
    }),
  );
  // real consumed/wasted events (the only kinds there are) for a quarter of the lots that hold 2 or more
  const { json: lots } = await requestJson(`${baseUrl}/api/food-items`, { cookie });
  const used = lots.filter((lot) => Number(lot.quantity) >= 2).slice(0, Math.round(counts.items / 4));
  await inParallel(used, 4, (lot, i) =>
    requestJson(`${baseUrl}/api/food-items/${lot.id}/${i % 5 === 4 ? 'discard' : 'consume'}`, { method: 'POST', cookie, body: { quantity: '1' } }),
  );
  return { cookie, email, password, householdId: user.householdId, seededEvents: used.length, seconds: (performance.now() - started) / 1000 };
}

/** The seeded events, copied back in time until the household has `counts.events`. */
function eventsSql(householdId, seededEvents) {
  const copies = Math.max(0, Math.ceil(counts.events / seededEvents) - 1);
  return `insert into food_item_events (household_id, user_id, food_item_id, food_name, food_category, kind, quantity, unit, reason, occurred_at)
    select e.household_id, e.user_id, e.food_item_id, e.food_name, e.food_category, e.kind, e.quantity, e.unit, e.reason, e.occurred_at - g * interval '7 hours'
      from food_item_events e cross join generate_series(1, ${copies}) g where e.household_id = '${householdId}'`;
}

async function multiplyEvents({ householdId, seededEvents, postgresUrl, dataDir }) {
  if (postgresUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(eventsSql(householdId, seededEvents));
    const { rows } = await client.query('select count(*)::int as n from food_item_events where household_id = $1', [householdId]);
    await client.end();
    return rows[0].n;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  await db.exec(eventsSql(householdId, seededEvents));
  const { rows } = await db.query('select count(*)::int as n from food_item_events where household_id = $1', [householdId]);
  await db.close();
  return rows[0].n;
}

async function timeRoute(baseUrl, cookie, route) {
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < samples + 2; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${route}`, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (i >= 2) times.push(performance.now() - started); // two warm-ups
    bytes = body.byteLength;
    status = res.status;
  }
  times.sort((a, b) => a - b);
  return { route, status, p50: percentile(times, 50), p95: percentile(times, 95), kilobytes: bytes / 1024 };
}

async function timeScreens(baseUrl, cookie) {
  if (process.env.BENCH_SCALE_SCREENS === '0') return { skipped: 'BENCH_SCALE_SCREENS=0' };
  const chromium = findChromium();
  if (!chromium.path) return { skipped: 'no Chromium (apt-get install -y chromium)' };
  const { chromium: playwright } = await import('playwright-core');
  const browser = await playwright.launch({ executablePath: chromium.path, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext();
  const [name, value] = cookie.split(';')[0].split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  const screens = [];
  for (const screen of ['/storage/all', '/cookbook', '/meal-planner', '/shopping-list', '/nutrition', '/food-groups']) {
    const runs = [];
    let elements = 0;
    for (let i = 0; i < 4; i++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${baseUrl}${screen}`);
      await page.locator('#main, main').first().waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForFunction(
        () => {
          // runs in the page: `globalThis.document` is the page's
          const doc = globalThis.document;
          return !doc.querySelector('[aria-busy="true"]') && ![...doc.querySelectorAll('main *')].some((el) => el.childElementCount === 0 && el.textContent === 'Loading...');
        },
        undefined,
        { timeout: 60_000, polling: 20 },
      );
      // the first run fills the HTTP cache with the lazy chunks: report the warm ones
      if (i > 0) runs.push(performance.now() - started);
      elements = await page.evaluate(() => globalThis.document.querySelectorAll('*').length);
      await page.close();
    }
    runs.sort((a, b) => a - b);
    screens.push({ screen, readyMs: percentile(runs, 50), elements });
  }
  await browser.close();
  return { screens };
}

async function main() {
  assertBuilt();
  const postgres = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
  const keep = !postgres && process.env.BENCH_SCALE_KEEP ? path.resolve(process.env.BENCH_SCALE_KEEP) : null;
  const seedFile = keep && path.join(keep, 'scale-seed.json');
  const reused = seedFile && fs.existsSync(seedFile) ? JSON.parse(fs.readFileSync(seedFile, 'utf8')) : null;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const dataDir = keep ?? makeDataDir('bench-scale');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = appEnv({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: postgres?.url, REDIS_URL: process.env.BENCH_REDIS_URL, ...benchLimits, RATE_LIMIT_UPLOADS: '100000/1h' });
  let app = null;
  try {
    app = await boot(env, port);
    let seeded;
    let events;
    if (reused) {
      const login = await requestJson(`${baseUrl}/api/auth/email/login`, { method: 'POST', body: { email: reused.email, password: reused.password } });
      seeded = { ...reused, cookie: [].concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') };
      events = reused.events;
      console.log(`measuring the household seeded in ${dataDir} again`);
    } else {
      seeded = await seed(baseUrl);
      console.log(`seeded ${counts.items} lots, ${counts.recipes} recipes, ${counts.plans} plans through the API in ${seeded.seconds.toFixed(0)} s`);
      if (!postgres) {
        await stopApp(app);
        app = null;
      }
      events = await multiplyEvents({ householdId: seeded.householdId, seededEvents: seeded.seededEvents, postgresUrl: postgres?.url, dataDir });
      if (!app) app = await boot(env, port);
      if (seedFile) fs.writeFileSync(seedFile, JSON.stringify({ email: seeded.email, password: seeded.password, householdId: seeded.householdId, seconds: seeded.seconds, events }));
    }
    console.log(`${events} item events`);
    const { json: items } = await requestJson(`${baseUrl}/api/food-items`, { cookie: seeded.cookie });
    // what the household holds, not what was sent: lots that merged or were used up are not lots
    const lots = items.length;
    const { json: recipes } = await requestJson(`${baseUrl}/api/recipes`, { cookie: seeded.cookie });
    const routes = [
      '/api/food-items',
      '/api/food-items?limit=100',
      '/api/storage-locations',
      '/api/recipes',
      '/api/recipes?limit=50',
      // what the cookbook screen reads a page at a time
      '/api/recipes?limit=25',
      `/api/recipes/${recipes[0].id}`,
      `/api/recipes/${recipes[0].id}/cook-preview`,
      `/api/food-items/${items[0].id}`,
      `/api/meal-plans?from=${isoDay(-3)}&to=${isoDay(3)}`,
      '/api/meal-plans',
      '/api/meal-plans?limit=100',
      '/api/shopping-list/items',
      '/api/notifications/expiration',
      '/api/suggestions/waste-reduction',
      '/api/nutrition/summary',
      // a page of the nutrition table after the summary's first 50 rows
      '/api/nutrition/items?limit=50',
      '/api/chat/messages',
      '/api/recipes/export',
    ];
    const api = [];
    for (const route of routes) api.push(await timeRoute(baseUrl, seeded.cookie, route));
    const browser = await timeScreens(baseUrl, seeded.cookie);
    const rss = Number(fs.readFileSync(`/proc/${app.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;

    console.log(`\nScale: ${lots} lots (${counts.items} sent), ${counts.recipes} recipes, ${counts.plans} plans, ${events} events (${postgres ? 'PostgreSQL' : 'PGlite'}), ${samples} requests each`);
    console.log('| route | status | p50 ms | p95 ms | KB |\n| --- | ---: | ---: | ---: | ---: |');
    for (const r of api) console.log(`| \`${r.route.replace(/[0-9a-f-]{36}/, ':id').replace(/from=[^&]+&to=.+/, 'from&to (a week)')}\` | ${r.status} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.kilobytes.toFixed(0)} |`);
    if (browser.screens) {
      console.log('\n| screen | ready (median of 3 warm loads) ms | DOM elements |\n| --- | ---: | ---: |');
      for (const s of browser.screens) console.log(`| \`${s.screen}\` | ${s.readyMs.toFixed(0)} | ${s.elements} |`);
    } else console.log(`\nscreens: ${browser.skipped}`);
    console.log(`\nserver RSS after the run: ${rss.toFixed(0)} MB`);
    const result = { at: new Date().toISOString(), database: postgres ? 'postgresql' : 'pglite', counts: { ...counts, lots, events }, seedSeconds: seeded.seconds, api, browser, rssMb: rss };
    const out = path.join(repoRoot, 'bench/results', `scale-${result.at.replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${JSON.stringify(result)}\nwritten to ${path.relative(repoRoot, out)}`);
  } finally {
    if (app) await stopApp(app);
    if (!keep) removeDir(dataDir);
    await postgres?.drop();
  }
}

await main();
