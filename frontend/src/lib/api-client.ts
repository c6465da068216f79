import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { assignLocation } from './browser-location';
import { appOutbox, idempotencyHeader, newKey } from './offline';

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

/** The server's `message` when it sent one, else `fallback` (spec 000 §8 "the server message or …"). */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
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

export const offlineWriteText = {
  title: "You're offline",
  description: 'Your change was not saved. Reconnect to the internet and try again.',
} as const;

/**
 * A write attempted without a connection that is not queueable (issue 21 queues the inventory,
 * shopping-list and meal-plan writes; see `WriteOptions.queue`): it is refused, so the user never
 * believes saved what was not.
 */
export class OfflineError extends Error {
  constructor() {
    super(offlineWriteText.description);
    this.name = 'OfflineError';
  }
}

/**
 * A request that got no answer at all (connection lost, server unreachable): fetch rejects with a
 * TypeError. Unlike an error answer, it says nothing about the data, so cached copies are kept.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError || error instanceof OfflineError;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface WriteOptions {
  /**
   * Queue this write in the offline outbox instead of refusing it when there is no connection
   * (issue 21); `label` names it in the pending list. The answer is then a 202 `queuedResponse`.
   */
  queue?: { label: string };
}

const queuedHeader = 'X-Sous-Queued';

/** Whether `res` stands for a write queued offline rather than an answer of the server. */
export const isQueued = (res: Response): boolean => res.status === 202 && res.headers.has(queuedHeader);

/** The outbox id of a queued write's stand-in answer. */
export const queuedWriteId = (res: Response): string => res.headers.get(queuedHeader) ?? '';

async function queueWrite(method: string, url: string, body: unknown, label: string, key: string): Promise<Response> {
  const write = await appOutbox().enqueue({ method, path: url, body, label, key });
  return new Response(null, { status: 202, headers: { [queuedHeader]: write.id } });
}

/**
 * Sends a request with the session cookie; a body goes as JSON. Resolves with the OK response.
 * A queueable write carries a fresh Idempotency-Key: if the connection drops after the server acted,
 * the queued copy keeps the key, and its replay is answered from the server's store instead of acting twice.
 */
export async function apiRequest(method: string, url: string, body?: unknown, options: WriteOptions = {}): Promise<Response> {
  const isWrite = method.toUpperCase() !== 'GET';
  const key = newKey();
  if (isWrite && isOffline()) {
    if (options.queue) return queueWrite(method, url, body, options.queue.label, key);
    throw new OfflineError();
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(isWrite && options.queue ? { [idempotencyHeader]: key } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // The connection dropped before the browser noticed: queued when allowed, else the same refusal.
    if (isWrite && error instanceof TypeError) {
      if (options.queue) return queueWrite(method, url, body, options.queue.label, key);
      throw new OfflineError();
    }
    throw error;
  }
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

/** One page of a list route (`?limit=N`): its rows, and the URL of the next page from `Link: <…>; rel="next"`. */
export interface JsonPage<T> {
  rows: T[];
  next: string | null;
}

const nextLink = /<([^>]+)>;\s*rel="next"/;

/** GETs one page of a list route; a 401 throws (a list behind sign-in has nothing to show without it). */
export async function getJsonPage<T>(url: string, signal?: AbortSignal): Promise<JsonPage<T>> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const error = await toApiError(res);
    if (requiresReauth(error.status, error.body)) {
      assignLocation('/');
      return neverSettles<JsonPage<T>>();
    }
    throw error;
  }
  const rows = (await res.json()) as T[];
  return { rows, next: nextLink.exec(res.headers.get('Link') ?? '')?.[1] ?? null };
}

/** The query function factory: the URL comes from the query key. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => getJson<T>(queryKeyToUrl(queryKey), on401, signal);
}
