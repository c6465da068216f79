import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';

/** How long an answer is kept: an outbox older than a day replays as a new write. */
export const idempotencyTtlHours = 24;
/** A claim still unanswered after this long belongs to a request that died (crash, restart). */
export const abandonedClaimSeconds = 60;

export interface StoredAnswer {
  fingerprint: string;
  /** Null while the first request is still running. */
  status: number | null;
  contentType: string | null;
  body: string | null;
}

/**
 * `idempotency_keys` through the ORM's connection (raw SQL, like the session store): it runs in a
 * middleware, outside any request context or handler transaction, and must commit on its own.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  /**
   * Claims (owner, key) for a request: true when this request is the first (or the earlier one expired
   * or was abandoned). One atomic upsert, so two concurrent repeats cannot both win.
   */
  async claim(owner: string, key: string, fingerprint: string): Promise<boolean> {
    const rows = (await this.connection.execute(
      `insert into idempotency_keys (owner, key, fingerprint) values (?, ?, ?)
         on conflict (owner, key) do update
           set fingerprint = excluded.fingerprint, status = null, content_type = null, body = null, created_at = now()
           where idempotency_keys.created_at < now() - interval '${idempotencyTtlHours} hours'
              or (idempotency_keys.status is null and idempotency_keys.created_at < now() - interval '${abandonedClaimSeconds} seconds')
       returning key`,
      [owner, key, fingerprint],
    )) as unknown[];
    return rows.length > 0;
  }

  async find(owner: string, key: string): Promise<StoredAnswer | null> {
    const rows = (await this.connection.execute(
      'select fingerprint, status, content_type, body from idempotency_keys where owner = ? and key = ?',
      [owner, key],
    )) as { fingerprint: string; status: number | null; content_type: string | null; body: string | null }[];
    const row = rows[0];
    return row ? { fingerprint: row.fingerprint, status: row.status, contentType: row.content_type, body: row.body } : null;
  }

  async complete(owner: string, key: string, status: number, contentType: string | null, body: string | null): Promise<void> {
    await this.connection.execute('update idempotency_keys set status = ?, content_type = ?, body = ? where owner = ? and key = ?', [
      status,
      contentType,
      body,
      owner,
      key,
    ]);
  }

  /** Frees the key so the client's retry runs again (server error, connection lost mid-answer). */
  async release(owner: string, key: string): Promise<void> {
    await this.connection.execute('delete from idempotency_keys where owner = ? and key = ? and status is null', [owner, key]);
  }

  async prune(): Promise<number> {
    const rows = (await this.connection.execute(
      `delete from idempotency_keys where created_at < now() - interval '${idempotencyTtlHours} hours' returning key`,
    )) as unknown[];
    return rows.length;
  }
}
