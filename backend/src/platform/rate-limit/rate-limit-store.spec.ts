import { parseEnv } from '#config/load-config.js';
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

  it('counts amounts (bytes) and takes them back with a negative one', async () => {
    const store = new MemoryRateLimitStore(10, () => 0);
    expect(await store.hit('bytes', 1000, 700)).toEqual({ count: 700, resetMs: 1000 });
    expect(await store.hit('bytes', 1000, 500)).toEqual({ count: 1200, resetMs: 1000 });
    expect(await store.hit('bytes', 1000, -500)).toEqual({ count: 700, resetMs: 1000 });
  });

  it('gives back only within a live window, never below 0', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(10, () => now);
    await store.hit('a', 1000);
    await store.hit('a', 1000);
    expect(await store.giveBack('a', 1)).toEqual({ count: 1, resetMs: 1000 });
    expect(await store.giveBack('a', 5)).toEqual({ count: 0, resetMs: 1000 });
    // an ended window is not reopened with a credit
    now = 1000;
    expect(await store.giveBack('a', 1)).toEqual({ count: 0, resetMs: 0 });
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
  it('defaults to 30/15m sign-in, 50/1h sign-up, 30/1m AI and throttles every guessable secret', () => {
    expect(parseEnv({}).rateLimits).toEqual({
      signIn: { limit: 30, windowMs: 900_000 },
      signUp: { limit: 50, windowMs: 3_600_000 },
      ai: { limit: 30, windowMs: 60_000 },
      passwordCheck: { limit: 10, windowMs: 900_000 },
      inviteCode: { limit: 10, windowMs: 900_000 },
      uploads: { limit: 60, windowMs: 3_600_000 },
      householdUploads: { limit: 200, windowMs: 3_600_000 },
      feedback: { limit: 20, windowMs: 3_600_000 },
      passwordReset: { limit: 10, windowMs: 900_000 },
    });
    expect(parseEnv({}).uploadQuota).toEqual({ bytesPerHour: 200 * 1024 * 1024, householdBytes: 2048 * 1024 * 1024 });
  });

  it('reads the upload volumes in MB and names a bad one', () => {
    expect(parseEnv({ UPLOAD_MB_PER_HOUR: '5', UPLOAD_QUOTA_MB: '20' }).uploadQuota).toEqual({ bytesPerHour: 5 * 1024 * 1024, householdBytes: 20 * 1024 * 1024 });
    expect(() => parseEnv({ UPLOAD_QUOTA_MB: '0' })).toThrow('Invalid configuration: UPLOAD_QUOTA_MB must be an integer between 1 and 1000000');
    expect(() => parseEnv({ RATE_LIMIT_INVITE_CODE: 'lots' })).toThrow('RATE_LIMIT_INVITE_CODE must look like 30/15m');
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
