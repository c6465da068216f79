import type { IncomingMessage } from 'node:http';
import { MikroORM } from '@mikro-orm/core';
import session from 'express-session';
import type { Actor, Role } from './actor.js';

type SessionData = session.SessionData;
type Callback<T = void> = (error?: unknown, value?: T) => void;

const touchIntervalMs = 60_000;
const touchedAtLimit = 10_000;

/** Lifetime of a session without activity; every authenticated request slides it forward. */
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * express-session's store over the spec's `sessions` table (sid, sess, expire), through the ORM's
 * connection so it works on PGlite and PostgreSQL alike. An expired row reads as no session; the
 * prune job deletes them.
 */
export class SqlSessionStore extends session.Store {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  private get connection() {
    return this.orm.em.getConnection();
  }

  async read(sid: string): Promise<SessionData | null> {
    const rows = (await this.connection.execute('select sess from sessions where sid = ? and expire > now()', [sid])) as {
      sess: SessionData | string;
    }[];
    const sess = rows[0]?.sess;
    if (sess === undefined) return null;
    return typeof sess === 'string' ? (JSON.parse(sess) as SessionData) : sess;
  }

  async write(sid: string, sess: SessionData): Promise<void> {
    const expire = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + sessionMaxAgeMs);
    await this.connection.execute(
      'insert into sessions (sid, sess, expire) values (?, ?, ?) on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire',
      [sid, JSON.stringify(sess), expire],
    );
  }

  async remove(sid: string): Promise<void> {
    await this.connection.execute('delete from sessions where sid = ?', [sid]);
  }

  /** Deletes every session of a user (account deleted); returns how many. */
  async removeForUser(userId: string): Promise<number> {
    const rows = (await this.connection.execute("delete from sessions where sess->>'userId' = ? returning sid", [userId])) as unknown[];
    return rows.length;
  }

  async prune(): Promise<number> {
    const rows = (await this.connection.execute('delete from sessions where expire <= now() returning sid')) as unknown[];
    return rows.length;
  }

  /**
   * The session and who its user is now, in one round trip: every signed-in request needs both,
   * and the guard would otherwise ask the users table again (ActorResolver) right after.
   */
  async readWithActor(sid: string): Promise<{ sess: SessionData; actor: Actor | null } | null> {
    const rows = (await this.connection.execute(
      `select s.sess, u.id as user_id, u.household_id, u.role
         from sessions s
         left join users u on u.id = case when s.sess->>'userId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                          then (s.sess->>'userId')::uuid end
        where s.sid = ? and s.expire > now()`,
      [sid],
    )) as { sess: SessionData | string; user_id: string | null; household_id: string | null; role: Role | null }[];
    const row = rows[0];
    if (!row) return null;
    const sess = typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess;
    const actor = row.user_id && row.household_id && row.role ? { userId: row.user_id, householdId: row.household_id, role: row.role } : null;
    return { sess, actor };
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
