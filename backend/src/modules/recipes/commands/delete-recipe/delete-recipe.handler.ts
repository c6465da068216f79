import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { recipeNotFound } from '../../domain/recipes.errors.js';
import { RecipeRemoved } from '../../events/recipe.events.js';
import { DeleteRecipeCommand } from './delete-recipe.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/** Its meal plans go with it; shopping entries keep their line without the recipe link (spec 001 §3 keys). */
@CommandHandler(DeleteRecipeCommand)
export class DeleteRecipeHandler implements ICommandHandler<DeleteRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: DeleteRecipeCommand): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>('delete from recipes where id = ? and household_id = ? returning id', [id, actor.householdId]);
    if (rows.length === 0) throw recipeNotFound();
    publishAfterCommit(this.events, new RecipeRemoved(actor.householdId, id));
  }
}
