import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RateLimit } from '#config/app-config.js';
import { DATABASE_TARGET } from '../database/database.module.js';
import type { DatabaseTarget } from '../database/database-target.js';
import { REDIS, type RedisConnection } from '../redis/redis.module.js';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore, type WindowCount } from './rate-limit-store.js';

/**
 * Rate limits of the whole cluster (DESIGN §7): counted in Redis when REDIS_URL is set, else in
 * memory. If Redis is away, limits are not enforced (fail open) until it is back: refusing every
 * sign-in because the cache is down would be worse than a few unthrottled minutes.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimiter');
  private readonly store: RateLimitStore;
  private lastWarning = 0;

  constructor(@Inject(REDIS) redis: RedisConnection, @Inject(DATABASE_TARGET) database: DatabaseTarget) {
    this.store = redis ? new RedisRateLimitStore(redis, keyPrefix(database)) : new MemoryRateLimitStore();
  }

  /** Counts one request; answers how many ms the caller must wait (0: go ahead). */
  async consume(bucket: string, key: string, rule: RateLimit): Promise<number> {
    const window = await this.safely(() => this.store.hit(`${bucket}:${key}`, rule.windowMs));
    return window.count > rule.limit ? Math.max(1, window.resetMs) : 0;
  }

  /**
   * Counts `amount` (bytes) against a volume limit; over it, the amount is given back (the refused
   * request stored nothing) and the answer is how many ms to wait, else 0.
   */
  async consumeAmount(bucket: string, key: string, amount: number, limit: number, windowMs: number): Promise<number> {
    const name = `${bucket}:${key}`;
    const window = await this.safely(() => this.store.hit(name, windowMs, amount));
    if (window.count <= limit) return 0;
    await this.safely(() => this.store.hit(name, windowMs, -amount));
    return Math.max(1, window.resetMs);
  }

  /** How many ms `key` must wait before its next attempt, without counting one. */
  async retryAfter(bucket: string, key: string, limit: number): Promise<number> {
    const window = await this.safely(() => this.store.peek(`${bucket}:${key}`));
    return window.count >= limit ? Math.max(1, window.resetMs) : 0;
  }

  /** Takes back `amount` counted in `key`'s current window (a guess that turned out right). */
  async giveBack(bucket: string, key: string, amount = 1): Promise<void> {
    await this.safely(() => this.store.giveBack(`${bucket}:${key}`, amount));
  }

  async reset(bucket: string, key: string): Promise<void> {
    await this.safely(() => this.store.reset(`${bucket}:${key}`).then(() => ({ count: 0, resetMs: 0 })));
  }

  private async safely(operation: () => Promise<WindowCount>): Promise<WindowCount> {
    try {
      return await operation();
    } catch (error) {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Rate limits are not enforced while Redis fails: ${(error as Error).message}`);
      }
      return { count: 0, resetMs: 0 };
    }
  }
}

/**
 * A cluster is the processes sharing one database: separate installations (or test runs) that
 * share a Redis do not count each other's requests.
 */
function keyPrefix(database: DatabaseTarget): string {
  const identity = database.kind === 'postgresql' ? database.url : database.dataDir;
  return `sous:rl:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}
