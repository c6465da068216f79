import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One spelling of every path (issue 32): route matching and every middleware keyed on the path
 * (rate limits, JSON-only exceptions, idempotency, logs, metrics, static files) read it from here,
 * so no spelling can reach a handler while a middleware sees "another" path.
 *
 * The canonical path, which `normalisePath` makes `request.url` before anything routes:
 *  - percent-escapes of unreserved characters (letters, digits, `-._~`) are decoded — RFC 3986
 *    §6.2.2.2 says they are the same URI; every other escape stays encoded (its hex upper-cased),
 *    so `%2F` never becomes a segment break and `%25` is never decoded twice; a malformed escape is
 *    left as it is (the router answers it), never thrown on;
 *  - runs of slashes are one slash (what nginx's default `merge_slashes` does anyway);
 *  - a trailing slash is dropped (`/` itself stays);
 *  - dot segments are not resolved: the router does not resolve them either, so `/api/x/../chat`
 *    is a 404, for every middleware alike.
 * Case is kept in the canonical path (ids and tokens in paths are case-sensitive). Routing is
 * case-insensitive (Express's default), so the key middleware compare is the canonical path in
 * ASCII lower case (`normalisedPath`): `/api/Chat` is `/api/chat`, for the router and the limiter.
 */

const unreserved = /^[A-Za-z0-9\-._~]$/;

/** Drops the scheme and authority of an absolute-form target (`POST http://host/api/chat`). */
function originForm(url: string): string {
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(url);
  if (!absolute) return url;
  const rest = url.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `url` split at its query: the path and the `?…` (or ''). */
function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** The canonical spelling of a path (no query), case kept. */
export function canonicalPath(path: string): string {
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (_escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  const single = decoded.replace(/\/{2,}/g, '/');
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single;
}

/** The key every path-keyed middleware matches on: the canonical path in ASCII lower case. */
export function normalisedPath(path: string): string {
  return canonicalPath(path).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The canonical form of a request target (path and query); the query is left as sent. */
export function canonicalUrl(url: string): string {
  if (!url.startsWith('/') && !/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url)) return url;
  const [path, query] = splitQuery(originForm(url));
  return canonicalPath(path) + query;
}

/** The request's path as every middleware compares it, wherever it is mounted. */
export function requestPath(request: IncomingMessage & { originalUrl?: string }): string {
  const [path] = splitQuery(originForm(request.originalUrl ?? request.url ?? '/'));
  return normalisedPath(path);
}

/**
 * Mounted first: the router and every later middleware see the canonical target. `originalUrl`
 * (set by Express before any middleware) keeps what was sent, for the request log.
 */
export function normalisePath(request: IncomingMessage, _response: ServerResponse, next: () => void): void {
  if (request.url !== undefined) request.url = canonicalUrl(request.url);
  next();
}
