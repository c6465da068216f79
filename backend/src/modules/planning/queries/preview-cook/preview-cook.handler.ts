import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookMealResponse } from '@sous/contracts';
import { findMealPlan } from '../../application/meal-plans.js';
import { cookPlanOf } from '../../application/planned-cooking.js';
import { cookAnswer } from '../../domain/cooking.js';
import { mealPlanNotFound } from '../../domain/planning.errors.js';
import { PreviewCookQuery } from './preview-cook.query.js';

/** A dry run of Cook: the same planning function, nothing written. */
@QueryHandler(PreviewCookQuery)
export class PreviewCookHandler implements IQueryHandler<PreviewCookQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id }: PreviewCookQuery): Promise<CookMealResponse> {
    const plan = await cookPlanOf(this.em, this.queries, actor.householdId, id);
    const mealPlan = await findMealPlan(this.em, this.queries, actor.householdId, id);
    if (!mealPlan) throw mealPlanNotFound();
    return cookAnswer(mealPlan, plan);
  }
}
