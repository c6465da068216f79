import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookSession } from '@sous/contracts';
import { findSessionsWithRunningTimers } from '../../database/cook-session.row.js';
import { ListRunningCookTimersQuery } from './list-running-cook-timers.query.js';

@QueryHandler(ListRunningCookTimersQuery)
export class ListRunningCookTimersHandler implements IQueryHandler<ListRunningCookTimersQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ filter }: ListRunningCookTimersQuery): Promise<CookSession[]> {
    return findSessionsWithRunningTimers(this.em, filter, new Date());
  }
}
