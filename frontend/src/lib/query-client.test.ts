import { QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { ApiError, OfflineError, offlineWriteText } from './api-client';
import { createQueryClient, type AppMutationMeta } from './query-client';
import { toastStore } from './toast-store';

describe('query client', () => {
  it('has the spec 000 §9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('fetches the URL of the query key by default', async () => {
    stubFetch({ '/api/recipes?limit=25': { status: 200, body: [{ id: 'r1' }] } });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/recipes'] })).resolves.toEqual([{ id: 'r1' }]);
  });

  it('drops a failed query nobody watches from the cache', async () => {
    stubFetch({ '/api/recipes?limit=25': { status: 500, body: 'boom' } });
    const client = createQueryClient();
    client.setQueryData(['/api/recipes'], [{ id: 'old' }]);
    await expect(client.fetchQuery({ queryKey: ['/api/recipes'], staleTime: 0 })).rejects.toThrow('500: boom');
    expect(client.getQueryCache().find({ queryKey: ['/api/recipes'] })).toBeUndefined();
  });

  it('clears the data of a watched failed query but keeps its error', async () => {
    stubFetch({ '/api/recipes?limit=25': { status: 500, body: 'boom' } });
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

describe('mutation error toast', () => {
  async function fail(error: Error, meta?: AppMutationMeta) {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error), meta });
    await expect(mutation.execute(undefined)).rejects.toBe(error);
  }

  beforeEach(() => toastStore.clear());

  it("shows the meta's title with the server's message", async () => {
    await fail(new ApiError(422, JSON.stringify({ message: 'Name is taken' }), 'Unprocessable'), { errorTitle: 'Could not save' });
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ variant: 'destructive', title: 'Could not save', description: 'Name is taken' })]);
  });

  it("falls back to the meta's fallback, else the error's message", async () => {
    await fail(new ApiError(500, 'boom', 'Server Error'), { errorTitle: 'Could not save', errorFallback: 'Please try again.' });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Could not save', description: 'Please try again.' });
    await fail(new ApiError(500, 'boom', 'Server Error'), { errorTitle: 'Could not delete' });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Could not delete', description: '500: boom' });
  });

  it('shows a fixed description, or none, when the meta says so', async () => {
    const serverSaid = new ApiError(500, JSON.stringify({ message: 'db down' }), 'Server Error');
    await fail(serverSaid, { errorTitle: 'Could not dismiss', errorDescription: 'Try again later.' });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Could not dismiss', description: 'Try again later.' });
    await fail(serverSaid, { errorTitle: 'Vote failed', errorDescription: false });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Vote failed', description: undefined });
  });

  it('shows nothing without a title, or for an error the screen handles itself', async () => {
    await fail(new Error('x'));
    await fail(new ApiError(409, '{}', 'Conflict'), { errorTitle: 'Could not save', errorToast: (e) => !(e instanceof ApiError && e.status === 409) });
    expect(toastStore.getSnapshot()).toEqual([]);
    await fail(new ApiError(400, '{}', 'Bad Request'), { errorTitle: 'Could not save', errorToast: (e) => !(e instanceof ApiError && e.status === 409) });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Could not save' });
  });

  it('leaves an offline refusal to the offline explanation', async () => {
    const show = vi.spyOn(toastStore, 'show');
    await fail(new OfflineError(), { errorTitle: 'Could not save' });
    expect(show).toHaveBeenCalledTimes(1);
    expect(toastStore.getSnapshot()[0]).toMatchObject(offlineWriteText);
    show.mockRestore();
  });
});
