// `npm test`: every check of the project in one run, in order: the libraries' build, the build, then
// e2e and lint in the background while typecheck and tooling (at the same time, each printed when it
// ends), unit, integration and web run. Other steps stream their output; a failing step does not stop the
// run (so one run shows every failure), except that e2e needs a successful build. Test counts come
// from each runner's JSON report in test-results/; the last line is always
// `tests: N passed, M failed, K skipped`. The summary gives each step's time and the ten slowest
// integration files. SOUS_TEST_SERIAL=1 runs e2e and lint in their turn instead of in the background.
//
// SOUS_TEST_ONLY=int,e2e runs only the named steps (CI's second pass on PostgreSQL + Redis uses it).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, skipMessage } from './lib/chromium.mjs';
import { nodeBinary, npmPath, repoRoot, resultsDir } from './lib/paths.mjs';
import { failedTests, readCounts, slowestFiles } from './lib/reports.mjs';

const report = (name) => path.join(resultsDir, `${name}.json`);

const TYPECHECK_PROJECTS = ['libs/contracts', 'libs/kitchen', 'backend', 'frontend', 'frontend/e2e'];

// Steps of one `group` run at the same time, each printing its output when it ends; `background`
// steps start in order and run beside everything after them, shown when they end.
// `libs` builds the libraries' dist once first, which lint, typecheck and the build read.
const STEPS = [
  { name: 'libs', cmd: 'npm', args: ['run', '--silent', 'build:libs'] },
  { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
  // playwright.config.ts writes its JSON report to test-results/e2e.json
  // The browser tests wait on pages more than they compute (one worker keeps about half of 2 cores
  // busy), so they run in the background from the build on, while the other steps use the cores they
  // leave idle (2026-12-04, clean clone: e2e 674 s beside a foreground of 818 s).
  {
    name: 'e2e',
    cmd: nodeBinary(),
    args: ['scripts/e2e.mjs'],
    kind: 'playwright',
    needs: 'build',
    browser: true,
    background: !process.env.SOUS_TEST_SERIAL,
  },
  // Lint is one thread for ≈ 2 minutes, longer than typecheck beside it: in the background it fills
  // the cores that the browser tests and the suites after it leave idle instead of holding them up.
  {
    name: 'lint',
    background: !process.env.SOUS_TEST_SERIAL,
    cmd: nodeBinary(),
    // The cache can hold a stale type-aware result after an edit elsewhere; CI must not trust it.
    args: [
      'node_modules/eslint/bin/eslint.js',
      '--max-warnings=0',
      ...(process.env.CI ? [] : ['--cache', '--cache-location', 'node_modules/.cache/eslint/']),
      '.',
    ],
  },
  {
    name: 'typecheck',
    group: 'static',
    cmd: 'sh',
    args: ['-c', TYPECHECK_PROJECTS.map((project) => `tsc -p ${project}/tsconfig.json --noEmit`).join(' && ')],
  },
  {
    name: 'tooling',
    group: 'static',
    cmd: nodeBinary(),
    args: [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/lib/node-test-counts-reporter.mjs',
      `--test-reporter-destination=${report('tooling')}`,
      'scripts/**/*.test.mjs',
      'bench/**/*.test.mjs',
    ],
    kind: 'node',
  },
  { name: 'unit', cmd: 'npm', args: ['run', '--silent', 'test:unit', '--', '--json', `--outputFile=${report('unit')}`], kind: 'jest' },
  { name: 'int', cmd: 'npm', args: ['run', '--silent', 'test:int', '--', '--json', `--outputFile=${report('int')}`], kind: 'jest' },
  {
    name: 'web',
    cmd: 'npm',
    args: ['run', '--silent', 'test:web', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report('web')}`],
    kind: 'vitest',
  },
];

function selectedSteps() {
  const only = process.env.SOUS_TEST_ONLY?.trim();
  if (!only) return new Set(STEPS.map((s) => s.name));
  const names = only.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !STEPS.some((s) => s.name === n));
  if (unknown.length > 0) {
    console.error(`SOUS_TEST_ONLY: unknown step(s) ${unknown.join(', ')}; steps are ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return new Set(names);
}

/** Runs a command; with `capture`, its output is collected and handed to `capture` at the end. */
function run(cmd, args, capture) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: repoRoot,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATH: npmPath(), ...(capture ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}) },
    });
    const chunks = [];
    if (capture) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const done = (code) => {
      if (capture) capture(Buffer.concat(chunks).toString());
      resolve(code);
    };
    child.once('error', (error) => {
      chunks.push(Buffer.from(`Could not start ${cmd}: ${error.message}\n`));
      if (!capture) console.error(`Could not start ${cmd}: ${error.message}`);
      done(127);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Browser tests that would have run, counted as skipped (listing needs no browser). */
function listBrowserTests() {
  try {
    const cli = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');
    const out = execFileSync(nodeBinary(), [cli, 'test', '-c', 'frontend/playwright.config.ts', '--list', '--reporter=json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const listed = JSON.parse(out).stats?.skipped ?? 0;
    return { passed: 0, failed: 0, skipped: listed };
  } catch {
    return null;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bar = (text) => `\n${'━'.repeat(3)} ${text} ${'━'.repeat(Math.max(3, 74 - text.length))}`;

async function main() {
  const selected = selectedSteps();
  fs.mkdirSync(resultsDir, { recursive: true });
  const results = [];
  const chromium = findChromium();
  const runStart = performance.now();
  const chosen = STEPS.filter((s) => selected.has(s.name));

  // consecutive steps of one group run together; every other step alone
  const batches = [];
  for (const [index, step] of chosen.entries()) {
    const last = batches.at(-1);
    if (step.group && last && last[0].step.group === step.group) last.push({ step, index });
    else batches.push([{ step, index }]);
  }
  const background = [];
  for (const batch of batches) {
    const [{ step: first, index: firstIndex }] = batch;
    if (first.background) {
      console.log(bar(`${first.name}: started in the background, shown when it ends`));
      background.push(runStep(first, firstIndex, chosen.length, results, chromium, true));
      continue;
    }
    const together = batch.length > 1;
    if (together) console.log(bar(`${batch.map(({ step }) => step.name).join(', ')}: at the same time, each shown when it ends`));
    const started = performance.now();
    results.push(...(await Promise.all(batch.map(({ step, index }) => runStep(step, index, chosen.length, results, chromium, together)))));
    if (together) console.log(`(${batch.map(({ step }) => step.name).join(', ')} together took ${seconds(performance.now() - started)})`);
  }
  results.push(...(await Promise.all(background)));

  printSummary(results, performance.now() - runStart, chromium);
  process.exitCode = results.some((r) => r.status === 'failed') ? 1 : 0;
}

/** One step: runs it (or says why not) and answers its result; `captured` prints its output at its end. */
async function runStep(step, index, total, results, chromium, captured) {
  const result = { name: step.name, status: 'passed', ms: 0, counts: null, note: '' };
  const title = `[${index + 1}/${total}] ${step.name}`;
  const needed = step.needs && results.find((r) => r.name === step.needs);
  if (needed && needed.status !== 'passed') {
    result.status = 'skipped';
    result.note = `${step.needs} failed`;
    console.log(bar(`${title}: skipped because ${step.needs} failed`));
    return result;
  }
  if (step.browser && !chromium.path) {
    result.status = 'skipped';
    result.note = `no Chromium at ${chromium.looked}`;
    result.counts = listBrowserTests();
    console.log(bar(title));
    console.log(skipMessage(chromium.looked));
    return result;
  }

  if (!captured) console.log(bar(title));
  if (step.kind) fs.rmSync(report(step.name), { force: true });
  const started = performance.now();
  let output = '';
  const code = await run(step.cmd, step.args, captured ? (text) => (output = text) : undefined);
  result.ms = performance.now() - started;
  result.status = code === 0 ? 'passed' : 'failed';
  if (step.kind) {
    result.counts = readCounts(step.kind, report(step.name));
    // A runner that died before writing its report still failed something: count it once.
    if (!result.counts && code !== 0) {
      result.counts = { passed: 0, failed: 1, skipped: 0 };
      result.note = 'no report';
    }
  }
  if (captured) {
    console.log(bar(title));
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed, ${result.counts.skipped} skipped)` : '';
  console.log(`${result.status === 'passed' ? '✔' : '✘'} ${step.name} ${result.status} in ${seconds(result.ms)}${counts}`);
  if (step.kind === 'jest') result.slowest = slowestFiles(report(step.name), repoRoot, 10);
  if (step.kind && result.status === 'failed') result.failedNames = failedTests(step.kind, report(step.name), repoRoot);
  return result;
}

function printSummary(results, totalMs, chromium) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const r of results) {
    if (!r.counts) continue;
    for (const key of Object.keys(totals)) totals[key] += r.counts[key];
  }
  const cell = (value, width) => String(value).padStart(width);
  const row = (name, status, time, c, note = '') =>
    `${name.padEnd(10)} ${status.padEnd(8)} ${cell(time, 9)} ${cell(c?.passed ?? '-', 7)} ${cell(c?.failed ?? '-', 7)} ${cell(c?.skipped ?? '-', 8)}${note ? `  ${note}` : ''}`;

  console.log(bar('summary'));
  console.log(row('step', 'result', 'time', { passed: 'passed', failed: 'failed', skipped: 'skipped' }));
  for (const r of results) console.log(row(r.name, r.status, seconds(r.ms), r.counts, r.note));
  console.log(row('total', results.some((r) => r.status === 'failed') ? 'failed' : 'passed', seconds(totalMs), totals));
  // where the integration time goes, to keep an eye on the suites that dominate it
  const slow = results.find((r) => r.name === 'int')?.slowest ?? [];
  if (slow.length > 0) {
    console.log('\nslowest integration files (each from its start to its end; workers overlap):');
    for (const f of slow) console.log(`${cell(seconds(f.ms), 9)} ${cell(f.tests, 4)} tests  ${f.file}`);
  }
  if (results.some((r) => r.name === 'e2e' && r.status === 'skipped' && !chromium.path)) {
    console.log(`\n${skipMessage(chromium.looked)}; install one with: apt-get install -y chromium`);
  }
  // last, so a log cut to its end still names what failed
  const failed = results.filter((r) => r.status === 'failed');
  for (const r of failed) {
    const names = r.failedNames ?? [];
    console.log(`\nfailed in ${r.name}:${names.length === 0 ? ' (no test named: the step itself failed, see its output above)' : ''}`);
    for (const name of names) console.log(`  ✘ ${name}`);
  }
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

await main();
