import type { ApiToken, ApiTokenScope } from '@sous/contracts';

/** The columns a token is listed with: never `token_hash`. */
export const apiTokenColumns = 'id, name, scope, prefix, created_at, expires_at, last_used_at';

export interface ApiTokenRow {
  id: string;
  name: string;
  scope: ApiTokenScope;
  prefix: string;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: iso(row.created_at),
  expiresAt: row.expires_at === null ? null : iso(row.expires_at),
  lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
});
