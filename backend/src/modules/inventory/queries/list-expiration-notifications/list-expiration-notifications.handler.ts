import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ExpirationNotification } from '@sous/contracts';
import { findExpiringItems } from '../../application/expiring-items.js';
import { toNotification } from '../../database/expiring-items.js';
import { ListExpirationNotificationsQuery } from './list-expiration-notifications.query.js';

@QueryHandler(ListExpirationNotificationsQuery)
export class ListExpirationNotificationsHandler implements IQueryHandler<ListExpirationNotificationsQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: ListExpirationNotificationsQuery): Promise<ExpirationNotification[]> {
    return (await findExpiringItems(this.em, this.queries, actor.userId, actor.householdId)).map(toNotification);
  }
}
