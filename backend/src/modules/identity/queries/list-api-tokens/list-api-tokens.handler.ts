import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ApiToken } from '@sous/contracts';
import { apiTokenColumns, type ApiTokenRow, toApiToken } from '../../domain/api-token.row.js';
import { ListApiTokensQuery } from './list-api-tokens.query.js';

@QueryHandler(ListApiTokensQuery)
export class ListApiTokensHandler implements IQueryHandler<ListApiTokensQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId }: ListApiTokensQuery): Promise<ApiToken[]> {
    const rows = await this.em.execute<ApiTokenRow[]>(`select ${apiTokenColumns} from api_tokens where user_id = ? order by created_at desc, id`, [userId]);
    return rows.map(toApiToken);
  }
}
