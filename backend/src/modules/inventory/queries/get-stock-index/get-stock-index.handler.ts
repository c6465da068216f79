import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { indexStock, type StockIndex } from '@sous/kitchen';
import { ListStockQuery, type StockedLot } from '../list-stock/list-stock.query.js';
import { GetStockIndexQuery } from './get-stock-index.query.js';

interface Kept {
  fingerprint: string;
  index: StockIndex<StockedLot>;
}

// households whose index is kept; past this the least recently read is dropped
const KEPT_HOUSEHOLDS = 64;

/**
 * Reading 5,000 lots costs ≈ 160 ms on the embedded database, every cookbook and planner page
 * (issue 18); a fingerprint of exactly what that read returns costs ≈ 10 ms. The index is kept
 * under its fingerprint, so any change to a lot (from this process or another instance, committed
 * or inside the caller's own transaction) reads afresh: nothing has to remember to invalidate it.
 * A matching index also keeps its looked-up lines and totals (libs/kitchen), which later pages reuse.
 */
@QueryHandler(GetStockIndexQuery)
export class GetStockIndexHandler implements IQueryHandler<GetStockIndexQuery> {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ householdId, kind }: GetStockIndexQuery): Promise<StockIndex<StockedLot>> {
    const key = `${householdId}:${kind ?? 'all'}`;
    const fingerprint = await this.fingerprint(householdId, kind);
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept?.fingerprint === fingerprint) {
      this.kept.set(key, kept);
      return kept.index;
    }
    const index = indexStock(await this.queries.execute(new ListStockQuery(householdId, kind ? { kind } : {})));
    this.kept.set(key, { fingerprint, index });
    if (this.kept.size > KEPT_HOUSEHOLDS) this.kept.delete(this.kept.keys().next().value!);
    return index;
  }

  /**
   * Every column the stock read returns or orders by, hashed per row (64 bits) and added up with
   * the count: a different stock has a different fingerprint but for a 2⁻⁶⁴ chance.
   */
  private async fingerprint(householdId: string, kind: 'food' | undefined): Promise<string> {
    const [row] = await this.em.execute<{ lots: number; hash: string | null }[]>(
      `select count(*)::int as lots, sum(hashtextextended(row(id, name, quantity, unit, expiration_date, food_key, kind, recipe_id, food_category, added_at)::text, 0))::text as hash
         from food_items where household_id = ?${kind ? ' and kind = ?' : ''}`,
      kind ? [householdId, kind] : [householdId],
    );
    return `${row.lots}:${row.hash ?? ''}`;
  }
}
