import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { claimRun } from '../jobs/daily-job.js';
import { IdempotencyStore } from './idempotency.store.js';

const everyHourMs = 60 * 60 * 1000;

/**
 * Deletes idempotency keys older than a day, hourly, once per cluster (first to claim the hour in
 * `job_runs`). Expired rows are already ignored when claiming; this only keeps the table small.
 */
@Injectable()
export class IdempotencyPruneJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('IdempotencyPruneJob');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), everyHourMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async tick(now = new Date()): Promise<boolean> {
    try {
      const em = this.orm.em.fork() as SqlEntityManager;
      if (!(await claimRun(em, 'idempotency-prune', now.toISOString().slice(0, 13)))) return false;
      const pruned = await this.store.prune();
      if (pruned > 0) this.logger.log(`Pruned ${pruned} expired idempotency key(s)`);
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not prune expired idempotency keys');
      return false;
    }
  }
}
