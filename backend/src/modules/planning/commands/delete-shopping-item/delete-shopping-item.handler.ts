import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { shoppingItemNotFound } from '../../domain/planning.errors.js';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { DeleteShoppingItemCommand } from './delete-shopping-item.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(DeleteShoppingItemCommand)
export class DeleteShoppingItemHandler implements ICommandHandler<DeleteShoppingItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: DeleteShoppingItemCommand): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>('delete from shopping_list_items where id = ? and household_id = ? returning id', [id, actor.householdId]);
    if (rows.length === 0) throw shoppingItemNotFound();
    publishAfterCommit(this.events, new ShoppingListChanged(actor.householdId, [], [], [id]));
  }
}
