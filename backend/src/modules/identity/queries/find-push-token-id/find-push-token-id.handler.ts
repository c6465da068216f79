import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { FindPushTokenIdQuery } from './find-push-token-id.query.js';

@QueryHandler(FindPushTokenIdQuery)
export class FindPushTokenIdHandler implements IQueryHandler<FindPushTokenIdQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId, token, platform }: FindPushTokenIdQuery): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>('select id from push_tokens where token = ? and user_id = ? and platform = ?', [token, userId, platform]);
    return row?.id ?? null;
  }
}
