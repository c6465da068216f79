import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { ClearCheckedItemsCommand } from './clear-checked-items.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(ClearCheckedItemsCommand)
export class ClearCheckedItemsHandler implements ICommandHandler<ClearCheckedItemsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor }: ClearCheckedItemsCommand): Promise<{ removed: number }> {
    const rows = await this.em.execute<{ id: string }[]>('delete from shopping_list_items where household_id = ? and is_checked = true returning id', [
      actor.householdId,
    ]);
    if (rows.length > 0) publishAfterCommit(this.events, new ShoppingListChanged(actor.householdId, [], [], rows.map((r) => r.id)));
    return { removed: rows.length };
  }
}
