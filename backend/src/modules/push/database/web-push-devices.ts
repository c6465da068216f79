import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type PushKind, webPushDeviceInfo, type WebPushKeys, webPushPlatform } from '@sous/contracts';
// push tokens are identity's rows (issue 19); the preferences beside them are push's own
import { PrunePushTokenCommand } from '../../identity/commands/prune-push-token/prune-push-token.command.js';
import { FindPushTokenIdQuery } from '../../identity/queries/find-push-token-id/find-push-token-id.query.js';
import { ListPushDevicesQuery, type PushDeviceAudience } from '../../identity/queries/list-push-devices/list-push-devices.query.js';

/** A browser that may be sent a push: its push token row, its endpoint and keys. */
export interface WebPushDevice {
  id: string;
  userId: string;
  endpoint: string;
  keys: WebPushKeys;
}

/** Whom an alert is for: some users, or a household's members but one. */
export type DeviceAudience = PushDeviceAudience;

interface PreferenceRow {
  push_token_id: string;
  expiring: boolean;
  shopping: boolean;
  invitations: boolean;
  store_mode_until: Date | string | null;
}

/**
 * The audience's browsers that opted into `kind` (a device that never chose is in); with no kind
 * (a cook-mode timer, which someone of the household started), every browser of the audience. Shopping alerts
 * also need the device's store mode to be running. Two reads whatever the audience: its tokens from
 * identity, then their preferences.
 */
export async function findDevices(em: SqlEntityManager, queries: QueryBus, audience: DeviceAudience, kind: PushKind | null, now = new Date()): Promise<WebPushDevice[]> {
  const tokens = await queries.execute(new ListPushDevicesQuery(audience, webPushPlatform));
  if (tokens.length === 0) return [];
  const preferences = await em.execute<PreferenceRow[]>(
    `select push_token_id, expiring, shopping, invitations, store_mode_until from push_preferences
      where push_token_id in (${tokens.map(() => '?').join(', ')})`,
    tokens.map((token) => token.id),
  );
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

/** The push service says the subscription is gone (404/410): the browser will never receive it again. */
export async function pruneDevice(commands: CommandBus, id: string): Promise<void> {
  await commands.execute(new PrunePushTokenCommand(id, webPushPlatform));
}

/** The caller's own `webpush` token by endpoint; anyone else's reads as unknown. */
export async function findOwnDeviceId(queries: QueryBus, userId: string, endpoint: string): Promise<string | null> {
  return queries.execute(new FindPushTokenIdQuery(userId, endpoint, webPushPlatform));
}
