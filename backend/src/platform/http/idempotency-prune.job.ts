import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { HourlyPruneJob } from '../jobs/hourly-prune-job.js';
import { IdempotencyStore } from './idempotency.store.js';

/**
 * Deletes idempotency keys older than a day, hourly, once per cluster. Expired rows are already
 * ignored when claiming; this only keeps the table small.
 */
@Injectable()
export class IdempotencyPruneJob extends HourlyPruneJob {
  protected readonly name = 'idempotency-prune';
  protected readonly what = 'expired idempotency key(s)';

  constructor(
    private readonly store: IdempotencyStore,
    orm: MikroORM,
  ) {
    super(orm);
  }

  protected prune(): Promise<number> {
    return this.store.prune();
  }
}
