// Small JSON-over-HTTP helpers for the benchmarks (Node built-ins only).
import http from 'node:http';

/**
 * One request; resolves with status, parsed JSON, headers and `ms` (sent to answer read, before
 * parsing: what a latency benchmark times), rejects on a non-2xx answer.
 */
export function requestJson(url, { method = 'GET', body, cookie, agent } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        // a connection reset mid-answer is this request's failure, not an uncaught stream error
        res.once('error', reject);
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.once('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode < 200 || res.statusCode >= 300) {
            reject(new Error(`${method} ${url} answered ${res.statusCode}: ${text.slice(0, 200)}`));
            return;
          }
          resolve({ status: res.statusCode, ms, json: text ? JSON.parse(text) : null, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Signs a new user up by email; returns the session cookie and the user. */
export async function signUpUser(baseUrl, label = 'bench') {
  const email = `${label}-${Date.now()}-${Math.random().toString(16).slice(2, 10)}@example.test`;
  const password = 'bench password 1';
  const res = await requestJson(`${baseUrl}/api/auth/email/signup`, {
    method: 'POST',
    body: { email, password, firstName: 'Bench', lastName: 'Cook' },
  });
  const cookie = [].concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { cookie, user: res.json, email, password };
}

/** Runs `run(item)` over `items` with at most `concurrency` in flight. */
export async function inParallel(items, concurrency, run) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Settings that keep the app's own sign-up limit out of a benchmark that signs many users up. */
export const benchLimits = { RATE_LIMIT_SIGN_UP: '100000/1h', RATE_LIMIT_SIGN_IN: '100000/1h' };
