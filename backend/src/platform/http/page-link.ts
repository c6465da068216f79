import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
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

/**
 * A body already written as JSON for the contract's type `T` (issue 33: a long list whose large
 * JSON columns go from the database to the answer as text, never parsed and written again).
 * The brand keeps a route's declared type honest about what the text holds.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

/** A list route's answer, paged when the request asks (`?limit=N[&after=…]`): see sendPage. */
export class ListAnswer {
  constructor(
    private readonly request: HttpRequest,
    private readonly response: HttpResponse,
  ) {}

  /** One page, as `read` gives it for `limit`, with the `Link` to the next while more follow. */
  async page<T>(limit: number, read: (limit: number) => Promise<Page<T>>): Promise<T[]> {
    return sendPage(this.request, this.response, limit, await read(limit));
  }

  /** Sends `text` as the JSON body it is (Nest would send a bare string as text/html). */
  json<T>(text: JsonText<T>): JsonText<T> {
    this.response.setHeader('Content-Type', 'application/json; charset=utf-8');
    return text;
  }

  /** The whole list when no `limit` is asked, else one page of it. */
  wholeOrPage<T>(limit: number | undefined, whole: () => Promise<T[]>, read: (limit: number) => Promise<Page<T>>): Promise<T[]> {
    return limit === undefined ? whole() : this.page(limit, read);
  }
}

/** The ListAnswer of this request (its URL, its response's headers); Nest still sends the body the route returns. */
export const Listing = createParamDecorator((_data: unknown, context: ExecutionContext): ListAnswer => {
  const http = context.switchToHttp();
  return new ListAnswer(http.getRequest<HttpRequest>(), http.getResponse<HttpResponse>());
});
