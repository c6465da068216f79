import type session from 'express-session';
import type { Actor } from './actor.js';

/**
 * The rows behind the session store: the spec's `sessions` table (sid, sess, expire). A port
 * (issue 34): the table is identity's (its Session entity), so identity implements it
 * (modules/identity/database/sql-session-records.ts) and platform/ runs no SQL on it.
 */
export abstract class SessionRecords {
  /**
   * The unexpired session and who its user is now, in one round trip: every signed-in request needs
   * both, and the guard would otherwise ask for the user again (ActorResolver) right after.
   */
  abstract readWithActor(sid: string): Promise<{ sess: session.SessionData; actor: Actor | null } | null>;
  /** Inserts or replaces the session. */
  abstract write(sid: string, sess: session.SessionData, expire: Date): Promise<void>;
  abstract remove(sid: string): Promise<void>;
  /** Deletes the expired sessions; answers how many. */
  abstract prune(): Promise<number>;
}
