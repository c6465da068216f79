import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan } from '@sous/contracts';
import { listMealPlans } from '../../application/meal-plans.js';
import { ListMealPlansQuery } from './list-meal-plans.query.js';

@QueryHandler(ListMealPlansQuery)
export class ListMealPlansHandler implements IQueryHandler<ListMealPlansQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ actor, range }: ListMealPlansQuery): Promise<MealPlan[]> {
    return listMealPlans(this.em, this.queries, actor.householdId, range);
  }
}
