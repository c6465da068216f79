import type { QueryBus } from '@nestjs/cqrs';
import { ListStockQuery } from '../../inventory/queries/list-stock/list-stock.query.js';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

export const leftoverNotFound = () => new NotFoundError('planning.leftover-not-found', 'Leftover not found');

/**
 * The leftover a slot will eat: a leftover of the household (another household's id, or an
 * ordinary food's, reads as unknown) cooked from the slot's recipe, so the calendar can keep
 * showing the dish.
 */
export async function leftoverForPlan(queries: QueryBus, householdId: string, leftoverId: string, recipeId: string): Promise<void> {
  const [leftover] = await queries.execute(new ListStockQuery(householdId, { ids: [leftoverId], kind: 'leftover' }));
  if (!leftover) throw leftoverNotFound();
  if (leftover.recipeId !== recipeId) throw new DomainError('VALIDATION', 'planning.leftover-of-another-recipe', 'leftoverItemId: must be a leftover of this recipe');
}
