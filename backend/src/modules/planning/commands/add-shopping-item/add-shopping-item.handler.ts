import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { recipeOfHousehold } from '../../application/recipe-lookup.js';
import { withRecipeTitles } from '../../application/shopping-items.js';
import { addToList } from '../../database/shopping-list-writer.js';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { AddShoppingItemCommand } from './add-shopping-item.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/**
 * One add is one read of the open entries and one write that answers the written row (issue 33):
 * no transaction of its own (a single statement is atomic) and no read back; the event is built from that row.
 */
@CommandHandler(AddShoppingItemCommand)
export class AddShoppingItemHandler implements ICommandHandler<AddShoppingItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: AddShoppingItemCommand): Promise<ShoppingItem> {
    const recipe = body.recipeId ? await recipeOfHousehold(this.queries, actor.householdId, body.recipeId) : null;
    const added = await addToList(this.em, actor.householdId, actor.userId, {
      ingredient: body.ingredient,
      quantity: body.quantity ?? null,
      unit: body.unit ?? null,
      recipeId: recipe?.id ?? null,
    });
    const [item] = await withRecipeTitles(this.queries, actor.householdId, [added.row], recipe ? [recipe] : []);
    // inside another handler's unit of work (the chef's actions), after that unit commits
    publishAfterCommit(this.events, new ShoppingListChanged(actor.householdId, added.merged ? [] : [item], added.merged ? [item] : []));
    return item;
  }
}
