import { describe, expect, it } from 'vitest';
import { failOnUnansweredRequests, notFound, requestsTo, stubFetch } from './fetch-mock';

describe('stubFetch', () => {
  it('answers a route by method and URL, the method-named key first', async () => {
    const fetchMock = stubFetch({ '/api/x': { status: 200, body: { any: true } }, 'POST /api/x': { status: 201, body: { posted: true } } });
    await expect((await fetch('/api/x')).json()).resolves.toEqual({ any: true });
    await expect((await fetch('/api/x', { method: 'POST', body: JSON.stringify({ a: 1 }) })).json()).resolves.toEqual({ posted: true });
    expect(requestsTo(fetchMock, 'POST', '/api/x')).toEqual([{ a: 1 }]);
  });

  it('rejects a request no route answers, naming its method and URL, and reports it after the test', async () => {
    stubFetch({ '/api/known': { status: 200, body: [] } });
    await expect(fetch('/api/unknown', { method: 'DELETE' })).rejects.toThrow('stubFetch: no route for DELETE /api/unknown');
    expect(() => failOnUnansweredRequests()).toThrow('no route for DELETE /api/unknown');
    // reported once: the next check (the one after this test) passes
    expect(() => failOnUnansweredRequests()).not.toThrow();
  });

  it('answers 404 only where a route says so', async () => {
    stubFetch({ '/api/gone': notFound });
    const res = await fetch('/api/gone');
    expect(res.status).toBe(404);
    await expect(res.json()).resolves.toEqual({ message: 'Not found' });
  });
});
