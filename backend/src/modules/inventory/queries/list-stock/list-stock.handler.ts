import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ListStockQuery, type StockedLot } from './list-stock.query.js';

interface StockRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  expiration_date: string | null;
  food_key: string | null;
  kind: StockedLot['kind'];
  recipe_id: string | null;
  food_category: string | null;
}

@QueryHandler(ListStockQuery)
export class ListStockHandler implements IQueryHandler<ListStockQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ householdId, filter }: ListStockQuery): Promise<StockedLot[]> {
    const where = ['household_id = ?'];
    const params: unknown[] = [householdId];
    if (filter.ids) {
      const ids = [...new Set(filter.ids)];
      if (ids.length === 0) return [];
      where.push(`id in (${ids.map(() => '?').join(', ')})`);
      params.push(...ids);
    }
    if (filter.kind) {
      where.push('kind = ?');
      params.push(filter.kind);
    }
    const rows = await this.em.execute<StockRow[]>(
      `select id, name, quantity, unit, expiration_date, food_key, kind, recipe_id, food_category from food_items
        where ${where.join(' and ')} order by expiration_date asc nulls last, added_at, id${filter.lock ? ' for update' : ''}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      quantity: row.quantity,
      unit: row.unit,
      expirationDate: row.expiration_date,
      foodKey: row.food_key,
      kind: row.kind,
      recipeId: row.recipe_id,
      foodCategory: row.food_category,
    }));
  }
}
