import type { SqlEntityManager } from '@mikro-orm/sql';
import { statusOfError, UsageTracker } from './usage-tracker.js';

function fakeEm(fail = false) {
  const writes: unknown[][] = [];
  const em = {
    fork: () => ({
      execute: (_sql: string, params: unknown[]) => {
        if (fail) return Promise.reject(new Error('database gone'));
        writes.push(params);
        return Promise.resolve([]);
      },
    }),
  } as unknown as SqlEntityManager;
  return { em, writes };
}

describe('UsageTracker', () => {
  it('returns what the call returned and records status, success and duration', async () => {
    const { em, writes } = fakeEm();
    const tracker = new UsageTracker(em);
    const result = await tracker.track('fdc', '/foods/search', (call) => {
      call.status(200);
      return Promise.resolve('answer');
    }, { userId: 'u1', queryParams: { query: 'milk' } });
    await tracker.settled();
    expect(result).toBe('answer');
    expect(writes).toEqual([['u1', 'fdc', '/foods/search', '{"query":"milk"}', 200, true, expect.any(Number)]]);
  });

  it('rethrows the call error as is, recording the status it carries', async () => {
    const { em, writes } = fakeEm();
    const tracker = new UsageTracker(em);
    const error = Object.assign(new Error('Rate limited'), { status: 429 });
    await expect(tracker.track('openai', '/chat/completions', () => Promise.reject(error))).rejects.toBe(error);
    await tracker.settled();
    expect(writes).toEqual([[null, 'openai', '/chat/completions', null, 429, false, expect.any(Number)]]);
  });

  it('never fails the caller when the row cannot be written', async () => {
    const { em } = fakeEm(true);
    const tracker = new UsageTracker(em);
    await expect(tracker.track('stripe', '/v1/payment_intents', () => Promise.resolve(1))).resolves.toBe(1);
    await expect(tracker.settled()).resolves.toBeUndefined();
  });
});

describe('statusOfError', () => {
  it.each([
    [{ status: 404 }, 404],
    [{ statusCode: 402 }, 402],
    [new Error('plain'), null],
    ['text', null],
    [{ status: 'bad' }, null],
  ])('%p -> %p', (error, status) => {
    expect(statusOfError(error)).toBe(status);
  });
});
