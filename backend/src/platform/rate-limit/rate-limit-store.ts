import type { RedisClient } from '../redis/redis-client.js';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window (and its count) ends. */
  resetMs: number;
}

/**
 * Fixed-window hit counters. With Redis every process of a cluster counts in the same keys, so a
 * client cannot spread its attempts over the replicas; without it, in this process's memory.
 */
export interface RateLimitStore {
  /** Adds `amount` (1 by default; bytes for volume limits, negative to give back). */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  /**
   * Takes `amount` back from a live window, never below 0; a window that has ended stays ended (a
   * late give-back must not open the next window with a credit).
   */
  giveBack(key: string, amount: number): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

const none: WindowCount = { count: 0, resetMs: 0 };

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    const now = this.now();
    const current = this.live(key, now) ?? { count: 0, endsAt: now + windowMs };
    current.count += amount;
    // re-inserted so the Map's order stays "least recently hit first" for eviction
    this.windows.delete(key);
    this.windows.set(key, current);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return Promise.resolve({ count: current.count, resetMs: current.endsAt - now });
  }

  peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const current = this.live(key, now);
    return Promise.resolve(current ? { count: current.count, resetMs: current.endsAt - now } : none);
  }

  giveBack(key: string, amount: number): Promise<WindowCount> {
    const now = this.now();
    const current = this.live(key, now);
    if (!current) return Promise.resolve(none);
    current.count = Math.max(0, current.count - amount);
    return Promise.resolve({ count: current.count, resetMs: current.endsAt - now });
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private live(key: string, now: number) {
    const current = this.windows.get(key);
    if (current && current.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return current;
  }
}

// one round trip, atomic: the first hit of a window sets its expiry
const hitScript = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

// only a live window (with its expiry) is decremented, and never below 0
const giveBackScript = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return {0, 0} end
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local next = math.max(0, count - tonumber(ARGV[1]))
redis.call('SET', KEYS[1], next, 'KEEPTTL')
return {next, ttl}`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(hitScript, { keys: [this.prefix + key], arguments: [String(windowMs), String(amount)] })) as [number, number];
    return { count, resetMs: ttl };
  }

  async peek(key: string): Promise<WindowCount> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pTTL(this.prefix + key)]);
    if (count === null || ttl <= 0) return none;
    return { count: Number(count), resetMs: ttl };
  }

  async giveBack(key: string, amount: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(giveBackScript, { keys: [this.prefix + key], arguments: [String(amount)] })) as [number, number];
    return { count, resetMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
