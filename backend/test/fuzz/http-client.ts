import type { NestExpressApplication } from '@nestjs/platform-express';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

export interface Call {
  method: string;
  path: string;
  /** A JSON value to send, or `raw` text sent as-is with a JSON content type. */
  body?: unknown;
  raw?: string;
  /** The Content-Type of a body (JSON unless said otherwise). */
  contentType?: string;
  cookie?: string;
}

/**
 * Plain fetch over keep-alive against the listening app: thousands of requests in seconds, which
 * supertest (a server per request) cannot do.
 */
export async function listen(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  // fetch keeps connections alive for 4 s; a server closing an idle one at Node's 5 s can race a
  // request just sent on it under load (ECONNRESET), so the server keeps them longer than the client
  app.getHttpServer().keepAliveTimeout = 65_000;
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

export async function call(baseUrl: string, c: Call): Promise<Answer> {
  // fetch cannot send a body with GET; Nest would ignore one anyway
  const hasBody = (c.raw !== undefined || c.body !== undefined) && c.method !== 'GET' && c.method !== 'HEAD';
  const res = await fetch(`${baseUrl}${c.path}`, {
    method: c.method,
    headers: {
      ...(hasBody ? { 'content-type': c.contentType ?? 'application/json' } : {}),
      ...(c.cookie ? { cookie: c.cookie } : {}),
    },
    body: hasBody ? (c.raw ?? JSON.stringify(c.body)) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/** Runs `calls` with at most `concurrency` in flight. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
