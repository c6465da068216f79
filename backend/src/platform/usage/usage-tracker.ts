import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';

/** The external services Sous calls (the `api_name` of `api_usage_logs`). */
export type ExternalApi = 'fdc' | 'openfoodfacts' | 'openai' | 'stripe';

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

export interface UsageRecord {
  apiName: ExternalApi;
  endpoint: string;
  userId: string | null;
  queryParams: Record<string, unknown> | null;
  statusCode: number | null;
  success: boolean;
  durationMs: number;
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

  constructor(private readonly em: SqlEntityManager) {}

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
      await this.em.fork().execute(
        `insert into api_usage_logs (user_id, api_name, endpoint, query_params, status_code, success, duration_ms)
         values (?, ?, ?, ?::jsonb, ?, ?, ?)`,
        [
          usage.userId,
          usage.apiName,
          usage.endpoint.slice(0, 500),
          usage.queryParams === null ? null : JSON.stringify(usage.queryParams),
          usage.statusCode,
          usage.success,
          Math.max(0, Math.round(usage.durationMs)),
        ],
      );
    } catch (error) {
      this.logger.warn({ err: error, apiName: usage.apiName }, 'Could not record an external API call');
    }
  }
}
