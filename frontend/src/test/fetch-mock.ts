import { vi } from 'vitest';

export type Route = { status: number; body?: unknown; statusText?: string };
/** A fixed answer, or one computed from the request (its parsed JSON body, if any). */
export type RouteHandler = Route | ((request: { url: string; method: string; body: unknown }) => Route | Promise<Route>);

const notFound: Route = { status: 404, body: { message: 'Not found' }, statusText: 'Not Found' };

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A fetch stub answering by URL; unknown URLs answer 404 like the backend does. A key may name the
 * method too (`'POST /api/x'`), which wins over the bare URL; a bare URL answers every method.
 */
export function stubFetch(routes: Record<string, RouteHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const handler = routes[`${method} ${url}`] ?? routes[url] ?? notFound;
    const route = typeof handler === 'function' ? await handler({ url, method, body: parseBody(init?.body) }) : handler;
    const text = route.body === undefined ? '' : typeof route.body === 'string' ? route.body : JSON.stringify(route.body);
    return new Response(text === '' || route.status === 204 ? null : text, {
      status: route.status,
      statusText: route.statusText ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a stub received for `method url`, with their parsed JSON bodies. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const u = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return u === url && (init?.method ?? 'GET').toUpperCase() === method.toUpperCase();
    })
    .map(([, init]) => parseBody(init?.body));
}
