import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { DATABASE_TARGET } from './database.tokens.js';
import type { DatabaseTarget } from './database-target.js';

const firstRunMs = 30_000;
const everyHourMs = 60 * 60 * 1000;

/**
 * The embedded database has no autovacuum, so it never gathers the planner's statistics by itself:
 * every table reads as never analyzed, and the planner guesses (issue 18: at 5,000 lots and 50,000
 * events, reading the stock took 150 ms instead of 86, grouping the events 640 instead of 500).
 * This runs ANALYZE on it shortly after boot and hourly; PostgreSQL's autovacuum does it there.
 * One process owns a data directory, so there is no cluster to share the work with.
 */
@Injectable()
export class EmbeddedStatisticsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EmbeddedStatisticsJob.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
  ) {}

  onApplicationBootstrap(): void {
    if (this.target.kind !== 'pglite') return;
    this.timers = [setTimeout(() => void this.run(), firstRunMs), setInterval(() => void this.run(), everyHourMs)];
    for (const timer of this.timers) timer.unref();
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  /** Gathers statistics for every table; a failure is logged, never thrown. */
  async run(): Promise<void> {
    try {
      const started = performance.now();
      await this.orm.em.fork().getConnection().execute('analyze');
      this.logger.debug(`Analyzed the embedded database in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not analyze the embedded database');
    }
  }
}
