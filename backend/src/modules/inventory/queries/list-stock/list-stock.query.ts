import { Query } from '@nestjs/cqrs';
import type { StockLot } from '@sous/kitchen';

/** One lot as the household's cooks read it: availability, cook plans, the chef, the calendar. */
export interface StockedLot extends StockLot {
  quantity: string;
  unit: string;
  /** yyyy-MM-dd */
  expirationDate: string | null;
  foodKey: string | null;
  kind: 'food' | 'leftover';
  /** The recipe a leftover was cooked from (null for food). */
  recipeId: string | null;
  foodCategory: string | null;
}

export interface StockFilter {
  /** Only food (what recipes are cooked from) or only leftovers (cooked dishes). */
  kind?: 'food' | 'leftover';
  /** Only these lots, in one read however many; an empty list answers none. */
  ids?: readonly string[];
  /**
   * Lock the lots read (`for update`) until the caller's unit of work ends: executed inside
   * `inUnitOfWork`, the handler joins that transaction, so Cook holds what it is about to take.
   */
  lock?: boolean;
}

/**
 * Handled by inventory (issue 19, one owner per table): the household's lots in the order the
 * inventory uses them within a card (earliest expiry, then oldest), so a take planned from this
 * answer is the take `UseFoodItemCommand` makes. Another household's ids read as absent.
 */
export class ListStockQuery extends Query<StockedLot[]> {
  constructor(
    readonly householdId: string,
    readonly filter: StockFilter = {},
  ) {
    super();
  }
}
