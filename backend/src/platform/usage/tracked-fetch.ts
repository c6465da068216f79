import type { ExternalApi, UsageTracker } from './usage-tracker.js';

type Fetch = typeof fetch;

/**
 * A `fetch` that records each request it makes, for SDKs that accept their own fetch (openai,
 * stripe's fetch client): one row per HTTP request, retries included. The endpoint is the URL's path
 * relative to `basePath` (so `/chat/completions`, not the host); the query string is not kept
 * because SDKs may put keys there. A streamed answer counts from the request to its headers.
 */
export function trackedFetch(tracker: UsageTracker, apiName: ExternalApi, basePath = '', inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const endpoint = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
    const started = performance.now();
    try {
      const response = await inner(input, init);
      void tracker.record({
        apiName,
        endpoint,
        userId: null,
        queryParams: null,
        statusCode: response.status,
        success: response.ok,
        durationMs: performance.now() - started,
      });
      return response;
    } catch (error) {
      void tracker.record({ apiName, endpoint, userId: null, queryParams: null, statusCode: null, success: false, durationMs: performance.now() - started });
      throw error;
    }
  };
}
