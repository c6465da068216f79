import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ExternalApi, UsageLog, type UsageRecord } from './usage-log.js';

// the record's types live beside the port that stores them; callers keep importing them from here
export type { ExternalApi, UsageRecord };

export interface TrackOptions {
  /** Who the call was made for; null/absent for the system (jobs, webhooks). */
  userId?: string | null;
  /** What was asked, without secrets (never an API key). */
  queryParams?: Record<string, unknown> | null;
}

/** Handed to the tracked function so it can say which HTTP status it got. */
export interface TrackedCall {
  status(code: number): void;
}

/** The HTTP status an SDK error carries: openai's `status`, Stripe's `statusCode`, ours' `status`. */
export function statusOfError(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof candidate === 'number' && Number.isInteger(candidate) ? candidate : null;
}

/**
 * Records every outgoing call to an external API in `api_usage_logs` (spec 001 §3): name, endpoint,
 * status, success and duration. Recording never fails or delays the caller: the row is written in
 * the background (on embedded PGlite, awaiting it inside a caller's transaction would wait on the one
 * connection that transaction holds), and a failed write is only logged.
 */
@Injectable()
export class UsageTracker implements OnApplicationShutdown {
  private readonly logger = new Logger(UsageTracker.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: UsageLog) {}

  /**
   * Runs `fn` (the call), records it, and returns or rethrows exactly what `fn` did. Success means
   * `fn` resolved; the status is what `fn` reported through `call.status`, else the thrown error's.
   */
  async track<T>(apiName: ExternalApi, endpoint: string, fn: (call: TrackedCall) => Promise<T>, options: TrackOptions = {}): Promise<T> {
    let statusCode: number | null = null;
    const call: TrackedCall = {
      status: (code) => {
        statusCode = code;
      },
    };
    const started = performance.now();
    try {
      const result = await fn(call);
      void this.record({ apiName, endpoint, userId: options.userId ?? null, queryParams: options.queryParams ?? null, statusCode, success: true, durationMs: performance.now() - started });
      return result;
    } catch (error) {
      void this.record({
        apiName,
        endpoint,
        userId: options.userId ?? null,
        queryParams: options.queryParams ?? null,
        statusCode: statusCode ?? statusOfError(error),
        success: false,
        durationMs: performance.now() - started,
      });
      throw error;
    }
  }

  /**
   * Writes one row, for calls whose outcome is known another way (a fetch wrapper, a client that
   * reads the status itself). The promise never rejects; await it only outside a transaction.
   */
  record(usage: UsageRecord): Promise<void> {
    const write = this.write(usage).finally(() => this.pending.delete(write));
    this.pending.add(write);
    return write;
  }

  /** Resolves when every row recorded so far is written (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async write(usage: UsageRecord): Promise<void> {
    try {
      await this.log.write(usage);
    } catch (error) {
      this.logger.warn({ err: error, apiName: usage.apiName }, 'Could not record an external API call');
    }
  }
}
