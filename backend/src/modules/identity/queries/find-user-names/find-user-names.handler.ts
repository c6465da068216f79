import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { FindUserNamesQuery, type UserName } from './find-user-names.query.js';

@QueryHandler(FindUserNamesQuery)
export class FindUserNamesHandler implements IQueryHandler<FindUserNamesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userIds }: FindUserNamesQuery): Promise<UserName[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await this.em.execute<{ id: string; first_name: string | null }[]>(
      `select id, first_name from users where id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return rows.map((row) => ({ id: row.id, firstName: row.first_name }));
  }
}
