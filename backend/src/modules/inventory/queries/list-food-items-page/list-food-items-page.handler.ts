import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { encodeCursor, foodItemCursorParts, type FoodItemView, type Page } from '@sous/contracts';
import { foodItemColumnsFor, type FoodItemRow, toFoodItem, viewOf } from '../../database/food-item.row.js';
import { foodItemFilters, foodItemOrder } from '../list-food-items/food-item-filters.js';
import { ListFoodItemsPageQuery } from './list-food-items-page.query.js';

type PagedRow = FoodItemRow & { sort_name: string; sort_micros: string };

/**
 * One page of the household's food in the list's order, by keyset: the rows after the cursor's
 * (expiry, name, added, id), undated ones last. One row more than asked says whether a page follows.
 */
@QueryHandler(ListFoodItemsPageQuery)
export class ListFoodItemsPageHandler implements IQueryHandler<ListFoodItemsPageQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, filters, limit, after, fields }: ListFoodItemsPageQuery): Promise<Page<FoodItemView>> {
    const { where, params } = foodItemFilters(actor.householdId, filters);
    if (after) {
      // whole microseconds since 1970 as an interval are exact, as a float they are not
      const rest = `(lower(fi.name), fi.added_at, fi.id) > (?, timestamptz 'epoch' + (? || ' microseconds')::interval, ?::uuid)`;
      if (after.expires === null) where.push(`fi.expiration_date is null and ${rest}`);
      else {
        where.push(`(fi.expiration_date is null or fi.expiration_date > ? or (fi.expiration_date = ? and ${rest}))`);
        params.push(after.expires, after.expires);
      }
      params.push(after.name, after.micros, after.id);
    }
    const rows = await this.em.execute<PagedRow[]>(
      `select ${foodItemColumnsFor(fields)}, lower(fi.name) as sort_name, (extract(epoch from fi.added_at) * 1000000)::bigint::text as sort_micros
        from food_items fi where ${where.join(' and ')} order by ${foodItemOrder} limit ?`,
      [...params, limit + 1],
    );
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page.at(-1);
    const next = more && last ? encodeCursor(foodItemCursorParts({ expires: last.expiration_date, name: last.sort_name, micros: last.sort_micros, id: last.id })) : null;
    return { rows: page.map((row) => viewOf(toFoodItem(row), fields)), next };
  }
}
