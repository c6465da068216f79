import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type PushKind, webPushPlatform } from '@sous/contracts';
// push tokens are identity's rows (issue 19); the preferences beside them are push's own (database/)
import { PrunePushTokenCommand } from '../../identity/commands/prune-push-token/prune-push-token.command.js';
import { FindPushTokenIdQuery } from '../../identity/queries/find-push-token-id/find-push-token-id.query.js';
import { ListPushDevicesQuery } from '../../identity/queries/list-push-devices/list-push-devices.query.js';
import { type DeviceAudience, devicePreferences, devicesFor, type WebPushDevice } from '../database/web-push-devices.js';

/**
 * The audience's browsers that may be sent a push of `kind` (see devicesFor). Two reads whatever the
 * audience: its tokens from identity on the bus, then their preferences from database/ (issue 34:
 * database/ never calls the buses; the use cases' layer combines the two).
 */
export async function findDevices(em: SqlEntityManager, queries: QueryBus, audience: DeviceAudience, kind: PushKind | null, now = new Date()): Promise<WebPushDevice[]> {
  const tokens = await queries.execute(new ListPushDevicesQuery(audience, webPushPlatform));
  if (tokens.length === 0) return [];
  return devicesFor(tokens, await devicePreferences(em, tokens.map((token) => token.id)), kind, now);
}

/** The push service says the subscription is gone (404/410): the browser will never receive it again. */
export async function pruneDevice(commands: CommandBus, id: string): Promise<void> {
  await commands.execute(new PrunePushTokenCommand(id, webPushPlatform));
}

/** The caller's own `webpush` token by endpoint; anyone else's reads as unknown. */
export async function findOwnDeviceId(queries: QueryBus, userId: string, endpoint: string): Promise<string | null> {
  return queries.execute(new FindPushTokenIdQuery(userId, endpoint, webPushPlatform));
}
