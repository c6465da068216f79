// Browser tests against a running Sous (scripts/e2e.mjs starts one and sets BASE_URL). They drive the
// system Chromium, never a downloaded browser; Playwright refuses `--user-data-dir` in args, so none.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${repoRoot}test-results/e2e-artifacts`,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : undefined,
  // npm test runs these beside the unit, integration and lint steps on two cores: a flow that takes
  // 10 s alone can take 40 s there, so CI gives each test and each expectation room to wait
  timeout: isCI ? 90_000 : 30_000,
  expect: { timeout: isCI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: `${repoRoot}test-results/e2e.json` }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    // an action that cannot happen (a field that never appears) fails by name after a minute in CI,
    // instead of waiting out the whole test's time with no word of where it stood
    actionTimeout: isCI ? 60_000 : 0,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunch(),
      },
    },
  ],
});
