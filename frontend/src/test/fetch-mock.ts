import { vi } from 'vitest';

export type Route = { status: number; body?: unknown; statusText?: string };

/** A fetch stub answering by URL; unknown URLs answer 404 like the backend does. */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[url] ?? { status: 404, body: { message: 'Not found' }, statusText: 'Not Found' };
    const text = route.body === undefined ? '' : typeof route.body === 'string' ? route.body : JSON.stringify(route.body);
    return Promise.resolve(
      new Response(text === '' ? null : text, {
        status: route.status,
        statusText: route.statusText ?? '',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
