import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ListPushDevicesQuery, type PushDevice } from './list-push-devices.query.js';

@QueryHandler(ListPushDevicesQuery)
export class ListPushDevicesHandler implements IQueryHandler<ListPushDevicesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ audience, platform }: ListPushDevicesQuery): Promise<PushDevice[]> {
    const params: unknown[] = [platform];
    let scope: string;
    if ('userIds' in audience) {
      if (audience.userIds.length === 0) return [];
      scope = `pt.user_id in (${audience.userIds.map(() => '?').join(', ')})`;
      params.push(...audience.userIds);
    } else {
      scope = 'u.household_id = ? and u.id is distinct from ?';
      params.push(audience.householdId, audience.exceptUserId);
    }
    const rows = await this.em.execute<{ id: string; user_id: string; token: string; device_info: unknown }[]>(
      `select pt.id, pt.user_id, pt.token, pt.device_info from push_tokens pt
         join users u on u.id = pt.user_id
        where pt.platform = ? and ${scope}
        order by pt.created_at`,
      params,
    );
    return rows.map((row) => ({ id: row.id, userId: row.user_id, token: row.token, deviceInfo: row.device_info }));
  }
}
