import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { claimRun } from './daily-job.js';

const everyHourMs = 60 * 60 * 1000;

/** The UTC hour `2026-11-24T05`: one run per cluster per hour. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * Deletes what has expired, hourly. Every process wakes up, but only the first to claim the hour in
 * `job_runs` prunes, so a cluster does the work once (DESIGN §3).
 */
export abstract class HourlyPruneJob implements OnApplicationBootstrap, OnApplicationShutdown {
  /** The `job_runs` name. */
  protected abstract readonly name: string;
  /** What is pruned, for the log lines: "expired session(s)". */
  protected abstract readonly what: string;
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly orm: MikroORM) {}

  /** Deletes the expired rows; answers how many. */
  protected abstract prune(): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), everyHourMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Prunes if no process of the cluster did this hour; answers whether this call did. */
  async tick(now = new Date()): Promise<boolean> {
    try {
      const em = this.orm.em.fork() as SqlEntityManager;
      if (!(await claimRun(em, this.name, hourOf(now)))) return false;
      await this.run();
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, `Could not prune ${this.what}`);
      return false;
    }
  }

  /** Prunes now, whatever the hour; a failure is logged and counts as none pruned. */
  async run(): Promise<number> {
    try {
      const pruned = await this.prune();
      if (pruned > 0) this.logger.log(`Pruned ${pruned} ${this.what}`);
      return pruned;
    } catch (error) {
      this.logger.warn({ err: error }, `Could not prune ${this.what}`);
      return 0;
    }
  }
}
