import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ExpirationNotification } from '@sous/contracts';
import { findExpiringItems, toNotification } from '../../database/expiring-items.js';
import { ListExpirationNotificationsQuery } from './list-expiration-notifications.query.js';

@QueryHandler(ListExpirationNotificationsQuery)
export class ListExpirationNotificationsHandler implements IQueryHandler<ListExpirationNotificationsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor }: ListExpirationNotificationsQuery): Promise<ExpirationNotification[]> {
    return (await findExpiringItems(this.em, actor.userId, actor.householdId)).map(toNotification);
  }
}
