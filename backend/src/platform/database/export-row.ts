import type { SqlEntityManager } from '@mikro-orm/sql';

/** One row of the account export (`GET /api/account/export`): every column, named like the API. */
export type ExportRow = Record<string, unknown>;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** A timestamp as the database driver may hand it over as text (`2026-03-01 10:00:00.123+00`). */
const sqlTimestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)$/;

const exported = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && sqlTimestamp.test(value)) return new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
  return value;
};

/**
 * A database row with the field names of the API (snake_case columns to camelCase) and ISO moments.
 * Shared by every module's export query (issue 19: each owner reads its own tables) so the one
 * download keeps one shape, whichever module answered a part of it.
 */
export function exportRow(row: Record<string, unknown>): ExportRow {
  const out: ExportRow = {};
  for (const [column, value] of Object.entries(row)) out[camel(column)] = exported(value);
  return out;
}

/** The rows `sql` selects, shaped for the export. */
export async function exportRows(em: SqlEntityManager, sql: string, params: readonly unknown[]): Promise<ExportRow[]> {
  const rows = await em.execute<Record<string, unknown>[]>(sql, [...params]);
  return rows.map(exportRow);
}
