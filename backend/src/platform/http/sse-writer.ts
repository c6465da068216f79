import type { ServerResponse } from 'node:http';

/**
 * A response as Server-Sent Events: `data: …` events, each followed by a blank line. `signal`
 * aborts when the client goes away before the stream ended, so a producer can stop.
 */
export class SseWriter {
  private readonly aborter = new AbortController();
  private started = false;

  constructor(private readonly res: ServerResponse) {
    // 'close' on the response, not the request: the request's fires as soon as its body is read
    res.on('close', () => {
      if (!res.writableFinished) this.aborter.abort();
    });
  }

  get signal(): AbortSignal {
    return this.aborter.signal;
  }

  get isOpen(): boolean {
    return this.started;
  }

  /** Can still take events: opened, not ended, and the client is still there. */
  get writable(): boolean {
    return this.started && !this.signal.aborted && !this.res.writableEnded;
  }

  /** Sends the status and headers at once, so the client sees the stream begin. Once only. */
  open(headers: Record<string, string> = {}): void {
    if (this.started) return;
    this.started = true;
    this.res.statusCode = 200;
    this.res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    this.res.setHeader('Cache-Control', 'no-cache, no-transform');
    this.res.setHeader('Connection', 'keep-alive');
    // nginx and other proxies would otherwise hold the stream back
    this.res.setHeader('X-Accel-Buffering', 'no');
    for (const [name, value] of Object.entries(headers)) this.res.setHeader(name, value);
    this.res.flushHeaders();
  }

  /**
   * One event whose data is `data` (a single line: JSON or a marker), on the wire at once. Dropped
   * once not writable. Node corks a chunked response's socket until the next tick, and a stream's
   * buffered pieces followed by the database's synchronous work (PGlite) keep that tick away: the
   * first chat token reached the client 5 ms after it was written. Uncorking sends it now.
   */
  send(data: string): void {
    if (!this.writable) return;
    this.res.write(`data: ${data}\n\n`);
    this.res.socket?.uncork();
  }

  /** Ends the response; nothing to do if it never opened or already ended. */
  end(): void {
    if (this.started && !this.res.writableEnded) this.res.end();
  }
}
