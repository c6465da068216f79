import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { shoppingItemNotFound } from '../../domain/planning.errors.js';
import { findShoppingItem } from '../../application/shopping-items.js';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { UpdateShoppingItemCommand } from './update-shopping-item.command.js';
import { setClause } from '#platform/database/set-clause.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

const columns = { isChecked: 'is_checked', ingredient: 'ingredient', quantity: 'quantity', unit: 'unit' } as const;

/**
 * Sets only the fields sent, in one statement: checking is "set checked", never "toggle", so two
 * people ticking items in the store at once never undo each other or bring a checked item back.
 */
@CommandHandler(UpdateShoppingItemCommand)
export class UpdateShoppingItemHandler implements ICommandHandler<UpdateShoppingItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: UpdateShoppingItemCommand): Promise<ShoppingItem> {
    const { sets, params } = setClause(columns, body);
    const rows = await this.em.execute<{ id: string }[]>(
      `update shopping_list_items set ${sets.join(', ')} where id = ? and household_id = ? returning id`,
      [...params, id, actor.householdId],
    );
    if (rows.length === 0) throw shoppingItemNotFound();
    const item = await findShoppingItem(this.em, this.queries, actor.householdId, id);
    if (!item) throw shoppingItemNotFound();
    publishAfterCommit(this.events, new ShoppingListChanged(actor.householdId, [], [item]));
    return item;
  }
}
