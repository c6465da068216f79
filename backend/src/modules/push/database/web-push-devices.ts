import type { SqlEntityManager } from '@mikro-orm/sql';
import { type PushKind, webPushDeviceInfo, type WebPushKeys, webPushPlatform } from '@sous/contracts';

/** A browser that may be sent a push: its push token row, its endpoint and keys. */
export interface WebPushDevice {
  id: string;
  userId: string;
  endpoint: string;
  keys: WebPushKeys;
}

/** Whom an alert is for: some users, or a household's members but one. */
export type DeviceAudience = { userIds: readonly string[] } | { householdId: string; exceptUserId: string | null };

// fixed column names: the kind never reaches the SQL as text
const optInColumn: Readonly<Record<PushKind, string>> = { expiring: 'pp.expiring', shopping: 'pp.shopping', invitations: 'pp.invitations' };

/**
 * The audience's browsers that opted into `kind` (a device that never chose is in). Shopping alerts
 * also need the device's store mode to be running.
 */
export async function findDevices(em: SqlEntityManager, audience: DeviceAudience, kind: PushKind, now = new Date()): Promise<WebPushDevice[]> {
  const params: unknown[] = [webPushPlatform];
  let scope: string;
  if ('userIds' in audience) {
    if (audience.userIds.length === 0) return [];
    scope = `pt.user_id in (${audience.userIds.map(() => '?').join(', ')})`;
    params.push(...audience.userIds);
  } else {
    scope = 'u.household_id = ? and u.id is distinct from ?';
    params.push(audience.householdId, audience.exceptUserId);
  }
  let storeMode = '';
  if (kind === 'shopping') {
    storeMode = ' and pp.store_mode_until > ?';
    params.push(now);
  }
  const rows = await em.execute<{ id: string; user_id: string; token: string; device_info: unknown }[]>(
    `select pt.id, pt.user_id, pt.token, pt.device_info from push_tokens pt
       join users u on u.id = pt.user_id
       left join push_preferences pp on pp.push_token_id = pt.id
      where pt.platform = ? and ${scope} and coalesce(${optInColumn[kind]}, true)${storeMode}
      order by pt.created_at`,
    params,
  );
  return rows.flatMap((row) => {
    // registered through the contract, but rows written before it (or by hand) are skipped, not fatal
    const info = webPushDeviceInfo.safeParse(typeof row.device_info === 'string' ? JSON.parse(row.device_info) : row.device_info);
    return info.success ? [{ id: row.id, userId: row.user_id, endpoint: row.token, keys: info.data.keys }] : [];
  });
}

/** The push service says the subscription is gone (404/410): the browser will never receive it again. */
export async function pruneDevice(em: SqlEntityManager, id: string): Promise<void> {
  await em.execute('delete from push_tokens where id = ? and platform = ?', [id, webPushPlatform]);
}

/** The caller's own `webpush` token by endpoint; anyone else's reads as unknown. */
export async function findOwnDeviceId(em: SqlEntityManager, userId: string, endpoint: string): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>('select id from push_tokens where token = ? and user_id = ? and platform = ?', [endpoint, userId, webPushPlatform]);
  return row?.id ?? null;
}
