import { Injectable, Logger } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';

export interface ApiUsage {
  userId: string | null;
  apiName: 'fdc' | 'openfoodfacts';
  endpoint: string;
  /** Never the API key. */
  queryParams: Record<string, unknown>;
  statusCode: number | null;
  success: boolean;
}

/**
 * Writes one `api_usage_logs` row per external call (spec 001 §3). The table belongs to analytics;
 * like a foreign key it is a fact of the database, written here with one insert. A failed write is
 * logged and never fails the lookup that made the call.
 */
@Injectable()
export class ApiUsageRecorder {
  private readonly logger = new Logger(ApiUsageRecorder.name);

  constructor(private readonly em: SqlEntityManager) {}

  async record(usage: ApiUsage): Promise<void> {
    try {
      await this.em.fork().execute(
        `insert into api_usage_logs (user_id, api_name, endpoint, query_params, status_code, success)
         values (?, ?, ?, ?::jsonb, ?, ?)`,
        [usage.userId, usage.apiName, usage.endpoint, JSON.stringify(usage.queryParams), usage.statusCode, usage.success],
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not record an external API call');
    }
  }
}
