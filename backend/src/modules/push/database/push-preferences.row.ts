import type { SqlEntityManager } from '@mikro-orm/sql';
import type { PushPreferences } from '@sous/contracts';

interface PushPreferencesRow {
  expiring: boolean | null;
  shopping: boolean | null;
  invitations: boolean | null;
  store_mode_until: Date | string | null;
}

/** One device's choices; a device that never chose has every kind on. An ended store mode reads as none. */
export async function readPushPreferences(em: SqlEntityManager, deviceId: string, token: string, now = new Date()): Promise<PushPreferences> {
  const [row] = await em.execute<PushPreferencesRow[]>(
    'select expiring, shopping, invitations, store_mode_until from push_preferences where push_token_id = ?',
    [deviceId],
  );
  const until = row?.store_mode_until ? new Date(row.store_mode_until) : null;
  return {
    token,
    expiring: row?.expiring ?? true,
    shopping: row?.shopping ?? true,
    invitations: row?.invitations ?? true,
    storeModeUntil: until && until > now ? until.toISOString() : null,
  };
}
