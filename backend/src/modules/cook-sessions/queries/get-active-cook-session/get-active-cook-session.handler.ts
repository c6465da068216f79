import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookSession } from '@sous/contracts';
import { findActiveCookSession } from '../../database/cook-session.row.js';
import { GetActiveCookSessionQuery } from './get-active-cook-session.query.js';

@QueryHandler(GetActiveCookSessionQuery)
export class GetActiveCookSessionHandler implements IQueryHandler<GetActiveCookSessionQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor }: GetActiveCookSessionQuery): Promise<CookSession | null> {
    return findActiveCookSession(this.em, actor.householdId);
  }
}
