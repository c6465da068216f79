import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Recipe } from '@sous/contracts';
import { listRecipes } from '../../application/recipes.js';
import { ListRecipesQuery } from './list-recipes.query.js';

@QueryHandler(ListRecipesQuery)
export class ListRecipesHandler implements IQueryHandler<ListRecipesQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ actor }: ListRecipesQuery): Promise<Recipe[]> {
    return listRecipes(this.em, this.queries, actor.householdId);
  }
}
