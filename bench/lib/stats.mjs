// Summary statistics for latency samples (milliseconds).

/** Nearest-rank percentile: the smallest sample with at least p % of the samples at or below it. */
export function percentile(samples, p) {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (p <= 0 || p > 100) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

export function summarize(samples) {
  const round = (ms) => Math.round(ms * 1000) / 1000;
  return {
    count: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    p99Ms: round(percentile(samples, 99)),
    meanMs: round(samples.reduce((sum, ms) => sum + ms, 0) / samples.length),
    minMs: round(Math.min(...samples)),
    maxMs: round(Math.max(...samples)),
  };
}
