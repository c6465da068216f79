import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarizeHeap } from './heap-summary.mjs';

// a snapshot in V8's layout: each node is [type, name, id, self_size, edge_count]
const snapshot = {
  snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'concatenated string']] } },
  strings: ['', 'Map', 'FoodRow', 'hello'],
  nodes: [
    3, 1, 1, 400_000, 0, // a Map
    3, 2, 2, 1_000_000, 0, // two FoodRows
    3, 2, 3, 1_000_000, 0,
    2, 3, 4, 300_000, 0, // strings, flat and concatenated
    6, 3, 5, 100_000, 0,
    4, 0, 6, 50_000, 0, // code
    1, 0, 7, 20_000, 0, // an internal array
  ],
};

test('self sizes summed by kind and constructor, the largest first', () => {
  const summary = summarizeHeap(snapshot);
  assert.equal(summary.objects, 7);
  assert.equal(summary.totalMb, 2.9);
  assert.deepEqual(summary.groups, [
    { group: 'objects: FoodRow', mb: 2, count: 2 },
    { group: 'objects: Map', mb: 0.4, count: 1 },
    { group: 'strings', mb: 0.4, count: 2 },
    { group: 'compiled code', mb: 0.1, count: 1 },
    { group: 'arrays (internal)', mb: 0, count: 1 },
  ]);
});

test('only the largest groups when asked for fewer', () => {
  assert.deepEqual(summarizeHeap(snapshot, 1).groups.map((g) => g.group), ['objects: FoodRow']);
});
