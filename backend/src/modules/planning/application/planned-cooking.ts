import type { QueryBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type CookPlan, planCooking } from '@sous/kitchen';
import { ListStockQuery, type StockedLot } from '../../inventory/queries/list-stock/list-stock.query.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { eatLeftover } from '../domain/cooking.js';
import { mealPlanNotFound } from '../domain/planning.errors.js';
import { planToCook } from '../database/meal-plan.row.js';
import { recipesById } from './recipe-lookup.js';

/**
 * The household's lots (leftovers aside: a cooked dish is no recipe's ingredient) in the order the inventory uses them within a card (earliest expiry, then
 * oldest), so a take planned here is the take the inventory's use command makes.
 */
export function householdStock(queries: QueryBus, householdId: string): Promise<StockedLot[]> {
  return queries.execute(new ListStockQuery(householdId, { kind: 'food' }));
}

/**
 * The cook plan of a planned meal against the inventory as it is now: what Cook would take and
 * what it lacks. Both the preview and Cook call this (Cook inside its unit of work, locking the
 * plan and the leftover it eats: the inventory's handler joins that transaction), which is why the
 * pre-cook summary and the result always agree. 404 for another household's plan, 409 once cooked.
 */
export async function cookPlanOf(em: SqlEntityManager, queries: QueryBus, householdId: string, id: string, lock = false): Promise<CookPlan> {
  const plan = await planToCook(em, householdId, id, lock);
  if (!plan) throw mealPlanNotFound();
  if (plan.cooked_at) throw new DomainError('CONFLICT', 'planning.already-cooked', 'This meal was already cooked');
  if (plan.leftover_item_id) {
    const [leftover] = await queries.execute(new ListStockQuery(householdId, { ids: [plan.leftover_item_id], lock }));
    // the link is cleared when the leftover goes; a lot found here is the slot's leftover
    if (leftover) return eatLeftover(leftover, plan.servings);
  }
  // a plan goes with its recipe (cascade); one without reads as unknown, as the join this replaced did
  const recipe = (await recipesById(queries, householdId, [plan.recipe_id])).get(plan.recipe_id);
  if (!recipe) throw mealPlanNotFound();
  return planCooking(recipe.ingredients, recipe.servings, plan.servings, await householdStock(queries, householdId));
}

/**
 * The cook plan of a recipe cooked without a plan, at `servings`: the very allocation a planned
 * meal of that recipe and those servings gets, against the inventory as it is now.
 */
export async function recipeCookPlan(
  queries: QueryBus,
  householdId: string,
  recipe: { servings: number | null; ingredients: string[] },
  servings: number,
): Promise<CookPlan> {
  return planCooking(recipe.ingredients, recipe.servings, servings, await householdStock(queries, householdId));
}
