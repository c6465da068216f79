import type { NestExpressApplication } from '@nestjs/platform-express';
import { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Tables that change on their own while requests are rejected, so they are left out of the
 * snapshot: `sessions` (every authenticated request touches its session's expiry),
 * `api_usage_logs` (request log), `job_runs` (scheduled jobs run when they are due).
 */
export const volatileTables = new Set(['sessions', 'api_usage_logs', 'job_runs']);

export type DbSnapshot = Record<string, { rows: number; checksum: string }>;

/** Row count and an order-independent checksum of every other table. */
export async function snapshotDatabase(app: NestExpressApplication): Promise<DbSnapshot> {
  const connection = app.get(SqlEntityManager).fork().getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const snapshot: DbSnapshot = {};
  for (const { table_name: table } of tables) {
    if (volatileTables.has(table)) continue;
    const [row] = await connection.execute<{ rows: number; checksum: string | null }[]>(
      `select count(*)::int as rows, md5(string_agg(md5(t::text), '' order by md5(t::text))) as checksum from "${table.replaceAll('"', '""')}" t`,
    );
    snapshot[table] = { rows: row.rows, checksum: row.checksum ?? '' };
  }
  return snapshot;
}
