import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { recipeOfHousehold } from '../../database/recipe-lookup.js';
import { findShoppingItem } from '../../database/shopping-item.row.js';
import { addToList } from '../../database/shopping-list-writer.js';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { AddShoppingItemCommand } from './add-shopping-item.command.js';
import { publishWritten } from '#platform/events/unit-of-work.js';

@CommandHandler(AddShoppingItemCommand)
export class AddShoppingItemHandler implements ICommandHandler<AddShoppingItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: AddShoppingItemCommand): Promise<ShoppingItem> {
    if (body.recipeId) await recipeOfHousehold(this.queries, actor.householdId, body.recipeId);
    const added = await this.em.transactional((tx) =>
      addToList(tx, actor.householdId, actor.userId, {
        ingredient: body.ingredient,
        quantity: body.quantity ?? null,
        unit: body.unit ?? null,
        recipeId: body.recipeId ?? null,
      }),
    );
    return publishWritten(
      this.events,
      findShoppingItem(this.em, this.queries, actor.householdId, added.id),
      (item) => new ShoppingListChanged(actor.householdId, added.merged ? [] : [item], added.merged ? [item] : []),
      `Shopping item ${added.id}`,
    );
  }
}
