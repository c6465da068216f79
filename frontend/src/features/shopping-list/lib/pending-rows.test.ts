import type { ShoppingItem } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '@/lib/offline';
import { shoppingItem } from '../test/fixtures';
import { withPendingWrites } from './pending-rows';

const row = (id: string, ingredient: string, isChecked = false): ShoppingItem => shoppingItem({ id, ingredient, isChecked });

let seq = 0;
const write = (method: string, path: string, body?: unknown): QueuedWrite => ({ id: `w${seq}`, key: `k${seq}`, method, path, body, createdAt: 0, seq: seq++, label: 'x' });

describe('withPendingWrites', () => {
  const server = [row('a', 'Eggs'), row('b', 'Butter', true), row('c', 'Rice')];

  it('shows what waits in the outbox over the server rows: an add, a tick, an edit and a removal, in order', () => {
    const shown = withPendingWrites(server, [
      write('POST', '/api/shopping-list/items', { ingredient: ' Milk ', quantity: 2, unit: 'l' }),
      write('PATCH', '/api/shopping-list/items/a', { isChecked: true }),
      write('PATCH', '/api/shopping-list/items/b', { isChecked: false, quantity: '3' }),
      write('DELETE', '/api/shopping-list/items/c'),
    ]);
    expect(shown.map((item) => [item.ingredient, item.isChecked, item.quantity])).toEqual([
      ['Eggs', true, null],
      ['Butter', false, '3'],
      ['Milk', false, '2'],
    ]);
    expect(shown[2].id).toMatch(/^pending:w/);
    expect(shown[2].unit).toBe('l');
    // the server's rows are not changed in place
    expect(server[0].isChecked).toBe(false);
  });

  it("leaves the list as the server sent it when nothing waits, and ignores other routes' writes", () => {
    expect(withPendingWrites(server, [])).toEqual(server);
    expect(withPendingWrites(server, [write('POST', '/api/food-items', { name: 'Milk' }), write('POST', '/api/shopping-list/items/clear-checked'), write('PATCH', '/api/shopping-list/items/zz', { isChecked: true })])).toEqual(server);
  });

  it('keeps the id of an entry added offline across refetches, so the row is not remounted', () => {
    const queued = [write('POST', '/api/shopping-list/items', { ingredient: 'Bread' })];
    expect(withPendingWrites(server, queued).at(-1)?.id).toBe(withPendingWrites(server, queued).at(-1)?.id);
  });
});
