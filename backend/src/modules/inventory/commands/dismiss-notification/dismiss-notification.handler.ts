import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { foodItemColumns, type FoodItemRow, toFoodItem } from '../../database/food-item.row.js';
import { foodItemNotFound } from '../../domain/inventory.errors.js';
import { FoodItemChanged } from '../../events/inventory.events.js';
import { DismissNotificationCommand } from './dismiss-notification.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(DismissNotificationCommand)
export class DismissNotificationHandler implements ICommandHandler<DismissNotificationCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, foodItemId }: DismissNotificationCommand): Promise<void> {
    const rows = await this.em.execute<FoodItemRow[]>(
      `update food_items fi set notification_dismissed = true, version = version + 1 where fi.id = ? and fi.household_id = ? returning ${foodItemColumns}`,
      [foodItemId, actor.householdId],
    );
    if (!rows[0]) throw foodItemNotFound();
    publishAfterCommit(this.events, new FoodItemChanged(toFoodItem(rows[0])));
  }
}
