import { Inject, Injectable, Logger } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { HealthBody } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { DATABASE_TARGET } from '../database/database.module.js';
import type { DatabaseTarget } from '../database/database-target.js';

/** A database that does not answer within this is as down as one that refuses. */
const timeoutMs = 3000;

export type HealthReport = HealthBody | (Omit<HealthBody, 'status'> & { status: 'error'; message: string });

@Injectable()
export class HealthService {
  private readonly logger = new Logger('HealthService');

  constructor(
    private readonly em: SqlEntityManager,
    private readonly config: AppConfig,
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
  ) {}

  async check(): Promise<HealthReport> {
    const facts = {
      database: this.target.kind,
      realtime: this.config.redisUrl ? 'redis' : 'memory',
    } as const;
    try {
      await withTimeout(this.em.getConnection().execute('select 1'), timeoutMs);
      return { status: 'ok', ...facts };
    } catch (error) {
      this.logger.error({ err: error }, 'Health check: the database did not answer');
      return { status: 'error', ...facts, message: 'Database unavailable' };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
