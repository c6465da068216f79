import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { inUnitOfWork, publishAfterCommit } from '../../../../platform/events/unit-of-work.js';
import { FoodItemEvent } from '../../domain/food-item-event.entity.js';
import { foodItemColumns, type FoodItemRow, findFoodItem, toFoodItem } from '../../domain/food-item.row.js';
import { foodItemNotFound } from '../../domain/inventory.errors.js';
import { takeQuantity } from '../../domain/quantity-left.js';
import { FoodItemChanged, FoodItemRemoved } from '../../events/inventory.events.js';
import { type FoodItemUsed, UseFoodItemCommand } from '../../../../platform/integration/inventory/use-food-item.command.js';

/**
 * Reduces an item by what was eaten or thrown away, removing it at zero, and records the event in
 * `food_item_events` in the same transaction so waste figures never disagree with the inventory.
 */
@CommandHandler(UseFoodItemCommand)
export class UseFoodItemHandler implements ICommandHandler<UseFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id, kind, quantity, reason }: UseFoodItemCommand): Promise<FoodItemUsed> {
    return inUnitOfWork(this.em, this.events, async () => {
      const before = await findFoodItem(this.em, actor.householdId, id);
      if (!before) throw foodItemNotFound();
      const { taken, left } = takeQuantity(before.quantity, quantity);
      this.em.create(FoodItemEvent, {
        householdId: actor.householdId,
        userId: actor.userId,
        foodItemId: id,
        foodName: before.name,
        foodCategory: before.foodCategory,
        kind,
        quantity: taken,
        unit: before.unit,
        reason,
      });
      await this.em.flush();
      if (left === null) {
        await this.em.execute('delete from food_items where id = ?', [id]);
        publishAfterCommit(this.events, new FoodItemRemoved(actor.householdId, id));
        return { item: null, taken, unit: before.unit };
      }
      const rows = await this.em.execute<FoodItemRow[]>(
        `update food_items fi set quantity = ?, version = version + 1 where fi.id = ? returning ${foodItemColumns}`,
        [left, id],
      );
      const item = toFoodItem(rows[0]);
      publishAfterCommit(this.events, new FoodItemChanged(item));
      return { item, taken, unit: before.unit };
    });
  }
}
