import { FailedAttempts, type GuessScope } from './failed-attempts.js';
import { RateLimiter } from './rate-limiter.js';

/** FailedAttempts on the in-memory store (REDIS_URL unset); the Redis store is run by the integration suites. */
function attempts() {
  const limiter = new RateLimiter(null, { kind: 'pglite', dataDir: 'memory://' });
  return { limiter, attempts: new FailedAttempts(limiter) };
}

const refuse = (waitMs: number) => Object.assign(new Error('refused'), { waitMs });
const scope = (key: string, limit: number, onRight?: GuessScope['onRight']): GuessScope => ({
  bucket: 'test',
  key,
  rule: { limit, windowMs: 60_000 },
  onRight,
});
const counted = (limiter: RateLimiter, key: string, limit: number) => limiter.retryAfter('test', key, limit);

describe('FailedAttempts.guess', () => {
  it('lets exactly `limit` of a burst of parallel guesses through (counted before the answer)', async () => {
    const { attempts: failed } = attempts();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => failed.guess([scope('burst', 3)], refuse)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    expect((refused[0].reason as { waitMs: number }).waitMs).toBeGreaterThan(59_000);
  });

  it('counts only wrong answers: a right one gives its guess back', async () => {
    const { attempts: failed } = attempts();
    for (let i = 0; i < 5; i++) await (await failed.guess([scope('right', 2)], refuse)).right();
    await failed.guess([scope('right', 2)], refuse);
    await failed.guess([scope('right', 2)], refuse);
    await expect(failed.guess([scope('right', 2)], refuse)).rejects.toThrow('refused');
  });

  it("forgets a scope's earlier wrong guesses on a right answer when asked, and gives back elsewhere", async () => {
    const { limiter, attempts: failed } = attempts();
    const scopes = [scope('pair', 3, 'forget'), scope('ceiling', 10)];
    await failed.guess(scopes, refuse);
    await failed.guess(scopes, refuse);
    await (await failed.guess(scopes, refuse)).right();
    // the pair starts over; the ceiling keeps the two wrong ones
    for (let i = 0; i < 3; i++) await failed.guess([scopes[0]], refuse);
    expect(await counted(limiter, 'pair', 3)).toBeGreaterThan(0);
    expect(await counted(limiter, 'ceiling', 3)).toBe(0);
    expect(await counted(limiter, 'ceiling', 2)).toBeGreaterThan(0);
  });

  it('refuses when any scope is used up, and then counts in none', async () => {
    const { limiter, attempts: failed } = attempts();
    const scopes = [scope('narrow', 1), scope('wide', 5)];
    await failed.guess(scopes, refuse);
    for (let i = 0; i < 4; i++) await expect(failed.guess(scopes, refuse)).rejects.toThrow('refused');
    // 'wide' holds only the one guess that went through
    expect(await counted(limiter, 'wide', 2)).toBe(0);
    expect(await counted(limiter, 'wide', 1)).toBeGreaterThan(0);
  });

  it('undoes a guess the secret never saw, once only', async () => {
    const { attempts: failed } = attempts();
    const first = await failed.guess([scope('undo', 2)], refuse);
    await first.undo();
    await first.undo();
    await first.right();
    // the second and third guesses are the only ones counted: settling twice gave nothing more back
    await failed.guess([scope('undo', 2)], refuse);
    await failed.guess([scope('undo', 2)], refuse);
    await expect(failed.guess([scope('undo', 2)], refuse)).rejects.toThrow('refused');
  });
});
