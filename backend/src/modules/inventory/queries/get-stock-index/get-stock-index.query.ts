import { Query } from '@nestjs/cqrs';
import type { StockIndex } from '@sous/kitchen';
import type { StockedLot } from '../list-stock/list-stock.query.js';

/**
 * Handled by inventory: the household's lots (all, or only food) indexed for matching recipe lines,
 * in the order `ListStockQuery` gives them. For reads that match many recipes against the stock
 * (cookbook and planner pages): the index is kept between requests while the stock is unchanged.
 * Writes that take from the stock (Cook) read `ListStockQuery` inside their unit of work instead.
 */
export class GetStockIndexQuery extends Query<StockIndex<StockedLot>> {
  constructor(
    readonly householdId: string,
    readonly kind?: 'food',
  ) {
    super();
  }
}
