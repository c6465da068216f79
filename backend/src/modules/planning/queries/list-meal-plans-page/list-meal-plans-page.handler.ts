import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan, Page } from '@sous/contracts';
import { listMealPlanPage } from '../../application/meal-plans.js';
import { ListMealPlansPageQuery } from './list-meal-plans-page.query.js';

@QueryHandler(ListMealPlansPageQuery)
export class ListMealPlansPageHandler implements IQueryHandler<ListMealPlansPageQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ actor, range, limit, after }: ListMealPlansPageQuery): Promise<Page<MealPlan>> {
    return listMealPlanPage(this.em, this.queries, actor.householdId, range, limit, after);
  }
}
