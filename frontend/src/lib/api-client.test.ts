import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { ApiError, apiRequest, getQueryFn, OfflineError, offlineWriteText, queryKeyToUrl } from './api-client';
import { assignLocation } from './browser-location';

vi.mock('./browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

/** Resolves to 'pending' when the promise has not settled after the microtask queue drains. */
async function settledState(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  const marker = Symbol('pending');
  const result = await Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    new Promise<typeof marker>((resolve) => setTimeout(() => resolve(marker), 20)),
  ]);
  return result === marker ? 'pending' : result;
}

afterEach(() => vi.mocked(assignLocation).mockClear());

describe('apiRequest', () => {
  it('sends JSON with the session cookie and resolves with the response', async () => {
    const fetchMock = stubFetch({ '/api/things': { status: 201, body: { id: '1' } } });
    const res = await apiRequest('POST', '/api/things', { name: 'Milk' });
    expect(await res.json()).toEqual({ id: '1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"Milk"}');
  });

  it('sends no content type and no body without a body', async () => {
    const fetchMock = stubFetch({ '/api/things/1': { status: 204 } });
    await apiRequest('DELETE', '/api/things/1');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
  });

  it('fails with "<status>: <response text>"', async () => {
    stubFetch({ '/api/things': { status: 400, body: { message: 'name: Required' }, statusText: 'Bad Request' } });
    const error = await apiRequest('POST', '/api/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"name: Required"}');
    expect((error as ApiError).serverMessage).toBe('name: Required');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch({ '/api/things': { status: 503, statusText: 'Service Unavailable' } });
    await expect(apiRequest('GET', '/api/things')).rejects.toThrow('503: Service Unavailable');
  });

  it.each([{ requiresReauth: true }, { error: 'session_expired' }])(
    'sends the browser to / on an expired session (%o) and raises nothing',
    async (body) => {
      stubFetch({ '/api/things': { status: 401, body } });
      const state = await settledState(apiRequest('GET', '/api/things'));
      expect(state).toBe('pending');
      expect(assignLocation).toHaveBeenCalledWith('/');
    },
  );

  it('raises the normal error for any other 401', async () => {
    stubFetch({ '/api/things': { status: 401, body: { message: 'Unauthorized' }, statusText: 'Unauthorized' } });
    await expect(apiRequest('GET', '/api/things')).rejects.toThrow('401: {"message":"Unauthorized"}');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('treats a non-JSON 401 body as a plain 401', async () => {
    stubFetch({ '/api/things': { status: 401, body: 'session_expired' } });
    await expect(apiRequest('GET', '/api/things')).rejects.toThrow('401: session_expired');
    expect(assignLocation).not.toHaveBeenCalled();
  });
});

describe('queryKeyToUrl', () => {
  it('joins the key segments with slashes', () => {
    expect(queryKeyToUrl(['/api/recipes'])).toBe('/api/recipes');
    expect(queryKeyToUrl(['/api/recipes', 'abc'])).toBe('/api/recipes/abc');
    expect(queryKeyToUrl(['/api/food', 'barcode', 12345678])).toBe('/api/food/barcode/12345678');
  });

  it('refuses segments that are not path parts', () => {
    expect(() => queryKeyToUrl(['/api/x', { page: 1 }])).toThrow(TypeError);
  });
});

describe('getQueryFn', () => {
  const client = new QueryClient();
  const run = (fn: ReturnType<typeof getQueryFn>, queryKey: string[]) =>
    client.fetchQuery({ queryKey, queryFn: fn, retry: false, staleTime: 0 });

  it('GETs the joined key with the cookie and parses JSON', async () => {
    const fetchMock = stubFetch({ '/api/recipes/r1': { status: 200, body: { id: 'r1', title: 'Soup' } } });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/recipes', 'r1'])).resolves.toEqual({ id: 'r1', title: 'Soup' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/recipes/r1');
    expect(init.credentials).toBe('include');
  });

  it('returns null on a plain 401 when asked to', async () => {
    stubFetch({ '/api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).resolves.toBeNull();
  });

  it('throws on a plain 401 by default', async () => {
    stubFetch({ '/api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/auth/user'])).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('redirects instead of returning null when the session expired', async () => {
    stubFetch({ '/api/auth/user': { status: 401, body: { error: 'session_expired', requiresReauth: true } } });
    const state = await settledState(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user']));
    expect(state).toBe('pending');
    expect(assignLocation).toHaveBeenCalledWith('/');
  });

  it('throws other failures with the spec message', async () => {
    stubFetch({ '/api/food-items': { status: 404, body: { message: 'Not found' } } });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/food-items'])).rejects.toThrow('404: {"message":"Not found"}');
  });
});

describe('writes while offline', () => {
  it('refuses a write with a clear OfflineError instead of sending it', async () => {
    const fetchMock = stubFetch({ '/api/things': { status: 201, body: {} } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest('POST', '/api/things', { name: 'Milk' })).rejects.toBeInstanceOf(OfflineError);
    await expect(apiRequest('POST', '/api/things', {})).rejects.toThrow(offlineWriteText.description);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a connection lost mid-write into the same refusal', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('DELETE', '/api/things/1')).rejects.toBeInstanceOf(OfflineError);
  });
});
