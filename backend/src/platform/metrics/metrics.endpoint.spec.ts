import { jest } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { metricsEndpoint } from './metrics.endpoint.js';
import { Metrics } from './metrics.service.js';

const token = 'a-long-enough-metrics-token';

function call(remoteAddress: string, authorization?: string, configured: string | null = token) {
  const handler = metricsEndpoint(new Metrics(), configured);
  const request = { method: 'GET', socket: { remoteAddress }, headers: { authorization } } as unknown as Request;
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    let status = 200;
    const response = {
      setHeader: jest.fn(),
      status(code: number) {
        status = code;
        return this;
      },
      json: (body: unknown) => resolve({ status, body }),
      send: (body: unknown) => resolve({ status, body }),
    } as unknown as Response;
    handler(request, response, (() => undefined) as NextFunction);
  });
}

describe('metricsEndpoint', () => {
  it('serves a loopback client without a token', async () => {
    expect((await call('::ffff:127.0.0.1', undefined, null)).status).toBe(200);
  });

  it('answers 404 to anyone else without the right bearer token, as if nothing were there', async () => {
    expect(await call('10.0.0.7')).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await call('10.0.0.7', 'Bearer wrong-token-of-some-length')).status).toBe(404);
    expect((await call('10.0.0.7', `Bearer ${token}`, null)).status).toBe(404);
  });

  it('serves a remote scraper that presents METRICS_TOKEN', async () => {
    const res = await call('10.0.0.7', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('sous_http_request_duration_seconds');
  });
});
