import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan } from '@sous/contracts';
import { findMealPlan } from '../../application/meal-plans.js';
import { GetMealPlanQuery } from './get-meal-plan.query.js';

@QueryHandler(GetMealPlanQuery)
export class GetMealPlanHandler implements IQueryHandler<GetMealPlanQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  execute({ actor, id }: GetMealPlanQuery): Promise<MealPlan | null> {
    return findMealPlan(this.em, this.queries, actor.householdId, id);
  }
}
