// The app launcher shared by the browser tests and the benchmarks, driven with stand-in servers.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { appEnv, freePort, startApp, stopApp, waitForHealthy } from './server.mjs';

let dir;
const script = (name, code) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, code);
  return file;
};

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-server-test-'));
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

// Answers /api/health with 503 until `READY_AFTER_MS` has passed, then 200.
const slowStarter = `
import http from 'node:http';
const readyAt = Date.now() + Number(process.env.READY_AFTER_MS);
http.createServer((req, res) => {
  res.statusCode = req.url === '/api/health' && Date.now() >= readyAt ? 200 : 503;
  res.end('{}');
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
`;

test('waits for the first 200 and stops the app', async () => {
  const port = await freePort();
  const app = startApp({ env: { ...process.env, PORT: String(port), READY_AFTER_MS: '300' }, quiet: true, entry: script('slow.mjs', slowStarter) });
  const ms = await waitForHealthy(app, `http://127.0.0.1:${port}/api/health`, { timeoutMs: 10_000 });
  assert.ok(ms >= 300, `healthy after ${ms} ms, before it was ready`);
  assert.ok(app.tail.includes('listening'));
  const exit = await stopApp(app);
  assert.equal(exit.code, 0);
});

test('reports an app that exits before it is healthy, with its last output', async () => {
  const entry = script('crash.mjs', `console.error('Invalid configuration: PORT must be an integer'); process.exit(3);`);
  const app = startApp({ env: process.env, quiet: true, entry });
  await assert.rejects(waitForHealthy(app, 'http://127.0.0.1:9/api/health', { timeoutMs: 10_000 }), (error) => {
    assert.match(error.message, /exited before it was healthy \(code 3/);
    assert.match(error.message, /Invalid configuration: PORT must be an integer/);
    return true;
  });
});

test('gives up after the timeout and kills an app that ignores SIGTERM', async () => {
  const entry = script('stuck.mjs', `process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);`);
  const app = startApp({ env: process.env, quiet: true, entry });
  await assert.rejects(waitForHealthy(app, 'http://127.0.0.1:9/api/health', { timeoutMs: 400 }), /did not answer 200 within 0.4 s/);
  const exit = await stopApp(app, 300);
  assert.equal(exit.signal, 'SIGKILL');
});

test("drops the developer's Sous settings and applies the overrides", () => {
  const saved = { ...process.env };
  try {
    Object.assign(process.env, { DATABASE_URL: 'postgresql://dev/db', OPENAI_API_KEY: 'sk-dev', GITHUB_CLIENT_ID: 'id', KEEP_ME: '1' });
    const env = appEnv({ PORT: 4321, DATA_DIR: '/tmp/x', REDIS_URL: undefined, DATABASE_URL: '' });
    assert.equal(env.PORT, '4321');
    assert.equal(env.DATA_DIR, '/tmp/x');
    assert.equal(env.KEEP_ME, '1');
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'OPENAI_API_KEY', 'GITHUB_CLIENT_ID']) assert.equal(env[key], undefined, key);
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
});
