// Browser tests against the built app: one fresh server per run on a free port and a throw-away
// DATA_DIR (embedded PGlite unless E2E_DATABASE_URL is given), Playwright driving the system Chromium.
// Extra arguments are passed to `playwright test` (e.g. `npm run test:e2e -- --grep landing`);
// E2E_GREP=<pattern> does the same from the environment.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { findChromium, skipMessage } from './lib/chromium.mjs';
import { nodeBinary, npmPath, repoRoot } from './lib/paths.mjs';
import { appEnv, assertBuilt, freePort, makeDataDir, removeDir, startApp, stopApp, waitForHealthy } from './lib/server.mjs';

const chromium = findChromium();
if (!chromium.path) {
  console.log(skipMessage(chromium.looked));
  process.exit(0);
}

try {
  assertBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = makeDataDir('e2e');
const app = startApp({
  env: appEnv({
    PORT: port,
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // each admin spec has its own admin, so the specs may run in parallel workers
    ADMIN_EMAILS: 'e2e-admin@e2e.sous.test,e2e-feedback-admin@e2e.sous.test',
    // every spec signs its people up from 127.0.0.1: more than the default 50 sign-ups an hour
    RATE_LIMIT_SIGN_UP: '1000/1h',
    // every spec signs up its own people: scrypt at 2^10, not the production 2^15 (password.spec.ts)
    PASSWORD_HASH_LOG_N: '10',
    // recipe-import.spec.ts serves its recipe page on 127.0.0.1: import may fetch loopback here only
    IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    // push.spec.ts stands in for a browser's push service with an endpoint on no known push host
    PUSH_ALLOW_ANY_ENDPOINT: 'true',
    DATABASE_URL: process.env.E2E_DATABASE_URL,
    REDIS_URL: process.env.E2E_REDIS_URL,
    // the integration suites may share the Redis at the same time (npm test runs both at once)
    REDIS_CHANNEL_PREFIX: 'sous-e2e',
  }),
});

let playwright = null;
let cleaning = null;
// Shared by the normal exit and the signal handlers: whoever comes second waits for the first.
function cleanUp() {
  cleaning ??= (async () => {
    if (playwright && playwright.exitCode === null) playwright.kill('SIGTERM');
    await stopApp(app);
    removeDir(dataDir);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  const database = process.env.E2E_DATABASE_URL ? 'PostgreSQL (E2E_DATABASE_URL)' : 'embedded PGlite';
  console.log(`Starting Sous on ${baseUrl} (${database}, DATA_DIR ${dataDir})`);
  const ms = await waitForHealthy(app, `${baseUrl}/api/health`, { timeoutMs: 60_000 });
  console.log(`Healthy after ${(ms / 1000).toFixed(1)} s; running Playwright with ${chromium.path}`);
  // E2E_GREP narrows the run to tagged tests (CI's PostgreSQL + Redis pass: `@two-devices`)
  const grep = process.env.E2E_GREP?.trim();
  exitCode = await runPlaywright([...(grep ? ['--grep', grep] : []), ...process.argv.slice(2)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);

function runPlaywright(args) {
  const cli = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');
  const child = (playwright = spawn(nodeBinary(), [cli, 'test', '-c', 'frontend/playwright.config.ts', ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PATH: npmPath(), BASE_URL: baseUrl, CHROMIUM_PATH: chromium.path },
  }));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not start Playwright: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
