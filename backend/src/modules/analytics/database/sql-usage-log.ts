import { Injectable } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import { UsageLog, type UsageRecord } from '#platform/usage/usage-log.js';

/** platform/usage's UsageLog on analytics' `api_usage_logs` (spec 001 §3). */
@Injectable()
export class SqlUsageLog extends UsageLog {
  constructor(private readonly em: SqlEntityManager) {
    super();
  }

  async write(usage: UsageRecord): Promise<void> {
    // a fork of its own: the caller may be inside a transaction on PGlite's one connection
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
  }
}
