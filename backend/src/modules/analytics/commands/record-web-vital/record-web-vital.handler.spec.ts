import { webVitalFields } from './record-web-vital.handler.js';

// storing the metric and announcing it: record-web-vital.handler.int-spec.ts

const body = { name: 'INP', value: 180, rating: 'good', delta: 12, id: 'v5-1-2' } as const;

describe('webVitalFields', () => {
  it('keeps the metric with its source', () => {
    expect(webVitalFields(body, { userId: null, userAgent: 'Firefox', url: 'http://localhost:3000/chat' })).toEqual({
      userId: null,
      name: 'INP',
      value: 180,
      rating: 'good',
      delta: 12,
      metricId: 'v5-1-2',
      navigationType: null,
      userAgent: 'Firefox',
      url: 'http://localhost:3000/chat',
    });
  });

  it('caps client-supplied text', () => {
    const fields = webVitalFields(body, { userId: null, userAgent: 'A'.repeat(5000), url: `http://x/${'p'.repeat(5000)}` });
    expect(fields.userAgent).toHaveLength(512);
    expect(fields.url).toHaveLength(2048);
  });
});

describe('webVitalFields without a rating', () => {
  it('rates the value by the thresholds of spec 001 §9', () => {
    const { rating: _none, ...unrated } = body;
    expect(webVitalFields({ ...unrated, name: 'LCP', value: 4200 }, { userId: null, userAgent: null, url: null }).rating).toBe('poor');
  });
});
