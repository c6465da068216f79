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
