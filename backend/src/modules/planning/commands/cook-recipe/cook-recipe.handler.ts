import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookMealResponse, FoodItem } from '@sous/contracts';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { AddLeftoverCommand } from '../../../inventory/commands/add-leftover/add-leftover.command.js';
import { UseFoodItemCommand } from '../../../inventory/commands/use-food-item/use-food-item.command.js';
import { cookingSlot } from '../../domain/cook-now.js';
import { MealPlan as MealPlanEntity } from '../../domain/meal-plan.entity.js';
import { findMealPlan } from '../../application/meal-plans.js';
import { recipeCookPlan } from '../../application/planned-cooking.js';
import { cookAnswer } from '../../domain/cooking.js';
import { recipeOfHousehold } from '../../application/recipe-lookup.js';
import { MealPlanChanged } from '../../events/planning.events.js';
import { CookRecipeCommand } from './cook-recipe.command.js';

@CommandHandler(CookRecipeCommand)
export class CookRecipeHandler implements ICommandHandler<CookRecipeCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * One unit of work for the plan, the takes and the leftover: a cooking that fails half-way must
   * leave neither a meal that was never eaten in the planner nor food taken from the inventory.
   */
  async execute({ actor, recipeId, body, moment }: CookRecipeCommand): Promise<CookMealResponse> {
    return inUnitOfWork(this.em, this.events, async () => {
      const recipe = await recipeOfHousehold(this.queries, actor.householdId, recipeId);
      // the allocation a planned meal of these servings gets, so the preview and Cook agree
      const plan = await recipeCookPlan(this.queries, actor.householdId, recipe, body.servings);
      for (const take of plan.takes) {
        await this.commands.execute(new UseFoodItemCommand(actor, take.foodItemId, 'consumed', take.quantity));
      }
      let leftover: FoodItem | null = null;
      if (body.leftovers) {
        leftover = await this.commands.execute(new AddLeftoverCommand(actor, { recipeId, recipeTitle: recipe.title, ...body.leftovers }));
      }
      // recorded as a meal of today, already cooked, so the planner, the history and the stats count it
      const entity = this.em.create(MealPlanEntity, {
        householdId: actor.householdId,
        userId: actor.userId,
        recipeId,
        ...cookingSlot(moment, body.mealType),
        servings: body.servings,
        cookedAt: moment,
      });
      await this.em.flush();
      const mealPlan = await publishWritten(
        this.events,
        findMealPlan(this.em, this.queries, actor.householdId, entity.id),
        (row) => new MealPlanChanged(actor.householdId, 'created', row),
        `Meal plan ${entity.id}`,
      );
      return { ...cookAnswer(mealPlan, plan), leftover };
    });
  }
}
