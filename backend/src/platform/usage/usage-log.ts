/** The external services Sous calls (the `api_name` of `api_usage_logs`). */
export type ExternalApi = 'fdc' | 'openfoodfacts' | 'openai' | 'stripe';

export interface UsageRecord {
  apiName: ExternalApi;
  endpoint: string;
  userId: string | null;
  queryParams: Record<string, unknown> | null;
  statusCode: number | null;
  success: boolean;
  durationMs: number;
}

/**
 * Where UsageTracker writes its rows: `api_usage_logs`, a table of the analytics module, which
 * implements this port (modules/analytics/database/sql-usage-log.ts) so platform/ runs no SQL on a
 * module's table (issue 34). The composition root hands it to UsageModule.register.
 */
export abstract class UsageLog {
  /** Writes one row on a connection of its own, outside any caller's transaction; may reject. */
  abstract write(usage: UsageRecord): Promise<void>;
}
