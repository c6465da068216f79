import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { PushPreferences } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { readPushPreferences } from '../../database/push-preferences.row.js';
import { findOwnDeviceId } from '../../application/web-push-devices.js';
import { GetPushPreferencesQuery } from './get-push-preferences.query.js';

@QueryHandler(GetPushPreferencesQuery)
export class GetPushPreferencesHandler implements IQueryHandler<GetPushPreferencesQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, token }: GetPushPreferencesQuery): Promise<PushPreferences> {
    const deviceId = await findOwnDeviceId(this.queries, actor.userId, token);
    if (!deviceId) throw new NotFoundError('push.subscription-not-found', 'Push subscription not found');
    return readPushPreferences(this.em, deviceId, token);
  }
}
