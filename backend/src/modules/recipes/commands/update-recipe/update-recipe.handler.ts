import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Recipe } from '@sous/contracts';
import { findRecipe } from '../../database/recipe.row.js';
import { recipeNotFound } from '../../domain/recipes.errors.js';
import { RecipeChanged } from '../../events/recipe.events.js';
import { UpdateRecipeCommand } from './update-recipe.command.js';
import { setClause } from '#platform/database/set-clause.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

const columns = {
  isFavorite: 'is_favorite',
  rating: 'rating',
  title: 'title',
  servings: 'servings',
  ingredients: 'ingredients',
  instructions: 'instructions',
} as const;

/** Favorite, rating (spec 001 §4) and text edits; only the fields sent change. */
@CommandHandler(UpdateRecipeCommand)
export class UpdateRecipeHandler implements ICommandHandler<UpdateRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: UpdateRecipeCommand): Promise<Recipe> {
    const { sets, params } = setClause(columns, body);
    const rows = await this.em.execute<{ id: string }[]>(`update recipes set ${sets.join(', ')} where id = ? and household_id = ? returning id`, [
      ...params,
      id,
      actor.householdId,
    ]);
    if (rows.length === 0) throw recipeNotFound();
    const recipe = await findRecipe(this.em, this.queries, actor.householdId, id);
    if (!recipe) throw recipeNotFound();
    publishAfterCommit(this.events, new RecipeChanged('updated', recipe));
    return recipe;
  }
}

