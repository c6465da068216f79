import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Page, Recipe } from '@sous/contracts';
import { listRecipePage } from '../../application/recipes.js';
import { ListRecipesPageQuery } from './list-recipes-page.query.js';

@QueryHandler(ListRecipesPageQuery)
export class ListRecipesPageHandler implements IQueryHandler<ListRecipesPageQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ actor, limit, after }: ListRecipesPageQuery): Promise<Page<Recipe>> {
    return listRecipePage(this.em, this.queries, actor.householdId, limit, after);
  }
}
