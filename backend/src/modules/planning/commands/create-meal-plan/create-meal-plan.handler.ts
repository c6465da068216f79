import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { MealPlan } from '@sous/contracts';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { MealPlan as MealPlanEntity } from '../../domain/meal-plan.entity.js';
import { findMealPlan } from '../../application/meal-plans.js';
import { leftoverForPlan } from '../../application/leftover-lookup.js';
import { recipeOfHousehold } from '../../application/recipe-lookup.js';
import { MealPlanChanged } from '../../events/planning.events.js';
import { CreateMealPlanCommand } from './create-meal-plan.command.js';

@CommandHandler(CreateMealPlanCommand)
export class CreateMealPlanHandler implements ICommandHandler<CreateMealPlanCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /** One transaction: a failure after the insert (the re-read) must leave nothing stored. */
  execute(command: CreateMealPlanCommand): Promise<MealPlan> {
    return inUnitOfWork(this.em, this.events, () => this.create(command));
  }

  private async create({ actor, body }: CreateMealPlanCommand): Promise<MealPlan> {
    await recipeOfHousehold(this.queries, actor.householdId, body.recipeId);
    if (body.leftoverItemId) await leftoverForPlan(this.queries, actor.householdId, body.leftoverItemId, body.recipeId);
    const entity = this.em.create(MealPlanEntity, {
      householdId: actor.householdId,
      userId: actor.userId,
      recipeId: body.recipeId,
      date: body.date,
      mealType: body.mealType,
      servings: body.servings,
      notes: body.notes ?? null,
      leftoverItemId: body.leftoverItemId ?? null,
    });
    await this.em.flush();
    return publishWritten(
      this.events,
      findMealPlan(this.em, this.queries, actor.householdId, entity.id),
      (plan) => new MealPlanChanged(actor.householdId, 'created', plan),
      `Meal plan ${entity.id}`,
    );
  }
}
