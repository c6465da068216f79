import { describe, expect, it } from 'vitest';
import { Outbox, type SentAnswer } from './outbox';
import { createMemoryStore, type QueuedWrite } from './outbox-store';

function recordingSender(answers: (SentAnswer | 'offline')[] = []) {
  const sent: QueuedWrite[] = [];
  const send = (write: QueuedWrite) => {
    const answer = answers.shift() ?? { status: 200, body: '{}' };
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    sent.push(write);
    return Promise.resolve(answer);
  };
  return { sent, send };
}

describe('Outbox', () => {
  it('replays queued writes in order with the key each was queued with, then empties', async () => {
    const store = createMemoryStore();
    const { sent, send } = recordingSender();
    const outbox = new Outbox(store, send);
    const a = await outbox.enqueue({ method: 'post', path: '/api/shopping-list/items', body: { ingredient: 'Milk' }, label: 'Add Milk' });
    const b = await outbox.enqueue({ method: 'PATCH', path: '/api/shopping-list/items/1', body: { isChecked: true }, label: 'Check an item', key: 'first-try' });
    expect(outbox.pending().map((w) => w.label)).toEqual(['Add Milk', 'Check an item']);
    expect(await outbox.replay()).toBe('done');
    expect(sent.map((w) => [w.method, w.key])).toEqual([
      ['POST', a.key],
      ['PATCH', 'first-try'],
    ]);
    expect(b.key).toBe('first-try');
    expect(outbox.pending()).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('survives a reload: a new outbox over the same store finds the writes in order', async () => {
    const store = createMemoryStore();
    const first = new Outbox(store, recordingSender().send);
    await first.enqueue({ method: 'POST', path: '/a', label: 'one' });
    await first.enqueue({ method: 'POST', path: '/b', label: 'two' });
    const { sent, send } = recordingSender();
    const reloaded = new Outbox(store, send);
    await reloaded.load();
    expect(reloaded.pending().map((w) => w.label)).toEqual(['one', 'two']);
    await reloaded.replay();
    expect(sent.map((w) => w.path)).toEqual(['/a', '/b']);
  });

  it('stops at a lost connection or a server error and keeps the rest for later', async () => {
    const { sent, send } = recordingSender([{ status: 201, body: '{}' }, 'offline', { status: 503, body: '' }]);
    const outbox = new Outbox(createMemoryStore(), send);
    for (const path of ['/a', '/b', '/c']) await outbox.enqueue({ method: 'POST', path, label: path });
    expect(await outbox.replay()).toBe('offline');
    expect(outbox.pending().map((w) => w.path)).toEqual(['/b', '/c']);
    expect(await outbox.replay()).toBe('offline');
    expect(await outbox.replay()).toBe('done');
    // the 503 answer was an answer: /b went twice, with one key, so the server acted at most once
    expect(sent.map((w) => w.path)).toEqual(['/a', '/b', '/b', '/c']);
    expect(sent[1].key).toBe(sent[2].key);
  });

  it('drops a write the server refuses and reports it, without holding up the others', async () => {
    const { sent, send } = recordingSender([{ status: 400, body: '{"message":"quantity: bad"}' }]);
    const outbox = new Outbox(createMemoryStore(), send);
    await outbox.enqueue({ method: 'POST', path: '/a', label: 'bad' });
    await outbox.enqueue({ method: 'POST', path: '/b', label: 'good' });
    expect(await outbox.replay()).toBe('done');
    expect(sent).toHaveLength(2);
    expect(outbox.refused.map((r) => [r.write.label, r.status])).toEqual([['bad', 400]]);
  });

  it('holds the queue on a stale version until the user chooses; mine re-sends with their version and a new key', async () => {
    const conflict = { status: 409, body: JSON.stringify({ message: 'Changed', code: 'inventory.stale-version', current: { id: 'f1', version: 7 } }) };
    const { sent, send } = recordingSender([conflict]);
    const outbox = new Outbox(createMemoryStore(), send);
    const write = await outbox.enqueue({ method: 'PATCH', path: '/api/food-items/f1', body: { version: 5, quantity: '2' }, label: 'Edit Milk' });
    await outbox.enqueue({ method: 'POST', path: '/after', label: 'after' });
    expect(await outbox.replay()).toBe('conflict');
    expect(outbox.currentConflict()?.write.id).toBe(write.id);
    expect(await outbox.replay()).toBe('conflict');
    expect(await outbox.resolve('mine')).toBe('done');
    expect(sent.map((w) => w.path)).toEqual(['/api/food-items/f1', '/api/food-items/f1', '/after']);
    expect(sent[1].body).toEqual({ version: 7, quantity: '2' });
    expect(sent[1].key).not.toBe(write.key);
    expect(outbox.currentConflict()).toBeNull();
  });

  it('keeps theirs by dropping the queued write, and drops a delete of something already gone', async () => {
    const { sent, send } = recordingSender([{ status: 409, body: '{}' }, { status: 404, body: '{}' }]);
    const outbox = new Outbox(createMemoryStore(), send);
    await outbox.enqueue({ method: 'PATCH', path: '/api/food-items/f1', body: { version: 1 }, label: 'Edit' });
    await outbox.enqueue({ method: 'DELETE', path: '/api/shopping-list/items/s1', label: 'Remove' });
    expect(await outbox.replay()).toBe('conflict');
    expect(await outbox.resolve('theirs')).toBe('conflict');
    expect(outbox.currentConflict()?.status).toBe(404);
    expect(await outbox.resolve('mine')).toBe('done');
    expect(sent).toHaveLength(2);
    expect(outbox.pending()).toEqual([]);
  });

  it('drops a POST refused with 409 (already done elsewhere) instead of asking: sending it again would only be refused again', async () => {
    const { sent, send } = recordingSender([{ status: 409, body: '{"message":"Already cooked"}' }]);
    const outbox = new Outbox(createMemoryStore(), send);
    await outbox.enqueue({ method: 'POST', path: '/api/meal-plans/m1/cook', label: 'Cook Lentil soup' });
    await outbox.enqueue({ method: 'POST', path: '/after', label: 'after' });
    expect(await outbox.replay()).toBe('done');
    expect(outbox.currentConflict()).toBeNull();
    expect(sent.map((w) => w.path)).toEqual(['/api/meal-plans/m1/cook', '/after']);
    expect(outbox.refused.map((r) => [r.write.label, r.status])).toEqual([['Cook Lentil soup', 409]]);
  });

  it('runs one replay at a time', async () => {
    const { sent, send } = recordingSender();
    const outbox = new Outbox(createMemoryStore(), send);
    await outbox.enqueue({ method: 'POST', path: '/a', label: 'a' });
    await Promise.all([outbox.replay(), outbox.replay()]);
    expect(sent).toHaveLength(1);
  });
});
