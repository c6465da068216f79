import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from '@sous/contracts';
import { missingForRecipe } from '../../domain/missing-ingredients.js';
import { householdStock } from '../../application/planned-cooking.js';
import { recipeOfHousehold } from '../../application/recipe-lookup.js';
import { withRecipeTitles } from '../../application/shopping-items.js';
import { addToList, splitAdded } from '../../database/shopping-list-writer.js';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { AddMissingIngredientsCommand } from './add-missing-ingredients.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(AddMissingIngredientsCommand)
export class AddMissingIngredientsHandler implements ICommandHandler<AddMissingIngredientsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: AddMissingIngredientsCommand): Promise<ShoppingItem[]> {
    const recipe = await recipeOfHousehold(this.queries, actor.householdId, body.recipeId);
    const stock = await householdStock(this.queries, actor.householdId);
    // at the card's servings, by the allocation the card and Cook run: the rows the cook saw are the rows bought for
    const missing = missingForRecipe(recipe, body.servings, stock, body.ingredients?.length ? body.ingredients : undefined);
    if (missing.length === 0) return [];
    const results = await this.em.transactional(async (tx) => {
      const added = [];
      for (const entry of missing) added.push(await addToList(tx, actor.householdId, actor.userId, { ...entry, recipeId: recipe.id }));
      return added;
    });
    const { created, updated } = splitAdded(results);
    // the writes answered their rows: the last answer of each entry is how it stands (no read back)
    const written = new Map(results.map((r) => [r.id, r.row]));
    const listed = await withRecipeTitles(this.queries, actor.householdId, [...written.values()], [recipe]);
    // in the recipe's order: rows written in one transaction share their created_at
    const order = results.map((r) => r.id);
    const items = [...listed].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    publishAfterCommit(this.events, 
      new ShoppingListChanged(
        actor.householdId,
        items.filter((i) => created.includes(i.id)),
        items.filter((i) => updated.includes(i.id)),
      ),
    );
    return items;
  }
}
