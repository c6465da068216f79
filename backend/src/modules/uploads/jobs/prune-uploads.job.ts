import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DailyJob } from '#platform/jobs/daily-job.js';
import { OBJECT_STORE, type ObjectStore } from '../domain/ports/object-store.port.js';

/** Reservations are kept a day past their expiry, so a late PUT still gets "expired" rather than "not valid". */
const keepExpiredReservationsMs = 24 * 60 * 60 * 1000;

/**
 * Once a day per cluster: forgets upload URLs that expired unused, and deletes stored files whose
 * row is gone (their household was deleted, which cascades to the rows but cannot reach the files).
 */
@Injectable()
export class PruneUploadsJob extends DailyJob {
  protected readonly name = 'uploads-prune';

  constructor(
    orm: MikroORM,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {
    super(orm);
  }

  protected async run(em: SqlEntityManager): Promise<void> {
    await this.prune(em, new Date());
  }

  async prune(em: SqlEntityManager, now: Date): Promise<{ reservations: number; files: number }> {
    const expired = await em.execute<{ id: string }[]>('delete from uploaded_objects where uploaded_at is null and expires_at < ? returning id', [
      new Date(now.getTime() - keepExpiredReservationsMs),
    ]);
    const keys = await this.store.keys();
    let files = 0;
    // in slices, so a large store never makes one huge query
    for (let start = 0; start < keys.length; start += 500) {
      const slice = keys.slice(start, start + 500);
      const known = await em.execute<{ id: string }[]>(`select id::text as id from uploaded_objects where id::text in (${slice.map(() => '?').join(', ')})`, slice);
      const kept = new Set(known.map((row) => row.id));
      for (const key of slice.filter((k) => !kept.has(k))) {
        await this.store.delete(key);
        files += 1;
      }
    }
    if (expired.length > 0 || files > 0) this.logger.log(`Pruned ${expired.length} unused upload URL(s) and ${files} orphaned file(s)`);
    return { reservations: expired.length, files };
  }
}
