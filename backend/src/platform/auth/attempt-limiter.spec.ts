import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('refuses after the limit within the window and lets the key try again once it slides', () => {
    const limiter = new AttemptLimiter(3, 1000);
    for (const at of [0, 100, 200]) limiter.fail('a', at);
    expect(limiter.retryAfter('a', 300)).toBe(700);
    expect(limiter.retryAfter('b', 300)).toBe(0);
    expect(limiter.retryAfter('a', 1001)).toBe(0);
  });

  it('forgets a key on success', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.fail('a', 0);
    limiter.reset('a');
    expect(limiter.retryAfter('a', 1)).toBe(0);
  });

  it('keeps at most maxKeys keys', () => {
    const limiter = new AttemptLimiter(1, 1000, 2);
    limiter.fail('a', 0);
    limiter.fail('b', 0);
    limiter.fail('c', 0);
    expect(limiter.retryAfter('a', 1)).toBe(0);
    expect(limiter.retryAfter('c', 1)).toBeGreaterThan(0);
  });
});
