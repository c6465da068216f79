import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { foodItemNotFound } from '../../domain/inventory.errors.js';
import { FoodItemRemoved } from '../../events/inventory.events.js';
import { DeleteFoodItemCommand } from './delete-food-item.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(DeleteFoodItemCommand)
export class DeleteFoodItemHandler implements ICommandHandler<DeleteFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: DeleteFoodItemCommand): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>('delete from food_items where id = ? and household_id = ? returning id', [id, actor.householdId]);
    if (rows.length === 0) throw foodItemNotFound();
    publishAfterCommit(this.events, new FoodItemRemoved(actor.householdId, id));
  }
}
