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
