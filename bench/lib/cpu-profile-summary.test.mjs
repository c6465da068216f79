import assert from 'node:assert/strict';
import { test } from 'node:test';
import { placeOf, summarizeCpuProfile } from './cpu-profile-summary.mjs';

test('frames are placed by package, app folder, Node module, WebAssembly or native', () => {
  assert.equal(placeOf('file:///r/node_modules/pg/lib/client.js'), 'pg');
  assert.equal(placeOf('file:///r/node_modules/@mikro-orm/core/index.js'), '@mikro-orm/core');
  assert.equal(placeOf('file:///r/backend/dist/modules/inventory/queries/x.js'), 'app:modules/inventory');
  assert.equal(placeOf('file:///r/backend/dist/bootstrap.js'), 'app:bootstrap');
  assert.equal(placeOf('file:///r/libs/kitchen/dist/units.js'), 'libs/kitchen');
  assert.equal(placeOf('node:internal/http/server'), 'node:internal/http');
  assert.equal(placeOf('wasm://wasm/022aac12'), '(WebAssembly)');
  assert.equal(placeOf(''), '(native)');
});

test('busy time by place, idle apart, each sample counted until the next', () => {
  const profile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(idle)', url: '' } },
      { id: 2, callFrame: { functionName: 'query', url: 'file:///r/node_modules/pg/lib/client.js' } },
      { id: 3, callFrame: { functionName: 'list', url: 'file:///r/backend/dist/modules/inventory/a.js' } },
      { id: 4, callFrame: { functionName: '(garbage collector)', url: '' } },
    ],
    samples: [2, 2, 3, 1, 4, 2],
    timeDeltas: [0, 3000, 1000, 2000, 6000, 1000],
  };
  assert.deepEqual(summarizeCpuProfile(profile), {
    busyMs: 7,
    idleMs: 6,
    places: [
      { place: 'pg', ms: 4, share: 57.1 },
      { place: 'app:modules/inventory', ms: 2, share: 28.6 },
      { place: '(garbage collector)', ms: 1, share: 14.3 },
    ],
  });
});
