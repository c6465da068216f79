import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { servingsScaleFactor } from '@sous/kitchen';
import type { CookMealResponse } from '@sous/contracts';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { inUnitOfWork, publishAfterCommit } from '../../../../platform/events/unit-of-work.js';
import { UseFoodItemCommand } from '../../../../platform/integration/inventory/use-food-item.command.js';
import { planCooking, type StockItem } from '../../domain/cook-plan.js';
import { findMealPlan } from '../../domain/meal-plan.row.js';
import { mealPlanNotFound } from '../../domain/planning.errors.js';
import { MealPlanChanged } from '../../events/planning.events.js';
import { CookMealPlanCommand } from './cook-meal-plan.command.js';

@CommandHandler(CookMealPlanCommand)
export class CookMealPlanHandler implements ICommandHandler<CookMealPlanCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id }: CookMealPlanCommand): Promise<CookMealResponse> {
    return inUnitOfWork(this.em, this.events, async () => {
      const [plan] = await this.em.execute<{ servings: number; cooked_at: Date | null; recipe_servings: number | null; ingredients: string[] }[]>(
        `select m.servings, m.cooked_at, r.servings as recipe_servings, r.ingredients
           from meal_plans m join recipes r on r.id = m.recipe_id where m.id = ? and m.household_id = ? for update of m`,
        [id, actor.householdId],
      );
      if (!plan) throw mealPlanNotFound();
      if (plan.cooked_at) throw new DomainError('CONFLICT', 'This meal was already cooked');
      const stock = await this.em.execute<{ id: string; name: string; quantity: string; unit: string; expiration_date: string | null }[]>(
        'select id, name, quantity, unit, expiration_date from food_items where household_id = ?',
        [actor.householdId],
      );
      const { takes, lacking } = planCooking(
        plan.ingredients,
        servingsScaleFactor(plan.servings, plan.recipe_servings),
        stock.map((s): StockItem => ({ id: s.id, name: s.name, quantity: s.quantity, unit: s.unit, expirationDate: s.expiration_date })),
      );
      for (const take of takes) {
        await this.commands.execute(new UseFoodItemCommand(actor, take.foodItemId, 'consumed', take.quantity));
      }
      await this.em.execute('update meal_plans set cooked_at = now() where id = ?', [id]);
      const cooked = await findMealPlan(this.em, actor.householdId, id);
      if (!cooked) throw mealPlanNotFound();
      publishAfterCommit(this.events, new MealPlanChanged(actor.householdId, 'updated', cooked));
      return {
        mealPlan: cooked,
        used: takes.map((t) => ({ ingredient: t.ingredient, foodItemName: t.foodItemName, quantity: t.quantity, unit: t.unit })),
        lacking,
      };
    });
  }
}
