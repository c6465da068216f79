// Reads the JSON reports of the test runners into `{ passed, failed, skipped }`.
import fs from 'node:fs';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Jest, Vitest and our node:test reporter share Jest's field names. */
function fromJestShape(report) {
  // A suite that fails before any test runs (syntax error, failing import) has no failed test of
  // its own; count it once so the failure shows in the totals.
  const brokenSuites =
    report.numRuntimeErrorTestSuites ??
    (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenSuites,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function fromPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    // A flaky test passed on retry; it still counts as passed (retries are off by default anyway).
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
  };
}

/** Counts from `file`, or null when the runner wrote no (readable) report. */
export function readCounts(kind, file) {
  const report = readJson(file);
  if (!report || typeof report !== 'object') return null;
  return kind === 'playwright' ? fromPlaywright(report) : fromJestShape(report);
}

/**
 * The `limit` slowest test files of a Jest JSON report, slowest first: `{ file, ms, tests }` with
 * `file` relative to `root`. Jest's report times each file from its start to its end (`startTime`,
 * `endTime`), so with parallel workers the times overlap and add up to more than the step's wall time.
 */
export function slowestFiles(file, root, limit = 10) {
  const report = readJson(file);
  if (!report || !Array.isArray(report.testResults)) return [];
  return report.testResults
    .map((r) => ({
      file: r.name ? r.name.replace(`${root.replace(/[\\/]+$/, '')}/`, '') : '?',
      ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
      tests: (r.assertionResults ?? []).length,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

/** The last attempt's error of a failed Playwright spec. */
function playwrightError(spec) {
  const results = (spec.tests ?? []).flatMap((test) => test.results ?? []);
  const failed = results.filter((result) => result.error || (result.errors ?? []).length > 0).at(-1);
  return failed ? (failed.error?.message ?? failed.errors[0]?.message) : undefined;
}

/**
 * A failed test's name and, indented under it, the first lines of why it failed (colours and the
 * stack left out): CI's log is often read only from its end, where a name alone cannot be diagnosed.
 */
function withReason(name, message, lines = 4) {
  if (typeof message !== 'string' || message.trim() === '') return name;
  const why = message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
    .slice(0, lines)
    .map((line) => `      ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`);
  return [name, ...why].join('\n');
}

/** Playwright's report nests suites; each spec lists its tests and their results. */
function playwrightFailures(suites, trail = []) {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.ok === false)
      .map((spec) => withReason(`${spec.file ?? suite.file ?? '?'}:${spec.line ?? '?'} ${[...here, spec.title].join(' › ')}`, playwrightError(spec)));
    return [...own, ...playwrightFailures(suite.suites, here)];
  });
}

/**
 * The names of the failed tests in a report (`file  test`), at most `limit`, so a run's last lines
 * say what failed even when its log is cut to its end; a suite that failed before any test ran is
 * named with its message's first line.
 */
export function failedTests(kind, file, root, limit = 20) {
  const report = readJson(file);
  if (!report || typeof report !== 'object') return [];
  const relative = (name) => (name ? name.replace(`${root.replace(/[\\/]+$/, '')}/`, '') : '?');
  const names =
    kind === 'playwright'
      ? [...playwrightFailures(report.suites), ...(report.errors ?? []).map((error) => `(run) ${String(error.message ?? error).split('\n')[0]}`)]
      : (report.testResults ?? []).flatMap((suite) => {
          const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
          if (failed.length > 0) return failed.map((test) => withReason(`${relative(suite.name)}  ${test.fullName ?? test.title}`, test.failureMessages?.[0]));
          return suite.status === 'failed' ? [`${relative(suite.name)}  (suite) ${String(suite.message ?? '').trim().split('\n')[0]}`] : [];
        });
  return names.slice(0, limit);
}
