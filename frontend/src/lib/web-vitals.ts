import type { RecordWebVitalBody } from '@sous/contracts';
import type { Metric } from 'web-vitals';

export const webVitalsEndpoint = '/api/analytics';

/** The beacon body (spec 001 §7: name, value, rating, delta, id), nothing else of the metric. */
export function beaconBody(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'delta' | 'id' | 'navigationType'>): RecordWebVitalBody {
  return { name: metric.name, value: metric.value, rating: metric.rating, delta: metric.delta, id: metric.id, navigationType: metric.navigationType };
}

/**
 * Sends one metric by `navigator.sendBeacon` (it survives the page being hidden or closed), as
 * text/plain so no CORS preflight is needed; the server reads it as JSON. Falls back to a keepalive
 * fetch where beacons are missing or refused.
 */
export function sendMetric(metric: Metric): void {
  const body = JSON.stringify(beaconBody(metric));
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(webVitalsEndpoint, body)) return;
  void fetch(webVitalsEndpoint, { method: 'POST', body, keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}

/**
 * Starts reporting Core Web Vitals after the first paint, loading the library lazily so it never
 * competes with the page's own code. FID is gone from web-vitals 5+: INP replaced it.
 */
export function startWebVitals(): void {
  if (typeof window === 'undefined') return;
  const start = () => {
    void import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(sendMetric);
      })
      .catch(() => undefined);
  };
  // after the first frame is painted: rAF runs before paint, the timeout after it
  requestAnimationFrame(() => setTimeout(start, 0));
}
