import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown.js';
import { REDIS, type RedisConnection } from '../redis/redis.module.js';

const timeoutMs = 2000;

type CheckState = 'ok' | 'failing';

export interface ReadinessReport {
  status: 'ok' | 'error';
  checks: {
    database: CheckState;
    migrations: 'ok' | 'pending' | 'unknown';
    redis: CheckState | 'not configured';
    accepting: 'ok' | 'shutting down';
  };
}

/**
 * Whether this process should get traffic: the database answers, every migration ran, Redis
 * answers (when configured), and it is not shutting down. Liveness is separate and asks nothing of
 * dependencies, so an orchestrator never restarts a healthy process because PostgreSQL blinked.
 */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger('Readiness');
  /** Migrations never un-run: once none is pending, the check is not repeated. */
  private migrated = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: RedisConnection,
    private readonly shutdown: GracefulShutdown,
  ) {}

  async check(): Promise<ReadinessReport> {
    const [database, migrations, redis] = await Promise.all([this.database(), this.migrations(), this.redisState()]);
    const accepting = this.shutdown.isDraining ? 'shutting down' : 'ok';
    const ok = database === 'ok' && migrations === 'ok' && redis !== 'failing' && accepting === 'ok';
    return { status: ok ? 'ok' : 'error', checks: { database, migrations, redis, accepting } };
  }

  private async database(): Promise<CheckState> {
    try {
      await withTimeout(this.orm.em.getConnection().execute('select 1'), timeoutMs);
      return 'ok';
    } catch (error) {
      this.logger.warn(`Not ready: the database did not answer (${(error as Error).message})`);
      return 'failing';
    }
  }

  private async migrations(): Promise<ReadinessReport['checks']['migrations']> {
    if (this.migrated) return 'ok';
    try {
      const pending = await withTimeout(this.orm.migrator.getPending(), timeoutMs);
      this.migrated = pending.length === 0;
      return this.migrated ? 'ok' : 'pending';
    } catch {
      return 'unknown';
    }
  }

  private async redisState(): Promise<ReadinessReport['checks']['redis']> {
    if (!this.redis) return 'not configured';
    try {
      await withTimeout(this.redis.ping(), timeoutMs);
      return 'ok';
    } catch {
      return 'failing';
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
