import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { mealPlanNotFound } from '../../domain/planning.errors.js';
import { MealPlanRemoved } from '../../events/planning.events.js';
import { DeleteMealPlanCommand } from './delete-meal-plan.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(DeleteMealPlanCommand)
export class DeleteMealPlanHandler implements ICommandHandler<DeleteMealPlanCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: DeleteMealPlanCommand): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>('delete from meal_plans where id = ? and household_id = ? returning id', [id, actor.householdId]);
    if (rows.length === 0) throw mealPlanNotFound();
    publishAfterCommit(this.events, new MealPlanRemoved(actor.householdId, id));
  }
}
