import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { claimRun } from '../jobs/daily-job.js';
import { SessionService } from './session.service.js';

const everyHourMs = 60 * 60 * 1000;

/** The UTC hour `2026-11-24T05`: one prune per cluster per hour. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * Deletes expired sessions hourly. Every process wakes up, but only the first to claim the hour in
 * `job_runs` prunes, so a cluster does the work once (DESIGN §3).
 */
@Injectable()
export class SessionPruneJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionPruneJob');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sessions: SessionService,
    private readonly orm: MikroORM,
  ) {}

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
      if (!(await claimRun(em, 'session-prune', hourOf(now)))) return false;
      await this.run();
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not prune expired sessions');
      return false;
    }
  }

  async run(): Promise<number> {
    try {
      const pruned = await this.sessions.store.prune();
      if (pruned > 0) this.logger.log(`Pruned ${pruned} expired session(s)`);
      return pruned;
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not prune expired sessions');
      return 0;
    }
  }
}
