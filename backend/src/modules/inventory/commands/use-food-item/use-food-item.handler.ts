import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { FoodItemEvent } from '../../domain/food-item-event.entity.js';
import { foodItemColumns, type FoodItemRow, findFoodItem, toFoodItem } from '../../domain/food-item.row.js';
import { foodItemNotFound } from '../../domain/inventory.errors.js';
import { takeQuantity } from '../../domain/quantity-left.js';
import { FoodItemChanged, FoodItemRemoved } from '../../events/inventory.events.js';
import { type FoodItemUsed, UseFoodItemCommand } from './use-food-item.command.js';

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
    const result = await this.em.transactional(async (tx) => {
      const before = await findFoodItem(tx, actor.householdId, id);
      if (!before) throw foodItemNotFound();
      const { taken, left } = takeQuantity(before.quantity, quantity);
      tx.create(FoodItemEvent, {
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
      await tx.flush();
      if (left === null) {
        await tx.execute('delete from food_items where id = ?', [id]);
        return { item: null, taken, unit: before.unit };
      }
      const rows = await tx.execute<FoodItemRow[]>(
        `update food_items fi set quantity = ?, version = version + 1 where fi.id = ? returning ${foodItemColumns}`,
        [left, id],
      );
      return { item: toFoodItem(rows[0]), taken, unit: before.unit };
    });
    this.events.publish(result.item ? new FoodItemChanged(result.item) : new FoodItemRemoved(actor.householdId, id));
    return result;
  }
}
