import { webVitalNames, webVitalRatings } from '../constants.js';

type Name = (typeof webVitalNames)[number];
type Rating = (typeof webVitalRatings)[number];

/**
 * Good / poor boundaries (spec 001 §9). FID is not in the spec's table: it takes the web-vitals
 * library's own 100 / 300 ms. A value equal to the good boundary is good; above poor is poor.
 */
export const webVitalThresholds: Readonly<Record<Name, { good: number; poor: number }>> = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1800 },
  FID: { good: 100, poor: 300 },
};

export function rateWebVital(name: Name, value: number): Rating {
  const { good, poor } = webVitalThresholds[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/**
 * The p-th percentile (0..100) by linear interpolation between closest ranks, the same definition
 * as PostgreSQL's `percentile_cont`; null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(Math.max(p, 0), 100) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}
