import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan } from '@sous/contracts';
import { findMealPlan } from '../../application/meal-plans.js';
import { mealPlanNotFound } from '../../domain/planning.errors.js';
import { MealPlanChanged } from '../../events/planning.events.js';
import { UpdateMealPlanCommand } from './update-meal-plan.command.js';
import { setClause } from '#platform/database/set-clause.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

const columns = { date: 'date', mealType: 'meal_type', servings: 'servings', notes: 'notes' } as const;

@CommandHandler(UpdateMealPlanCommand)
export class UpdateMealPlanHandler implements ICommandHandler<UpdateMealPlanCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: UpdateMealPlanCommand): Promise<MealPlan> {
    const { sets, params } = setClause(columns, body);
    const rows = await this.em.execute<{ id: string }[]>(`update meal_plans set ${sets.join(', ')} where id = ? and household_id = ? returning id`, [
      ...params,
      id,
      actor.householdId,
    ]);
    if (rows.length === 0) throw mealPlanNotFound();
    const plan = await findMealPlan(this.em, this.queries, actor.householdId, id);
    if (!plan) throw mealPlanNotFound();
    publishAfterCommit(this.events, new MealPlanChanged(actor.householdId, 'updated', plan));
    return plan;
  }
}
