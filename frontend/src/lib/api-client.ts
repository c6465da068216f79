import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { assignLocation } from './browser-location';

/** A non-success answer, with the message the spec prescribes: `<status>: <text or status text>`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own `message` field when the body is JSON, for toasts that show it. */
  get serverMessage(): string | undefined {
    const parsed = parseJson(this.body);
    return isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : undefined;
  }
}

export type On401 = 'throw' | 'returnNull';

/**
 * An expired session makes the browser start over at `/`. The returned promise never settles on
 * purpose: the page is being replaced, and settling either way would let callers act on a session
 * that no longer exists (render an error, or treat a missing answer as data).
 */
const neverSettles = <T>() => new Promise<T>(() => undefined);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function requiresReauth(status: number, text: string): boolean {
  if (status !== 401) return false;
  const body = parseJson(text);
  return isRecord(body) && (Boolean(body.requiresReauth) || body.error === 'session_expired');
}

/** Reads the failed response once and builds the error for it (the body can only be read once). */
async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text();
  return new ApiError(res.status, text, res.statusText);
}

/** Sends a request with the session cookie; a body goes as JSON. Resolves with the OK response. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return res;
  const error = await toApiError(res);
  if (requiresReauth(error.status, error.body)) {
    assignLocation('/');
    return neverSettles<Response>();
  }
  throw error;
}

/** Spec 000 §7: a read is a GET of the query key's segments joined with '/'. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey
    .map((segment) => {
      if (typeof segment === 'string' || typeof segment === 'number') return String(segment);
      throw new TypeError(`Query key segment ${JSON.stringify(segment)} is not a path segment`);
    })
    .join('/');
}

/** GETs `url` and parses JSON; on a plain 401 either throws (default) or resolves null. */
export async function getJson<T>(url: string, on401: On401 = 'throw', signal?: AbortSignal): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (res.ok) return (await res.json()) as T;
  const error = await toApiError(res);
  if (requiresReauth(error.status, error.body)) {
    assignLocation('/');
    return neverSettles<T | null>();
  }
  if (error.status === 401 && on401 === 'returnNull') return null;
  throw error;
}

/** The query function factory: the URL comes from the query key. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => getJson<T>(queryKeyToUrl(queryKey), on401, signal);
}
