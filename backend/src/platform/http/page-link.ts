import type { Page } from '@sous/contracts';
import type { HttpRequest, HttpResponse } from './http-types.js';

/**
 * A page of a list route: its rows as the body, and while more follow, RFC 8288's
 * `Link: <path?…&limit=N&after=<cursor>>; rel="next"`: the request's own URL (its filters kept)
 * with the cursor of the page's last row, relative as GitHub's API gives it. The body keeps the
 * list's own shape.
 */
export function sendPage<T>(request: HttpRequest, response: HttpResponse, limit: number, page: Page<T>): T[] {
  if (page.next) {
    const url = new URL(request.originalUrl, 'http://sous.invalid');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('after', page.next);
    response.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.rows;
}
