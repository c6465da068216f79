import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { readCache, writeCache } from './local-cache';
import { createQueryClient } from './query-client';
import { persistedEntryFor, persistQueries, seedFromLocalCache } from './query-persistence';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

describe('query persistence', () => {
  it('keeps the storage locations under cache:storage:locations and ignores detail keys', () => {
    expect(persistedEntryFor(['/api/storage-locations'])).toBe('cache:storage:locations');
    expect(persistedEntryFor(['/api/food-items'])).toBe('food-items');
    expect(persistedEntryFor(['/api/recipes', 'r1'])).toBeUndefined();
  });

  it('writes every answer and socket update of a persisted list to the local cache', async () => {
    stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [{ id: 'f1' }] } });
    const client = createQueryClient();
    persistQueries(client);
    await client.fetchQuery({ queryKey: ['/api/food-items'] });
    expect(readCache('food-items')).toEqual([{ id: 'f1' }]);
    client.setQueryData(['/api/food-items'], [{ id: 'f1' }, { id: 'f2' }]);
    expect(readCache('food-items')).toEqual([{ id: 'f1' }, { id: 'f2' }]);
    client.setQueryData(['/api/recipes', 'r1'], { id: 'r1' });
    expect(localStorage.getItem('cache:recipes')).toBeNull();
  });

  it('clears the entry of a read that fails', async () => {
    stubFetch({ '/api/recipes?limit=25': { status: 500, body: 'boom' } });
    writeCache('recipes', [{ id: 'old' }]);
    const client = createQueryClient();
    persistQueries(client);
    await expect(client.fetchQuery({ queryKey: ['/api/recipes'] })).rejects.toThrow('500');
    expect(localStorage.getItem('cache:recipes')).toBeNull();
  });

  it('seeds cached lists before the first render and still refetches them on mount', async () => {
    writeCache('food-items', [{ id: 'cached' }]);
    const fetchMock = stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [{ id: 'fresh' }] } });
    const client = createQueryClient();
    seedFromLocalCache(client);
    expect(client.getQueryData(['/api/food-items'])).toEqual([{ id: 'cached' }]);

    const observer = new QueryObserver(client, { queryKey: ['/api/food-items'] });
    expect(observer.getCurrentResult().data).toEqual([{ id: 'cached' }]);
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => client.getQueryData(['/api/food-items'])).toEqual([{ id: 'fresh' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('seeds nothing from expired or foreign-version entries', () => {
    writeCache('recipes', ['old'], 1, 0);
    localStorage.setItem('cache:food-items', JSON.stringify({ version: 2, expiresAt: Date.now() + 1000, data: ['x'] }));
    const client = new QueryClient();
    seedFromLocalCache(client);
    expect(client.getQueryData(['/api/recipes'])).toBeUndefined();
    expect(client.getQueryData(['/api/food-items'])).toBeUndefined();
  });
});

describe('query persistence without a connection', () => {
  it('keeps the cached list when a read gets no answer at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    writeCache('food-items', [{ id: 'kept' }]);
    const client = createQueryClient();
    seedFromLocalCache(client);
    persistQueries(client);
    const observer = new QueryObserver(client, { queryKey: ['/api/food-items'] });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().isError).toBe(true);
    expect(readCache('food-items')).toEqual([{ id: 'kept' }]);
    expect(client.getQueryData(['/api/food-items'])).toEqual([{ id: 'kept' }]);
    unsubscribe();
  });
});
