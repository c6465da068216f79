// `node bench/lcp.mjs [--runs N]`: Largest Contentful Paint of the landing page (signed out) and
// of the chat page (signed in, onboarded) in headless system Chromium (playwright-core, never a
// downloaded browser), against the built app on a fresh DATA_DIR. Each run uses a new browser
// context, so nothing is cached and no service worker is installed yet: a first visit.
// Two profiles: unthrottled (this machine, loopback) and a "mid phone" profile (4x CPU slowdown,
// 150 ms latency, 1.6 Mbps down / 750 kbps up through the DevTools protocol).
// Prints median and p75 and writes bench/results/lcp-<date>.json.
// BENCH_DATABASE_URL / BENCH_REDIS_URL run the server against PostgreSQL / Redis.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, skipMessage } from '../scripts/lib/chromium.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from '../scripts/lib/server.mjs';
import { percentile } from './lib/stats.mjs';

const profiles = {
  unthrottled: null,
  'mid-phone': { cpuRate: 4, latency: 150, downloadKbps: 1600, uploadKbps: 750 },
};

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > -1 ? Number(process.argv[runsArg + 1]) : 5;

/** Observes LCP from the start of the navigation; resolves with the last candidate once loading settled. */
async function measureLcp(page, url, ready) {
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  // LCP candidates stop at the first input; let late candidates (fonts, lazy chunks) land first.
  await page.waitForTimeout(1500);
  return page.evaluate(() => globalThis.__lcp);
}

async function applyProfile(context, page, profile) {
  if (!profile) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
}

let userCounter = 0;
async function signedInContext(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  userCounter += 1;
  const email = `lcp-${Date.now().toString(36)}-${userCounter}@bench.sous.test`;
  const signUp = await context.request.post('/api/auth/email/signup', {
    data: { email, password: 'correct horse battery', firstName: 'Bench', lastName: 'Mark' },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
  const onboard = await context.request.post('/api/onboarding/complete', {
    data: {
      preferences: { storageAreasEnabled: ['Refrigerator', 'Pantry'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'metric', expirationAlertDays: 3 },
      customStorageAreas: [],
      selectedCommonItems: [],
    },
  });
  if (!onboard.ok()) throw new Error(`onboarding answered ${onboard.status()}: ${await onboard.text()}`);
  return context;
}

const pages = {
  landing: {
    url: '/',
    context: (browser, baseURL) => browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } }),
    ready: (page) => page.getByRole('tab', { name: /sign up/i }).waitFor({ timeout: 60_000 }),
  },
  chat: {
    url: '/chat',
    context: signedInContext,
    ready: (page) => page.getByRole('heading', { level: 1, name: /chat/i }).waitFor({ timeout: 60_000 }),
  },
};

const round = (ms) => Math.round(ms);

async function main() {
  const found = findChromium();
  if (!found.path) {
    console.log(skipMessage(found.looked));
    return;
  }
  assertBuilt();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = makeDataDir('lcp');
  const app = startApp({
    env: appEnv({ PORT: port, DATA_DIR: dataDir, APP_URL: baseURL, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL, REDIS_URL: process.env.BENCH_REDIS_URL }),
    label: 'lcp',
    quiet: true,
  });
  const browser = await chromium.launch({
    executablePath: found.path,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = {};
  try {
    await waitForHealthy(app, `${baseURL}/api/health`, { timeoutMs: 120_000 });
    for (const [profileName, profile] of Object.entries(profiles)) {
      for (const [pageName, spec] of Object.entries(pages)) {
        const samples = [];
        for (let run = 0; run < runs + 1; run += 1) {
          const context = await spec.context(browser, baseURL);
          const page = await context.newPage();
          await applyProfile(context, page, profile);
          const lcp = await measureLcp(page, spec.url, spec.ready);
          await context.close();
          // the first run warms the server (JIT, file cache) and is not counted
          if (run > 0) samples.push(lcp);
        }
        const sorted = [...samples].sort((a, b) => a - b);
        results[`${pageName}/${profileName}`] = { runs: samples.length, medianMs: round(percentile(sorted, 50)), p75Ms: round(percentile(sorted, 75)), samplesMs: samples.map(round) };
        const r = results[`${pageName}/${profileName}`];
        console.log(`LCP ${pageName.padEnd(8)} ${profileName.padEnd(12)} median ${String(r.medianMs).padStart(5)} ms, p75 ${String(r.p75Ms).padStart(5)} ms  (${r.samplesMs.join(', ')})`);
      }
    }
  } finally {
    await browser.close();
    await stopApp(app);
    removeDir(dataDir);
  }
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(dir, `lcp-${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ benchmark: 'lcp', date, chromium: found.path, profiles, results }, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
