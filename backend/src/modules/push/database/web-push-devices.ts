import type { SqlEntityManager } from '@mikro-orm/sql';
import { type PushKind, webPushDeviceInfo, type WebPushKeys } from '@sous/contracts';
// push tokens are identity's rows (issue 19), asked on the bus by application/web-push-devices.ts;
// the preferences beside them are push's own
import type { PushDevice, PushDeviceAudience } from '../../identity/queries/list-push-devices/list-push-devices.query.js';

/** A browser that may be sent a push: its push token row, its endpoint and keys. */
export interface WebPushDevice {
  id: string;
  userId: string;
  endpoint: string;
  keys: WebPushKeys;
}

/** Whom an alert is for: some users, or a household's members but one. */
export type DeviceAudience = PushDeviceAudience;

export interface PreferenceRow {
  push_token_id: string;
  expiring: boolean;
  shopping: boolean;
  invitations: boolean;
  store_mode_until: Date | string | null;
}

/** The preferences of these push tokens (a device that never chose has no row). */
export async function devicePreferences(em: SqlEntityManager, tokenIds: readonly string[]): Promise<PreferenceRow[]> {
  if (tokenIds.length === 0) return [];
  return em.execute<PreferenceRow[]>(
    `select push_token_id, expiring, shopping, invitations, store_mode_until from push_preferences
      where push_token_id in (${tokenIds.map(() => '?').join(', ')})`,
    [...tokenIds],
  );
}

/**
 * Of the audience's tokens, the browsers that opted into `kind` (a device that never chose is in);
 * with no kind (a cook-mode timer, which someone of the household started), every browser of the
 * audience. Shopping alerts also need the device's store mode to be running.
 */
export function devicesFor(tokens: readonly PushDevice[], preferences: readonly PreferenceRow[], kind: PushKind | null, now: Date): WebPushDevice[] {
  const byToken = new Map(preferences.map((row) => [row.push_token_id, row]));
  return tokens.flatMap((token) => {
    const chosen = byToken.get(token.id);
    if (kind && chosen && !chosen[kind]) return [];
    // no row: not shopping
    if (kind === 'shopping' && !(chosen?.store_mode_until != null && new Date(chosen.store_mode_until) > now)) return [];
    // registered through the contract, but rows written before it (or by hand) are skipped, not fatal
    const info = webPushDeviceInfo.safeParse(typeof token.deviceInfo === 'string' ? JSON.parse(token.deviceInfo) : token.deviceInfo);
    return info.success ? [{ id: token.id, userId: token.userId, endpoint: token.token, keys: info.data.keys }] : [];
  });
}
