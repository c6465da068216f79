import type { SqlEntityManager } from '@mikro-orm/sql';
import { type CookPlan, planCooking, type StockLot } from '@sous/kitchen';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { eatLeftover } from '../domain/cooking.js';
import { mealPlanNotFound } from '../domain/planning.errors.js';

interface StockRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expiration_date: string | null;
  food_key: string | null;
}

/**
 * The household's lots (leftovers aside: a cooked dish is no recipe's ingredient) in the order the inventory uses them within a card (earliest expiry, then
 * oldest), so a take planned here is the take the inventory's use command makes.
 */
export async function householdStock(em: SqlEntityManager, householdId: string): Promise<StockLot[]> {
  const rows = await em.execute<StockRow[]>(
    `select id, name, quantity, unit, expiration_date, food_key from food_items
      where household_id = ? and kind = 'food' order by expiration_date asc nulls last, added_at, id`,
    [householdId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, quantity: row.quantity, unit: row.unit, expirationDate: row.expiration_date, foodKey: row.food_key }));
}

/**
 * The cook plan of a planned meal against the inventory as it is now: what Cook would take and
 * what it lacks. Both the preview and Cook call this (Cook inside its transaction, locking the
 * plan), which is why the pre-cook summary and the result always agree. 404 for another
 * household's plan, 409 once cooked.
 */
export async function cookPlanOf(em: SqlEntityManager, householdId: string, id: string, lock = false): Promise<CookPlan> {
  const [plan] = await em.execute<
    { servings: number; cooked_at: Date | null; recipe_servings: number | null; ingredients: string[]; leftover_item_id: string | null }[]
  >(
    `select m.servings, m.cooked_at, r.servings as recipe_servings, r.ingredients, m.leftover_item_id
       from meal_plans m join recipes r on r.id = m.recipe_id where m.id = ? and m.household_id = ?${lock ? ' for update of m' : ''}`,
    [id, householdId],
  );
  if (!plan) throw mealPlanNotFound();
  if (plan.cooked_at) throw new DomainError('CONFLICT', 'This meal was already cooked');
  if (plan.leftover_item_id) {
    const [leftover] = await em.execute<StockRow[]>(
      `select id, name, quantity, unit, expiration_date, food_key from food_items where id = ?${lock ? ' for update' : ''}`,
      [plan.leftover_item_id],
    );
    // the link is cleared when the leftover goes; a row read here is the slot's leftover
    if (leftover) return eatLeftover(leftover, plan.servings);
  }
  return planCooking(plan.ingredients, plan.recipe_servings, plan.servings, await householdStock(em, householdId));
}

/**
 * The cook plan of a recipe cooked without a plan, at `servings`: the very allocation a planned
 * meal of that recipe and those servings gets, against the inventory as it is now.
 */
export async function recipeCookPlan(
  em: SqlEntityManager,
  householdId: string,
  recipe: { servings: number | null; ingredients: string[] },
  servings: number,
): Promise<CookPlan> {
  return planCooking(recipe.ingredients, recipe.servings, servings, await householdStock(em, householdId));
}
