import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { callerKey } from '../rate-limit/rate-limit.middleware.js';
import type { IdempotencyStore } from './idempotency.store.js';
import { canonicalUrl } from './normalised-path.js';

export const idempotencyHeader = 'Idempotency-Key';

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key: use 1 to 200 letters, digits or - _ . :',
  reused: 'Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress. Try again shortly.',
} as const;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const validKey = /^[A-Za-z0-9_.:-]{1,200}$/;
/** How long a repeat waits for the first request's answer before answering 409. */
const waitForFirstMs = 5_000;
const pollMs = 50;

/**
 * Answers worth replaying: anything but server errors and the transient refusals (not signed in any
 * more, timed out, rate limited), which a retry with the same key should be allowed to get past.
 */
const keepsAnswer = (status: number) => status < 500 && status !== 401 && status !== 408 && status !== 429;

/**
 * What makes two requests "the same": method, full path with query, and the body's bytes or JSON.
 * The path is the canonical one (normalised-path.ts: `/api//items/` is `/api/items`) with its case
 * kept: ids in paths are case-sensitive, so `/x/AB` and `/x/ab` stay two requests.
 */
export function requestFingerprint(request: Request): string {
  const hash = createHash('sha256').update(`${request.method} ${canonicalUrl(request.originalUrl)}\n`);
  const body: unknown = request.body;
  if (Buffer.isBuffer(body)) hash.update(body);
  else hash.update(JSON.stringify(body ?? null));
  return hash.digest('hex');
}

/**
 * `Idempotency-Key` on writes under /api (issue 21): an offline outbox replays a write with the key
 * it was queued with, and whether the first attempt reached the server or not, the write happens once.
 * The first request claims (caller, key) and its answer is stored; a repeat gets that answer back
 * (`Idempotent-Replayed: true`) without reaching the handler, so no second row and no second socket
 * event. Keys are per caller (user or API token), so two users' keys never collide. Requests without
 * a caller pass untouched: the guard answers them 401 anyway. Mounted after the session middleware.
 */
export function idempotentWrites(store: IdempotencyStore) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const key = request.get(idempotencyHeader);
    if (key === undefined || !writeMethods.has(request.method)) return next();
    if (!validKey.test(key)) {
      response.status(400).json({ message: idempotencyMessages.invalidKey });
      return;
    }
    const owner = callerKey(request, 'user');
    if (owner.startsWith('ip:')) return next();
    handle(store, owner, key, request, response, next).catch(next);
  };
}

async function handle(store: IdempotencyStore, owner: string, key: string, request: Request, response: Response, next: NextFunction) {
  const fingerprint = requestFingerprint(request);
  if (await store.claim(owner, key, fingerprint)) {
    recordAnswer(store, owner, key, response);
    return next();
  }
  const deadline = Date.now() + waitForFirstMs;
  for (;;) {
    const stored = await store.find(owner, key);
    // the first request released its claim (it failed): this repeat may try again
    if (!stored) {
      if (await store.claim(owner, key, fingerprint)) {
        recordAnswer(store, owner, key, response);
        return next();
      }
      // another repeat claimed it between the two reads: wait like any repeat, not in a tight loop
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      continue;
    }
    if (stored.fingerprint !== fingerprint) {
      response.status(422).json({ message: idempotencyMessages.reused });
      return;
    }
    if (stored.status !== null) {
      response.setHeader('Idempotent-Replayed', 'true');
      response.status(stored.status);
      if (stored.contentType) response.setHeader('Content-Type', stored.contentType);
      response.end(stored.body ?? undefined);
      return;
    }
    if (Date.now() > deadline) {
      response.status(409).json({ message: idempotencyMessages.inProgress });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Captures what the handler sends and stores it once the answer has gone out (or frees the key). */
function recordAnswer(store: IdempotencyStore, owner: string, key: string, response: Response): void {
  let body: string | null = null;
  const send = response.send.bind(response);
  response.send = (chunk?: unknown) => {
    if (typeof chunk === 'string') body = chunk;
    else if (Buffer.isBuffer(chunk)) body = chunk.toString('utf8');
    else if (chunk !== undefined && chunk !== null) body = JSON.stringify(chunk);
    return send(chunk);
  };
  let settled = false;
  const settle = (finished: boolean) => {
    if (settled) return;
    settled = true;
    const status = response.statusCode;
    const done =
      finished && keepsAnswer(status)
        ? store.complete(owner, key, status, (response.getHeader('Content-Type') as string | undefined) ?? null, status === 204 ? null : body)
        : store.release(owner, key);
    // the answer is already out; a lost write only means a later repeat runs the request again
    done.catch(() => undefined);
  };
  response.once('finish', () => settle(true));
  response.once('close', () => settle(response.writableFinished));
}
