import { parseEnv } from '../../config/load-config.js';
import { MemoryRateLimitStore } from './rate-limit-store.js';
import { tryAgainIn } from './rate-limited.error.js';

describe('MemoryRateLimitStore', () => {
  it('counts hits in a fixed window and starts over once it ends', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(10, () => now);
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    now = 400;
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetMs: 600 });
    expect(await store.peek('a')).toEqual({ count: 2, resetMs: 600 });
    expect(await store.peek('b')).toEqual({ count: 0, resetMs: 0 });
    now = 1000;
    expect(await store.peek('a')).toEqual({ count: 0, resetMs: 0 });
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
  });

  it('forgets a key on reset and keeps at most maxKeys keys', async () => {
    const store = new MemoryRateLimitStore(2, () => 0);
    await store.hit('a', 1000);
    await store.reset('a');
    expect((await store.peek('a')).count).toBe(0);
    for (const key of ['a', 'b', 'c']) await store.hit(key, 1000);
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('c')).count).toBe(1);
  });
});

describe('rate limit settings', () => {
  it('defaults to 30/15m sign-in, 50/1h sign-up and 30/1m AI', () => {
    expect(parseEnv({}).rateLimits).toEqual({
      signIn: { limit: 30, windowMs: 900_000 },
      signUp: { limit: 50, windowMs: 3_600_000 },
      ai: { limit: 30, windowMs: 60_000 },
    });
  });

  it('reads "count/window" and names a bad variable', () => {
    expect(parseEnv({ RATE_LIMIT_AI: '5/10s' }).rateLimits.ai).toEqual({ limit: 5, windowMs: 10_000 });
    expect(() => parseEnv({ RATE_LIMIT_SIGN_UP: 'ten' })).toThrow(
      'Invalid configuration: RATE_LIMIT_SIGN_UP must look like 30/15m (requests per window in s, m or h)',
    );
    expect(() => parseEnv({ RATE_LIMIT_SIGN_IN: '0/1m' })).toThrow('RATE_LIMIT_SIGN_IN must allow at least 1 request');
  });

  it('words the wait in seconds, then minutes', () => {
    expect(tryAgainIn(1)).toBe('Try again in 1 second.');
    expect(tryAgainIn(42_300)).toBe('Try again in 43 seconds.');
    expect(tryAgainIn(15 * 60_000)).toBe('Try again in 15 minutes.');
  });
});
