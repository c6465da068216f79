import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('has the spec 000 §9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('fetches the URL of the query key by default', async () => {
    stubFetch({ '/api/recipes': { status: 200, body: [{ id: 'r1' }] } });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/recipes'] })).resolves.toEqual([{ id: 'r1' }]);
  });

  it('drops a failed query nobody watches from the cache', async () => {
    stubFetch({ '/api/recipes': { status: 500, body: 'boom' } });
    const client = createQueryClient();
    client.setQueryData(['/api/recipes'], [{ id: 'old' }]);
    await expect(client.fetchQuery({ queryKey: ['/api/recipes'], staleTime: 0 })).rejects.toThrow('500: boom');
    expect(client.getQueryCache().find({ queryKey: ['/api/recipes'] })).toBeUndefined();
  });

  it('clears the data of a watched failed query but keeps its error', async () => {
    stubFetch({ '/api/recipes': { status: 500, body: 'boom' } });
    const client = createQueryClient();
    client.setQueryData(['/api/recipes'], [{ id: 'old' }]);
    const observer = new QueryObserver(client, { queryKey: ['/api/recipes'] });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.refetchQueries({ queryKey: ['/api/recipes'] });
    const query = client.getQueryCache().find({ queryKey: ['/api/recipes'] });
    expect(query?.state.status).toBe('error');
    expect(query?.state.data).toBeUndefined();
    unsubscribe();
  });
});

describe('offline writes', () => {
  it('replace the screen toast with the offline explanation after its own onError', async () => {
    const { toastStore } = await import('./toast-store');
    const { OfflineError, offlineWriteText } = await import('./api-client');
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new OfflineError()),
      onError: () => toastStore.show({ title: 'Could not save' }),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(OfflineError);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: offlineWriteText.title, description: offlineWriteText.description });
  });
});
