import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconBody, sendMetric } from './web-vitals';

const metric = { name: 'LCP', value: 2140, rating: 'good', delta: 2140, id: 'v5-1', navigationType: 'navigate', entries: [] } as unknown as Metric;

describe('web vitals reporting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the fields of the spec, plus the navigation type', () => {
    expect(beaconBody(metric)).toEqual({ name: 'LCP', value: 2140, rating: 'good', delta: 2140, id: 'v5-1', navigationType: 'navigate' });
  });

  it('uses sendBeacon to /api/analytics', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sendMetric(metric);
    expect(sendBeacon).toHaveBeenCalledWith('/api/analytics', JSON.stringify(beaconBody(metric)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    sendMetric(metric);
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics', expect.objectContaining({ method: 'POST', keepalive: true }));
  });
});
