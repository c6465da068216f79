import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process (served at /metrics). Each app has its own registry, so
 * several apps in one process (the tests) do not clash over metric names.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'sous_http_request_duration_seconds',
    help: 'HTTP request duration by route template, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly socketsConnected = new Gauge({
    name: 'sous_sockets_connected',
    help: 'Socket.IO clients connected to this process',
    registers: [this.registry],
  });

  readonly eventsEmitted = new Counter({
    name: 'sous_realtime_events_emitted_total',
    help: 'Realtime events emitted (each to one room, whatever the number of its sockets), by event name',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  readonly modelRequests = new Counter({
    name: 'sous_model_requests_total',
    help: 'HTTP calls to the OpenAI-compatible model by endpoint and outcome (status code or "error")',
    labelNames: ['endpoint', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly modelDuration = new Histogram({
    name: 'sous_model_request_duration_seconds',
    help: 'Time until the model answered (response headers; for a stream, its first byte)',
    labelNames: ['endpoint'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'sous_' });
  }

  /**
   * A `fetch` for the OpenAI SDK that counts every call to the model and times it; the SDK's
   * retries are separate calls, so they count separately.
   */
  instrumentFetch(inner: typeof fetch = fetch): typeof fetch {
    return async (input, init) => {
      const endpoint = modelEndpoint(input);
      const stop = this.modelDuration.startTimer({ endpoint });
      try {
        const response = await inner(input, init);
        this.modelRequests.inc({ endpoint, outcome: String(response.status) });
        return response;
      } catch (error) {
        this.modelRequests.inc({ endpoint, outcome: 'error' });
        throw error;
      } finally {
        stop();
      }
    };
  }
}

/** `chat/completions`, `audio/transcriptions`…: the path after `/v1/` (or the whole path), without ids. */
function modelEndpoint(input: Parameters<typeof fetch>[0]): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    const path = new URL(url).pathname;
    const afterVersion = /\/v\d+\/(.*)$/.exec(path)?.[1] ?? path.replace(/^\//, '');
    return afterVersion.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id') || 'root';
  } catch {
    return 'unknown';
  }
}
