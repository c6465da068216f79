import type { SqlEntityManager } from '@mikro-orm/sql';
import { DomainError, NotFoundError } from '../../../platform/errors/domain-error.js';

export const leftoverNotFound = () => new NotFoundError('Leftover not found');

/**
 * The leftover a slot will eat: a leftover of the household (another household's id, or an
 * ordinary food's, reads as unknown) cooked from the slot's recipe, so the calendar can keep
 * showing the dish.
 */
export async function leftoverForPlan(em: SqlEntityManager, householdId: string, leftoverId: string, recipeId: string): Promise<void> {
  const [row] = await em.execute<{ recipe_id: string | null }[]>(
    `select recipe_id from food_items where id = ? and household_id = ? and kind = 'leftover'`,
    [leftoverId, householdId],
  );
  if (!row) throw leftoverNotFound();
  if (row.recipe_id !== recipeId) throw new DomainError('VALIDATION', 'leftoverItemId: must be a leftover of this recipe');
}
