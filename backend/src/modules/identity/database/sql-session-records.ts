import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type session from 'express-session';
import type { Actor, Role } from '#platform/auth/actor.js';
import { SessionRecords } from '#platform/auth/session-records.js';

type SessionData = session.SessionData;

/**
 * platform/auth's SessionRecords on identity's `sessions` table (sid, sess, expire), through the
 * ORM's connection so it works on PGlite and PostgreSQL alike, outside any request's unit of work.
 */
@Injectable()
export class SqlSessionRecords extends SessionRecords {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  private get connection() {
    return this.orm.em.getConnection();
  }

  async readWithActor(sid: string): Promise<{ sess: SessionData; actor: Actor | null } | null> {
    // the user id inside `sess` is text a client never wrote, but a malformed one must read as nobody, not fail the cast
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

  async write(sid: string, sess: SessionData, expire: Date): Promise<void> {
    await this.connection.execute(
      'insert into sessions (sid, sess, expire) values (?, ?, ?) on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire',
      [sid, JSON.stringify(sess), expire],
    );
  }

  async remove(sid: string): Promise<void> {
    await this.connection.execute('delete from sessions where sid = ?', [sid]);
  }

  async prune(): Promise<number> {
    const rows = (await this.connection.execute('delete from sessions where expire <= now() returning sid')) as unknown[];
    return rows.length;
  }
}
