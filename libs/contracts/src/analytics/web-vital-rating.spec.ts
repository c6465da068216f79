import { describe, expect, it } from '@jest/globals';
import { percentile, rateWebVital, webVitalThresholds } from './web-vital-rating.js';

describe('rateWebVital', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1799, 'good'],
    ['FCP', 3001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1801, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 301, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateWebVital(name, value)).toBe(rating);
  });

  it('uses the spec table (001 §9)', () => {
    expect(webVitalThresholds.FCP).toEqual({ good: 1800, poor: 3000 });
    expect(webVitalThresholds.TTFB).toEqual({ good: 800, poor: 1800 });
  });
});

describe('percentile', () => {
  it('is null for no values', () => {
    expect(percentile([], 75)).toBeNull();
  });

  it('is the value itself for one value', () => {
    expect(percentile([42], 75)).toBe(42);
  });

  it('interpolates between ranks like percentile_cont', () => {
    expect(percentile([5000, 1000, 3000, 2000], 75)).toBe(3500);
    expect(percentile([1000, 1200, 2000, 3000, 5000], 75)).toBe(3000);
    expect(percentile([0.01, 0.3, 0.02], 75)).toBeCloseTo(0.16, 10);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
  });

  it('clamps p to 0..100', () => {
    expect(percentile([3, 1, 2], -5)).toBe(1);
    expect(percentile([3, 1, 2], 150)).toBe(3);
  });

  it('does not reorder the caller array', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});
