import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, Outbox, resetAppOutbox } from '@/lib/offline';
import { stubFetch } from '@/test/fetch-mock';
import { shoppingItem } from '../test/fixtures';
import { fetchShoppingItems } from './shopping-items';

afterEach(() => {
  resetAppOutbox();
  vi.unstubAllGlobals();
});

describe('fetchShoppingItems', () => {
  it("keeps this device's writes that wait in the outbox shown over the server's list", async () => {
    const eggs = shoppingItem({ ingredient: 'Eggs' });
    const butter = shoppingItem({ ingredient: 'Butter', isChecked: true });
    stubFetch({ 'GET /api/shopping-list/items': { status: 200, body: [eggs, butter] } });
    const outbox = new Outbox(createMemoryStore(), () => Promise.reject(new TypeError('Failed to fetch')));
    resetAppOutbox(outbox);
    await outbox.enqueue({ method: 'POST', path: '/api/shopping-list/items', body: { ingredient: 'Milk' }, label: 'Add Milk' });
    await outbox.enqueue({ method: 'PATCH', path: `/api/shopping-list/items/${eggs.id}`, body: { isChecked: true }, label: 'Check an item' });

    const shown = await fetchShoppingItems();
    expect(shown.map((item) => [item.ingredient, item.isChecked])).toEqual([
      ['Eggs', true],
      ['Butter', true],
      ['Milk', false],
    ]);
  });
});
