import { pageCursor, type Page } from '@sous/contracts';
import type { HttpResponse } from './http-types.js';

/**
 * A page of a list route: its rows as the body, and while more follow, RFC 8288's
 * `Link: <path?limit=N&after=<cursor>>; rel="next"` (relative to the request, as GitHub's API does),
 * so the body keeps the list's own shape.
 */
export function sendPage<T>(response: HttpResponse, path: string, limit: number, page: Page<T>): T[] {
  if (page.next) {
    const query = new URLSearchParams({ limit: String(limit), after: pageCursor(page.next) });
    response.setHeader('Link', `<${path}?${query.toString()}>; rel="next"`);
  }
  return page.rows;
}
