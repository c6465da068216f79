import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ExpirationNotification } from '@sous/contracts';
import { findExpiringItems } from '../../application/expiring-items.js';
import { toNotification } from '../../database/expiring-items.js';
import { ExpiringItemsFound } from '../../events/inventory.events.js';
import { CheckExpiringItemsCommand } from './check-expiring-items.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(CheckExpiringItemsCommand)
export class CheckExpiringItemsHandler implements ICommandHandler<CheckExpiringItemsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, householdId }: CheckExpiringItemsCommand): Promise<ExpirationNotification[]> {
    const items = await this.em.transactional(async (tx) => {
      const found = await findExpiringItems(tx, this.queries, userId, householdId);
      // each row records how close to expiry it was when we warned
      for (const item of found) {
        await tx.execute('update food_items set last_notified_at = now(), days_until_expiry_when_notified = ? where id = ?', [
          item.daysUntilExpiry,
          item.id,
        ]);
      }
      return found;
    });
    const notifications = items.map(toNotification);
    if (notifications.length > 0) publishAfterCommit(this.events, new ExpiringItemsFound(userId, notifications));
    return notifications;
  }
}
