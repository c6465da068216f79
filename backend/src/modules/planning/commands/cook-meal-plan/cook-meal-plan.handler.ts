import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookMealResponse, FoodItem } from '@sous/contracts';
import { DomainError } from '#platform/errors/domain-error.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { AddLeftoverCommand } from '../../../inventory/commands/add-leftover/add-leftover.command.js';
import { UseFoodItemCommand } from '../../../inventory/commands/use-food-item/use-food-item.command.js';
import { findMealPlan } from '../../application/meal-plans.js';
import { cookPlanOf } from '../../application/planned-cooking.js';
import { cookAnswer } from '../../domain/cooking.js';
import { mealPlanNotFound } from '../../domain/planning.errors.js';
import { MealPlanChanged } from '../../events/planning.events.js';
import { CookMealPlanCommand } from './cook-meal-plan.command.js';

@CommandHandler(CookMealPlanCommand)
export class CookMealPlanHandler implements ICommandHandler<CookMealPlanCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, id, body }: CookMealPlanCommand): Promise<CookMealResponse> {
    return inUnitOfWork(this.em, this.events, async () => {
      const before = await findMealPlan(this.em, this.queries, actor.householdId, id);
      if (!before) throw mealPlanNotFound();
      // what is not eaten of a leftover stays in its own lot: there is nothing new to put away
      if (body.leftovers && before.leftover) throw new DomainError('VALIDATION', 'planning.leftover-kept-in-leftover', 'leftovers: this meal eats a leftover; what is left stays in it');
      // the same plan the preview showed, computed under the plan's lock
      const plan = await cookPlanOf(this.em, this.queries, actor.householdId, id, true);
      for (const take of plan.takes) {
        await this.commands.execute(new UseFoodItemCommand(actor, take.foodItemId, 'consumed', take.quantity));
      }
      // in the same transaction: a leftover saved for a cooking that failed would be food that never was
      let leftover: FoodItem | null = null;
      if (body.leftovers) {
        leftover = await this.commands.execute(
          new AddLeftoverCommand(actor, { recipeId: before.recipeId, recipeTitle: before.recipe.title, ...body.leftovers }),
        );
      }
      await this.em.execute('update meal_plans set cooked_at = now() where id = ?', [id]);
      const cooked = await findMealPlan(this.em, this.queries, actor.householdId, id);
      if (!cooked) throw mealPlanNotFound();
      publishAfterCommit(this.events, new MealPlanChanged(actor.householdId, 'updated', cooked));
      return { ...cookAnswer(cooked, plan), leftover };
    });
  }
}
