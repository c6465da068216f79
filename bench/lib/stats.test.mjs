import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile, summarize } from './stats.mjs';

test('nearest-rank percentiles of 1..100', () => {
  const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(samples, 50), 50);
  assert.equal(percentile(samples, 95), 95);
  assert.equal(percentile(samples, 100), 100);
  assert.equal(percentile(samples, 1), 1);
});

test('percentiles of a small odd sample pick real samples', () => {
  assert.equal(percentile([3, 1, 2], 50), 2);
  assert.equal(percentile([3, 1, 2], 95), 3);
  assert.equal(percentile([7], 50), 7);
});

test('percentile refuses no samples and out-of-range ranks', () => {
  assert.throws(() => percentile([], 50));
  assert.throws(() => percentile([1], 0), RangeError);
  assert.throws(() => percentile([1], 101), RangeError);
});

test('summarize reports count, mean and extremes', () => {
  assert.deepEqual(summarize([4, 1, 3, 2]), { count: 4, p50Ms: 2, p95Ms: 4, p99Ms: 4, meanMs: 2.5, minMs: 1, maxMs: 4 });
});
