// Shelf lives that learn (issue 35), in the browser: a household whose spinach went off after about
// 4 days in its fridge sees the proposal card on the inventory, with where the figure comes from.
// Accept (by keyboard) → the card goes and a later add of spinach in the fridge keeps 4 days; Ignore
// → the card goes and stays gone after a reload; the same card at phone width (375 px).
//
// A history needs days to pass, and nothing in the API writes a back-dated event. So this spec runs
// a Sous of its own on a throw-away DATA_DIR: it lives the history through the API, stops, moves
// the events back in time in the stopped server's PGlite (no other process has it open then), and
// starts again on the same data for the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import { password } from './support/account';
import { completeOnboarding, signUp } from './support/household';
import { ok } from './support/api';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The server's calendar date, `days` from today (the spec and its server share this machine's clock and zone). */
function localDate(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const monthOf = (days: number) => new Date(`${localDate(days)}T12:00:00`).toLocaleString('en-US', { month: 'long' });

/** Four bags of spinach: three went off after 4, 4 and 5 days, one was eaten on day 2. */
const history = [
  { placedDaysAgo: 40, lastedDays: 4, end: 'spoiled' },
  { placedDaysAgo: 30, lastedDays: 5, end: 'spoiled' },
  { placedDaysAgo: 20, lastedDays: 2, end: 'used' },
  { placedDaysAgo: 10, lastedDays: 4, end: 'spoiled' },
] as const;

interface Seeded {
  email: string;
  fridgeId: string;
}

// ---- a Sous of this spec's own (scripts/lib/server.mjs does the same for the shared one) ----

interface OwnServer {
  child: ChildProcess;
  exited: Promise<void>;
  baseUrl: string;
  tail: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The built app on `dataDir` (embedded PGlite), on loopback, healthy. Settings of the developer's environment are not inherited. */
async function startSous(dataDir: string): Promise<OwnServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TZ', 'LANG', 'NODE_ENV']) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_SIGN_UP: '1000/1h', PASSWORD_HASH_LOG_N: '10' });
  const node = fs.existsSync(path.join(repoRoot, 'node_modules/.bin/node')) ? path.join(repoRoot, 'node_modules/.bin/node') : process.execPath;
  const child = spawn(node, [path.join(repoRoot, 'backend/dist/main.js')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      tail.push(...chunk.toString().split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 40));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Sous exited before it was healthy:\n${tail.slice(-30).join('\n')}`);
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then((res) => res.status === 200, () => false);
    if (healthy) return { child, exited, baseUrl, tail };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Sous was not healthy within 90 s:\n${tail.slice(-30).join('\n')}`);
}

async function stopSous(server: OwnServer | null): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** The expiry date a new bag of spinach gets in the fridge: the figure the household now dates by. */
async function spinachAddedTo(context: BrowserContext, fridgeId: string): Promise<string> {
  const added = await ok<{ expirationDate: string }>(
    await context.request.post('/api/food-items', { data: { name: 'Spinach', quantity: '1', unit: 'bag', storageLocationId: fridgeId } }),
    'adding spinach',
  );
  return added.expirationDate;
}

// ---- the history, lived through the API ----

/** A household past onboarding with a fridge, and the spinach history lived in it; answers the lots to back-date. */
async function liveHistory(api: APIRequestContext, lots: { id: string; placedDaysAgo: number; lastedDays: number }[]): Promise<Seeded> {
  const email = await signUp(api, 'shelf', 'Ada');
  await completeOnboarding(api, ['Refrigerator', 'Pantry']);
  const locations = await ok<{ id: string; name: string }[]>(await api.get('/api/storage-locations'), 'storage locations');
  const fridge = locations.find((location) => /refrigerator/i.test(location.name));
  if (!fridge) throw new Error(`no fridge among ${locations.map((l) => l.name).join(', ')}`);
  for (const [index, lot] of history.entries()) {
    // each its own date so no two bags merge into one lot
    const added = await ok<{ id: string }>(
      await api.post('/api/food-items', { data: { name: 'Spinach', quantity: '1', unit: 'bag', storageLocationId: fridge.id, expirationDate: localDate(100 + index) } }),
      'adding spinach',
    );
    const end = lot.end === 'spoiled' ? api.post(`/api/food-items/${added.id}/discard`, { data: { quantity: '1', reason: 'spoiled' } }) : api.post(`/api/food-items/${added.id}/consume`, { data: { quantity: '1' } });
    await ok(await end, `ending a bag (${lot.end})`);
    lots.push({ id: added.id, placedDaysAgo: lot.placedDaysAgo, lastedDays: lot.lastedDays });
  }
  return { email, fridgeId: fridge.id };
}

/** Moves each lot's events back in time, in the stopped server's database: placed then, gone off (or eaten) `lastedDays` later. */
async function backDate(dataDir: string, lots: readonly { id: string; placedDaysAgo: number; lastedDays: number }[]): Promise<void> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    for (const lot of lots) {
      const result = await db.query(
        `update food_item_events set placed_at = now() - make_interval(days => $1), occurred_at = now() - make_interval(days => $2) where food_item_id = $3`,
        [lot.placedDaysAgo, lot.placedDaysAgo - lot.lastedDays, lot.id],
      );
      expect(result.affectedRows, `events of lot ${lot.id}`).toBe(1);
    }
  } finally {
    await db.close();
  }
}

/** A browser context on this spec's Sous, signed in as `email`. */
async function signedIn(browser: Browser, baseUrl: string, email: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await ok(await context.request.post('/api/auth/email/login', { data: { email, password } }), 'log-in');
  return context;
}

/** Serious or critical WCAG 2.1 AA problems of the proposal card. */
async function cardViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="shelf-life-proposals-heading"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const card = (page: Page) => page.getByRole('region', { name: 'How long food keeps in your kitchen' });
const question = 'Spinach usually goes off after 4 days in your fridge — use 4 days?';
const explanation = `From 4 bags since ${monthOf(-40)}; Sous uses 3 days now.`;

test.describe('shelf-life proposal card', () => {
  // each test walks a whole flow (an axe scan, a keyboard walk, adds and a move): 25 s alone on a busy
  // 2-core machine, so Playwright's 30 s default is no margin
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let dataDir = '';
  let server: OwnServer | null = null;
  const seeded: Record<'accept' | 'ignore' | 'phone', Seeded | null> = { accept: null, ignore: null, phone: null };

  test.beforeAll(async () => {
    // two starts of a server, three households' histories: far over the 30 s default on a 2-core runner
    test.setTimeout(240_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-e2e-shelf-'));
    const lots: { id: string; placedDaysAgo: number; lastedDays: number }[] = [];
    server = await startSous(dataDir);
    for (const label of ['accept', 'ignore', 'phone'] as const) {
      // a context per household: each signs up its own person
      const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
      try {
        seeded[label] = await liveHistory(api, lots);
      } finally {
        await api.dispose();
      }
    }
    await stopSous(server);
    await backDate(dataDir, lots);
    server = await startSous(dataDir);
  });

  test.afterAll(async () => {
    await stopSous(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  test('Accept by keyboard: the card goes, and a later add of spinach in the fridge keeps 4 days', async ({ browser }) => {
    const { email, fridgeId } = seeded.accept!;
    const context = await signedIn(browser, server!.baseUrl, email);
    try {
      const page = await context.newPage();
      await page.goto('/inventory');
      await expect(card(page)).toBeVisible({ timeout: 20_000 });
      await expect(card(page).getByText(question)).toBeVisible();
      await expect(card(page).getByText(explanation)).toBeVisible();
      const accept = card(page).getByRole('button', { name: 'Accept 4 days for spinach in the fridge' });
      const ignore = card(page).getByRole('button', { name: 'Ignore the proposal for spinach in the fridge' });
      await expect(accept).toHaveText('Accept');
      await expect(ignore).toHaveText('Ignore');
      expect(await cardViolations(page)).toEqual([]);

      // keyboard only: Tab from the top of the page reaches Accept; Enter answers
      let reached = false;
      for (let presses = 0; presses < 80 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await accept.evaluate((button) => button === document.activeElement);
      }
      expect(reached, 'Accept is reachable with Tab').toBe(true);
      const answered = page.waitForResponse((r) => /\/api\/shelf-life-proposals\/[^/]+\/accept$/.test(r.url()) && r.request().method() === 'POST');
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(200);
      await expect(card(page)).toHaveCount(0);

      // a later bag of spinach in the fridge is dated by the household's 4 days, not the table's 3
      expect(await spinachAddedTo(context, fridgeId)).toBe(localDate(4));
      // the Move dialog shows what a move into the fridge will save: the household's 4 days, said as such (issue 35)
      const places = await ok<{ id: string; name: string }[]>(await context.request.get('/api/storage-locations'), 'storage locations');
      const pantry = places.find((place) => /pantry/i.test(place.name));
      const fridgeName = places.find((place) => place.id === fridgeId)?.name ?? '';
      const baby = await ok<{ id: string }>(
        await context.request.post('/api/food-items', { data: { name: 'Baby spinach', quantity: '1', unit: 'bag', storageLocationId: pantry?.id, expirationDate: localDate(20) } }),
        'adding baby spinach to the pantry',
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(card(page)).toHaveCount(0);
      await page.getByRole('link', { name: /^Pantry/ }).click();
      await page.getByRole('button', { name: 'More actions for Baby spinach' }).click();
      await page.getByRole('menuitem', { name: 'Move to…' }).click();
      const move = page.getByRole('dialog', { name: 'Move Baby spinach' });
      await move.getByRole('combobox').selectOption({ label: fridgeName });
      await expect(move.getByText(new RegExp(`^In ${fridgeName} it keeps until .+: 4 days, your household’s figure\\.$`))).toBeVisible();
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(move).toHaveCount(0);
      await expect
        .poll(async () => (await ok<{ storageLocationId: string; expirationDate: string }>(await context.request.get(`/api/food-items/${baby.id}`), 'the moved bag')).expirationDate)
        .toBe(localDate(4));
    } finally {
      await context.close();
    }
  });

  test('Ignore: the card goes and stays gone after a reload; adds keep the table figure', async ({ browser }) => {
    const { email, fridgeId } = seeded.ignore!;
    const context = await signedIn(browser, server!.baseUrl, email);
    try {
      const page = await context.newPage();
      await page.goto('/inventory');
      await expect(card(page).getByText(question)).toBeVisible({ timeout: 20_000 });
      const answered = page.waitForResponse((r) => /\/api\/shelf-life-proposals\/[^/]+\/ignore$/.test(r.url()) && r.request().method() === 'POST');
      await card(page).getByRole('button', { name: 'Ignore the proposal for spinach in the fridge' }).click();
      expect((await answered).status()).toBe(200);
      await expect(card(page)).toHaveCount(0);

      await page.reload();
      // the page has read the proposals again before we look for the card
      const listed = await ok<unknown[]>(await context.request.get('/api/shelf-life-proposals'), 'proposals');
      expect(listed).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(card(page)).toHaveCount(0);
      expect(await spinachAddedTo(context, fridgeId)).toBe(localDate(3));
    } finally {
      await context.close();
    }
  });

  test('phone width (375 px): the card fits, its buttons are labelled and big enough to tap; Accept answers', async ({ browser }) => {
    const { email, fridgeId } = seeded.phone!;
    const context = await signedIn(browser, server!.baseUrl, email, { width: 375, height: 812 });
    try {
      const page = await context.newPage();
      await page.goto('/inventory');
      await expect(card(page).getByText(question)).toBeVisible({ timeout: 20_000 });
      await expect(card(page).getByText(explanation)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const accept = card(page).getByRole('button', { name: 'Accept 4 days for spinach in the fridge' });
      for (const button of [accept, card(page).getByRole('button', { name: 'Ignore the proposal for spinach in the fridge' })]) {
        const box = await button.boundingBox();
        expect(box, 'a visible button').not.toBeNull();
        // inside the screen, and at least WCAG 2.5.8's 24 px target
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      expect(await cardViolations(page)).toEqual([]);
      await accept.click();
      await expect(card(page)).toHaveCount(0);
      expect(await spinachAddedTo(context, fridgeId)).toBe(localDate(4));
    } finally {
      await context.close();
    }
  });
});
