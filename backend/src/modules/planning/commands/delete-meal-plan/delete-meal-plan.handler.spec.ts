import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { inUnitOfWork } from '#platform/events/unit-of-work.js';
import { MealPlanRemoved } from '../../events/planning.events.js';
import { DeleteMealPlanCommand } from './delete-meal-plan.command.js';
import { DeleteMealPlanHandler } from './delete-meal-plan.handler.js';

/** Meal plans by household in memory; the bus and the transaction write to one log. */
function fakePlanner(plans: { id: string; householdId: string }[]) {
  const log: string[] = [];
  const published: IEvent[] = [];
  const em = {
    execute: (sql: string, params: unknown[]) => {
      if (sql !== 'delete from meal_plans where id = ? and household_id = ? returning id') return Promise.reject(new Error(`the fake planner does not know: ${sql}`));
      const index = plans.findIndex((plan) => plan.id === params[0] && plan.householdId === params[1]);
      if (index === -1) return Promise.resolve([]);
      log.push(`delete ${String(params[0])}`);
      return Promise.resolve(plans.splice(index, 1).map(({ id }) => ({ id })));
    },
    transactional: async <T>(work: () => Promise<T>): Promise<T> => {
      log.push('begin');
      const result = await work();
      log.push('commit');
      return result;
    },
  } as unknown as SqlEntityManager;
  const bus = {
    publish: (event: IEvent) => {
      log.push(`publish ${event.constructor.name}`);
      published.push(event);
    },
  } as unknown as EventBus;
  return { em, bus, log, published, handler: new DeleteMealPlanHandler(em, bus) };
}

const cook: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'member' };

describe('DeleteMealPlanHandler with its ports faked', () => {
  it("removes the household's plan and tells the household which id went", async () => {
    const [mine, other] = [randomUUID(), randomUUID()];
    const plans = [{ id: mine, householdId: cook.householdId }, { id: other, householdId: cook.householdId }];
    const planner = fakePlanner(plans);
    await planner.handler.execute(new DeleteMealPlanCommand(cook, mine));

    expect(plans.map((plan) => plan.id)).toEqual([other]);
    expect(planner.published).toEqual([new MealPlanRemoved(cook.householdId, mine)]);
  });

  it("answers not found for another household's plan, leaving it and announcing nothing", async () => {
    const theirs = { id: randomUUID(), householdId: randomUUID() };
    const plans = [theirs];
    const planner = fakePlanner(plans);
    const error = await planner.handler.execute(new DeleteMealPlanCommand(cook, theirs.id)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ message: 'Meal plan not found' });
    expect(plans).toEqual([theirs]);
    expect(planner.published).toEqual([]);
  });

  it('inside a larger unit of work, announces the removal only once that unit commits', async () => {
    const id = randomUUID();
    const planner = fakePlanner([{ id, householdId: cook.householdId }]);
    await inUnitOfWork(planner.em, planner.bus, () => planner.handler.execute(new DeleteMealPlanCommand(cook, id)));
    expect(planner.log).toEqual(['begin', `delete ${id}`, 'commit', 'publish MealPlanRemoved']);
  });
});
