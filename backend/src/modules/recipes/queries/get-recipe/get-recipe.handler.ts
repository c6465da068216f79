import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Recipe } from '@sous/contracts';
import { findRecipe } from '../../application/recipes.js';
import { recipeNotFound } from '../../domain/recipes.errors.js';
import { GetRecipeQuery } from './get-recipe.query.js';

@QueryHandler(GetRecipeQuery)
export class GetRecipeHandler implements IQueryHandler<GetRecipeQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id }: GetRecipeQuery): Promise<Recipe> {
    const recipe = await findRecipe(this.em, this.queries, actor.householdId, id);
    if (!recipe) throw recipeNotFound();
    return recipe;
  }
}
