import { vi } from 'vitest';

export type Route = { status: number; body?: unknown; statusText?: string; headers?: Record<string, string> };
/** A fixed answer, or one computed from the request (its parsed JSON body, if any). */
export type RouteHandler = Route | ((request: { url: string; method: string; body: unknown }) => Route | Promise<Route>);

/** The backend's answer to a path it does not know, for a test that means it (`'/api/x': notFound`). */
export const notFound: Route = { status: 404, body: { message: 'Not found' }, statusText: 'Not Found' };

/** Requests no route answered since the current stub was made; `failOnUnansweredRequests` reports them. */
let unanswered: string[] = [];

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A fetch stub answering by URL. A key may name the method too (`'POST /api/x'`), which wins over the
 * bare URL; a bare URL answers every method. A request no route answers rejects with an error naming
 * it, and fails the test afterwards even when the screen swallowed the rejection (issue 19: an
 * unexpected request used to get a quiet 404 that tests then passed on). A test that expects a 404
 * says so with a route answering `notFound`.
 */
export function stubFetch(routes: Record<string, RouteHandler>) {
  unanswered = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const handler = routes[`${method} ${url}`] ?? routes[url];
    if (handler === undefined) {
      const request = `${method} ${url}`;
      unanswered.push(request);
      // not a TypeError: apiRequest would take that for a lost connection and treat it as offline
      throw new Error(`stubFetch: no route for ${request}`);
    }
    const route = typeof handler === 'function' ? await handler({ url, method, body: parseBody(init?.body) }) : handler;
    const text = route.body === undefined ? '' : typeof route.body === 'string' ? route.body : JSON.stringify(route.body);
    return new Response(text === '' || route.status === 204 ? null : text, {
      status: route.status,
      statusText: route.statusText ?? '',
      headers: { 'Content-Type': 'application/json', ...route.headers },
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

/** Throws when the test's fetch stub got a request no route answers (called after every test). */
export function failOnUnansweredRequests(): void {
  if (unanswered.length === 0) return;
  const requests = [...new Set(unanswered)];
  unanswered = [];
  throw new Error(`stubFetch: no route for ${requests.join(', ')}; add a route (answering notFound if a 404 is meant)`);
}
