import type { UsageRecord, UsageTracker } from './usage-tracker.js';
import { trackedFetch } from './tracked-fetch.js';

function recorder() {
  const records: UsageRecord[] = [];
  const tracker = { record: (r: UsageRecord) => (records.push(r), Promise.resolve()) } as unknown as UsageTracker;
  return { tracker, records };
}

describe('trackedFetch', () => {
  it('records the path under the base path, the status and success, never the query string', async () => {
    const { tracker, records } = recorder();
    const inner = (() => Promise.resolve(new Response('{}', { status: 201 }))) as typeof fetch;
    const response = await trackedFetch(tracker, 'openai', '/v1', inner)('http://model.test/v1/chat/completions?api-key=secret', { method: 'POST' });
    expect(response.status).toBe(201);
    expect(records).toEqual([expect.objectContaining({ apiName: 'openai', endpoint: '/chat/completions', statusCode: 201, success: true, queryParams: null })]);
    expect(JSON.stringify(records)).not.toContain('secret');
  });

  it('records a failed answer and a network error, rethrowing the latter', async () => {
    const { tracker, records } = recorder();
    await trackedFetch(tracker, 'openai', '/v1', () => Promise.resolve(new Response('', { status: 503 })))('http://model.test/v1/audio/transcriptions');
    const down = new TypeError('fetch failed');
    await expect(trackedFetch(tracker, 'openai', '/v1', () => Promise.reject(down))(new URL('http://model.test/v1/models'))).rejects.toBe(down);
    expect(records.map((r) => [r.endpoint, r.statusCode, r.success])).toEqual([
      ['/audio/transcriptions', 503, false],
      ['/models', null, false],
    ]);
  });
});
