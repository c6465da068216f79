import type { IncomingMessage } from 'node:http';
import session from 'express-session';
import type { Actor } from './actor.js';
import type { SessionRecords } from './session-records.js';

type SessionData = session.SessionData;
type Callback<T = void> = (error?: unknown, value?: T) => void;

const touchIntervalMs = 60_000;
const touchedAtLimit = 10_000;

/** Lifetime of a session without activity; every authenticated request slides it forward. */
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * express-session's store over the spec's `sessions` table, whose rows identity reads and writes
 * (SessionRecords, a port). An expired row reads as no session; the prune job deletes them.
 */
export class SessionStore extends session.Store {
  constructor(private readonly records: SessionRecords) {
    super();
  }

  async write(sid: string, sess: SessionData): Promise<void> {
    const expire = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + sessionMaxAgeMs);
    await this.records.write(sid, sess, expire);
  }

  remove(sid: string): Promise<void> {
    return this.records.remove(sid);
  }

  prune(): Promise<number> {
    return this.records.prune();
  }

  readWithActor(sid: string): Promise<{ sess: SessionData; actor: Actor | null } | null> {
    return this.records.readWithActor(sid);
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.readWithActor(sid).then((found) => {
      if (found) this.actorsRead.set(found.sess, found.actor);
      callback(undefined, found?.sess ?? null);
    }, callback);
  }

  /** express-session builds `req.session` from what `get` answered: the actor read with it goes on the request. */
  override createSession(req: IncomingMessage & { sessionActor?: Actor | null }, sess: SessionData): session.Session & Partial<SessionData> {
    req.sessionActor = this.actorsRead.get(sess);
    this.actorsRead.delete(sess);
    return super.createSession(req as Parameters<session.Store['createSession']>[0], sess);
  }

  private readonly actorsRead = new WeakMap<SessionData, Actor | null>();

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    this.write(sid, sess).then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.remove(sid).then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  /**
   * Rolling sessions slide their 30-day expiry on every request. Writing it at most once a minute
   * per session (per process) saves a database write on every read request; the expiry is then at
   * most a minute short of 30 days. Data changes still go through `set`.
   */
  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    const now = Date.now();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && now - last < touchIntervalMs) {
      callback?.();
      return;
    }
    if (this.touchedAt.size >= touchedAtLimit) this.touchedAt.clear();
    this.touchedAt.set(sid, now);
    this.set(sid, sess, callback);
  }

  private readonly touchedAt = new Map<string, number>();
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** The provider the user signed in with this time. */
    provider?: string;
    /** OAuth round trip: state, PKCE verifier and nonce between /api/login and the callback. */
    oauth?: { provider: string; state: string; codeVerifier: string; nonce: string };
  }
}
