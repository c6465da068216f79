import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { PushPreferences } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { readPushPreferences } from '../../database/push-preferences.row.js';
import { findOwnDeviceId } from '../../application/web-push-devices.js';
import { UpdatePushPreferencesCommand } from './update-push-preferences.command.js';

@CommandHandler(UpdatePushPreferencesCommand)
export class UpdatePushPreferencesHandler implements ICommandHandler<UpdatePushPreferencesCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body, now }: UpdatePushPreferencesCommand): Promise<PushPreferences> {
    const deviceId = await findOwnDeviceId(this.queries, actor.userId, body.token);
    if (!deviceId) throw new NotFoundError('push.subscription-not-found', 'Push subscription not found');
    const storeModeUntil = body.storeModeHours === undefined ? undefined : body.storeModeHours === 0 ? null : new Date(now.getTime() + body.storeModeHours * 3_600_000);
    // one upsert; a column not sent keeps its value (or its default on the first write)
    await this.em.execute(
      `insert into push_preferences (push_token_id, expiring, shopping, invitations, store_mode_until)
         values (?, coalesce(?, true), coalesce(?, true), coalesce(?, true), ?)
       on conflict (push_token_id) do update set
         expiring = coalesce(?, push_preferences.expiring),
         shopping = coalesce(?, push_preferences.shopping),
         invitations = coalesce(?, push_preferences.invitations),
         store_mode_until = case when ? then excluded.store_mode_until else push_preferences.store_mode_until end,
         updated_at = now()`,
      [
        deviceId,
        body.expiring ?? null,
        body.shopping ?? null,
        body.invitations ?? null,
        storeModeUntil ?? null,
        body.expiring ?? null,
        body.shopping ?? null,
        body.invitations ?? null,
        storeModeUntil !== undefined,
      ],
    );
    return readPushPreferences(this.em, deviceId, body.token, now);
  }
}
