import { randomUUID } from 'node:crypto';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { inUnitOfWork } from '#platform/events/unit-of-work.js';
import { insertHousehold, insertMealPlan, insertRecipe, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { MealPlanRemoved } from '../../events/planning.events.js';
import { DeleteMealPlanCommand } from './delete-meal-plan.command.js';
import { DeleteMealPlanHandler } from './delete-meal-plan.handler.js';

const db = useTestDatabase();

/** Two households with a planned dinner each; the handler on the test's transaction. */
async function kitchens() {
  const { em } = db;
  const [mine, theirs] = [await insertHousehold(em), await insertHousehold(em)];
  const soup = await insertRecipe(em, mine.householdId, { title: 'Soup' });
  const stew = await insertRecipe(em, theirs.householdId, { title: 'Stew' });
  const plans = {
    mine: await insertMealPlan(em, mine.householdId, soup.id),
    mineToo: await insertMealPlan(em, mine.householdId, soup.id, { meal_type: 'lunch' }),
    theirs: await insertMealPlan(em, theirs.householdId, stew.id),
  };
  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const cook: Actor = { userId: mine.userId, householdId: mine.householdId, role: 'member' };
  return { cook, plans, bus, published, handler: new DeleteMealPlanHandler(em, bus) };
}

describe('DeleteMealPlanHandler on the database', () => {
  it("removes the household's plan, only it, and tells the household which id went", async () => {
    const { cook, plans, published, handler } = await kitchens();
    await handler.execute(new DeleteMealPlanCommand(cook, plans.mine.id));

    expect(await rowById(db.em, 'meal_plans', plans.mine.id)).toBeNull();
    expect(await rowById(db.em, 'meal_plans', plans.mineToo.id)).not.toBeNull();
    expect(published).toEqual([new MealPlanRemoved(cook.householdId, plans.mine.id)]);
  });

  it("answers not found for another household's plan or an unknown id, leaving the rows and announcing nothing", async () => {
    const { cook, plans, published, handler } = await kitchens();
    for (const id of [plans.theirs.id, randomUUID()]) {
      const error = await handler.execute(new DeleteMealPlanCommand(cook, id)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ message: 'Meal plan not found' });
    }
    expect(await rowById(db.em, 'meal_plans', plans.theirs.id)).not.toBeNull();
    expect(published).toEqual([]);
  });

  it('inside a larger unit of work, announces the removal only once that unit commits, and never when it rolls back', async () => {
    const { cook, plans, bus, published, handler } = await kitchens();
    await inUnitOfWork(db.em, bus, async () => {
      await handler.execute(new DeleteMealPlanCommand(cook, plans.mine.id));
      expect(published).toEqual([]);
    });
    expect(published).toEqual([new MealPlanRemoved(cook.householdId, plans.mine.id)]);

    published.length = 0;
    const failed = inUnitOfWork(db.em, bus, async () => {
      await handler.execute(new DeleteMealPlanCommand(cook, plans.mineToo.id));
      throw new Error('a later step of the unit failed');
    });
    await expect(failed).rejects.toThrow('a later step of the unit failed');
    expect(await rowById(db.em, 'meal_plans', plans.mineToo.id)).not.toBeNull();
    expect(published).toEqual([]);
  });
});
