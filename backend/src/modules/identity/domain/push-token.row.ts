import type { PushToken } from '@sous/contracts';

export const pushTokenColumns = 'id, token, platform, device_info, created_at, updated_at';

export interface PushTokenRow {
  id: string;
  token: string;
  platform: string;
  device_info: Record<string, unknown> | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toPushToken = (row: PushTokenRow): PushToken => ({
  id: row.id,
  token: row.token,
  platform: row.platform,
  deviceInfo: typeof row.device_info === 'string' ? (JSON.parse(row.device_info) as Record<string, unknown>) : row.device_info,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
