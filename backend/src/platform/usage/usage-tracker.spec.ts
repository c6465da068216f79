import { UsageLog } from './usage-log.js';
import { statusOfError, type UsageRecord, UsageTracker } from './usage-tracker.js';

/** The port as a list: what the tracker hands over is what analytics' SQL adapter writes. */
function fakeLog(fail = false) {
  const writes: unknown[][] = [];
  const log = new (class extends UsageLog {
    write(usage: UsageRecord): Promise<void> {
      if (fail) return Promise.reject(new Error('database gone'));
      writes.push([usage.userId, usage.apiName, usage.endpoint, usage.queryParams === null ? null : JSON.stringify(usage.queryParams), usage.statusCode, usage.success, usage.durationMs]);
      return Promise.resolve();
    }
  })();
  return { log, writes };
}

describe('UsageTracker', () => {
  it('returns what the call returned and records status, success and duration', async () => {
    const { log, writes } = fakeLog();
    const tracker = new UsageTracker(log);
    const result = await tracker.track('fdc', '/foods/search', (call) => {
      call.status(200);
      return Promise.resolve('answer');
    }, { userId: 'u1', queryParams: { query: 'milk' } });
    await tracker.settled();
    expect(result).toBe('answer');
    expect(writes).toEqual([['u1', 'fdc', '/foods/search', '{"query":"milk"}', 200, true, expect.any(Number)]]);
  });

  it('rethrows the call error as is, recording the status it carries', async () => {
    const { log, writes } = fakeLog();
    const tracker = new UsageTracker(log);
    const error = Object.assign(new Error('Rate limited'), { status: 429 });
    await expect(tracker.track('openai', '/chat/completions', () => Promise.reject(error))).rejects.toBe(error);
    await tracker.settled();
    expect(writes).toEqual([[null, 'openai', '/chat/completions', null, 429, false, expect.any(Number)]]);
  });

  it('never fails the caller when the row cannot be written', async () => {
    const { log } = fakeLog(true);
    const tracker = new UsageTracker(log);
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
