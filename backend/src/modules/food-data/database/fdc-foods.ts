import { Inject, Injectable, Logger } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodResult } from '@sous/contracts';
import { type FdcFood, fdcFood, type FdcSearchParams, FOOD_SOURCE, type FoodSource } from '../domain/ports/food-source.port.js';
import { fdcFoodResult, fdcNutrientAmounts } from '../domain/food-results.js';

/** A cached search page is fresh this long; older pages are used only when FoodData Central fails. */
export const searchCacheDays = 7;

export interface LivePage {
  foods: FoodResult[];
  totalHits: number;
  /** live: just fetched; cache: fresh cache; stale: cache past its freshness, because the live call failed. */
  from: 'live' | 'cache' | 'stale';
}

interface CachedQueryRow {
  total_hits: number | null;
  fdc_ids: string[] | null;
  fresh: boolean;
}

/**
 * FoodData Central behind its cache (`fdc_cache` foods, `fdc_search_queries` pages, spec 001 §3).
 * Never throws for FoodData Central's failures: answers null (search) so callers fall back to the
 * embedded database.
 */
@Injectable()
export class FdcFoods {
  private readonly logger = new Logger(FdcFoods.name);

  constructor(
    private readonly em: SqlEntityManager,
    @Inject(FOOD_SOURCE) private readonly client: FoodSource,
  ) {}

  get enabled(): boolean {
    return this.client.enabled;
  }

  async search(params: FdcSearchParams, userId: string | null): Promise<LivePage | null> {
    const key = { query: params.query.trim().toLowerCase(), dataType: params.dataType.join(','), page: params.pageNumber, size: params.pageSize };
    const cached = await this.cachedPage(key);
    if (cached?.fresh) return { ...(await this.pageFromCache(cached)), from: 'cache' };
    try {
      const result = await this.client.search({ ...params, query: key.query }, userId);
      await this.store(result.foods);
      await this.storePage(key, result.totalHits, result.foods);
      return { foods: result.foods.map(fdcFoodResult), totalHits: result.totalHits, from: 'live' };
    } catch (error) {
      this.logger.warn({ err: error }, 'FoodData Central search failed; answering from the embedded database');
      return cached ? { ...(await this.pageFromCache(cached)), from: 'stale' } : null;
    }
  }

  /** A food by FoodData Central id: cache first, then live (null: unknown to both). Live errors propagate. */
  async food(fdcId: string, userId: string | null): Promise<FoodResult | null> {
    const [row] = await this.em.execute<{ full_data: unknown }[]>('select full_data from fdc_cache where fdc_id = ?', [fdcId]);
    const cached = row ? this.parse(row.full_data) : null;
    // search results carry no portions: details are fetched once and cached over them
    if (cached?.foodPortions) return fdcFoodResult(cached);
    if (!this.client.enabled) return cached ? fdcFoodResult(cached) : null;
    try {
      const food = await this.client.food(fdcId, userId);
      if (!food) return cached ? fdcFoodResult(cached) : null;
      await this.store([food]);
      return fdcFoodResult(food);
    } catch (error) {
      if (cached) return fdcFoodResult(cached);
      throw error;
    }
  }

  /** A branded food fetched before whose barcode is one of these spellings. */
  async cachedByBarcode(variants: readonly string[]): Promise<FoodResult | null> {
    const rows = await this.em.execute<{ full_data: unknown }[]>(
      `select full_data from fdc_cache
        where gtin_upc in (select jsonb_array_elements_text(?::jsonb)) order by last_accessed desc limit 1`,
      [JSON.stringify(variants)],
    );
    const food = rows[0] ? this.parse(rows[0].full_data) : null;
    return food ? fdcFoodResult(food) : null;
  }

  /** Live: a branded food with this barcode, cached; null when none. Errors propagate. */
  async liveByBarcode(code: string, variants: readonly string[], userId: string | null): Promise<FoodResult | null> {
    const result = await this.client.search({ query: code, dataType: ['Branded'], pageSize: 10, pageNumber: 1 }, userId);
    const match = result.foods.find((food) => food.gtinUpc && variants.includes(food.gtinUpc));
    if (!match) return null;
    await this.store([match]);
    return fdcFoodResult(match);
  }

  private parse(value: unknown): FdcFood | null {
    const parsed = fdcFood.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
    return parsed.success ? parsed.data : null;
  }

  private async cachedPage(key: { query: string; dataType: string; page: number; size: number }): Promise<CachedQueryRow | null> {
    const [row] = await this.em.execute<CachedQueryRow[]>(
      // as JSON, which both drivers parse: no hand-written parsing of PostgreSQL array text
      `select total_hits, array_to_json(fdc_ids) as fdc_ids, cached_at > now() - make_interval(days => ?) as fresh
         from fdc_search_queries
        where query = ? and coalesce(data_type, '') = ? and page_number = ? and page_size = ?
        order by cached_at desc limit 1`,
      [searchCacheDays, key.query, key.dataType, key.page, key.size],
    );
    return row ?? null;
  }

  private async pageFromCache(row: CachedQueryRow): Promise<Omit<LivePage, 'from'>> {
    const ids = row.fdc_ids ?? [];
    if (!ids.length) return { foods: [], totalHits: row.total_hits ?? 0 };
    const rows = await this.em.execute<{ fdc_id: string; full_data: unknown }[]>(
      `update fdc_cache set last_accessed = now()
        where fdc_id in (select jsonb_array_elements_text(?::jsonb))
        returning fdc_id, full_data`,
      [JSON.stringify(ids)],
    );
    const byId = new Map(rows.map((r) => [r.fdc_id, this.parse(r.full_data)]));
    const foods = ids.map((id) => byId.get(id)).filter((f): f is FdcFood => !!f).map(fdcFoodResult);
    return { foods, totalHits: row.total_hits ?? foods.length };
  }

  /** Upserts foods into fdc_cache; details (with portions) are never replaced by a search result. */
  private async store(foods: readonly FdcFood[]): Promise<void> {
    if (!foods.length) return;
    const rows = foods.map((food) => {
      const result = fdcFoodResult(food);
      return {
        fdc_id: result.fdcId,
        description: result.description,
        data_type: result.dataType,
        brand_owner: result.brandOwner,
        brand_name: result.brandName ?? null,
        ingredients: result.ingredients ?? null,
        serving_size: result.servingSize ?? null,
        serving_size_unit: result.servingSizeUnit ?? null,
        gtin_upc: result.gtinUpc,
        food_category: result.foodCategory,
        nutrients: fdcNutrientAmounts(food),
        full_data: food,
      };
    });
    await this.em.execute(
      `insert into fdc_cache (fdc_id, description, data_type, brand_owner, brand_name, ingredients, serving_size,
                              serving_size_unit, gtin_upc, food_category, nutrients, full_data, cached_at, last_accessed)
       select r.fdc_id, r.description, r.data_type, r.brand_owner, r.brand_name, r.ingredients, r.serving_size,
              r.serving_size_unit, r.gtin_upc, r.food_category, r.nutrients, r.full_data, now(), now()
         from jsonb_to_recordset(?::jsonb) as r(fdc_id text, description text, data_type text, brand_owner text,
              brand_name text, ingredients text, serving_size double precision, serving_size_unit text,
              gtin_upc text, food_category text, nutrients jsonb, full_data jsonb)
       on conflict (fdc_id) do update set
         description = excluded.description, data_type = excluded.data_type, brand_owner = excluded.brand_owner,
         brand_name = excluded.brand_name, ingredients = excluded.ingredients, serving_size = excluded.serving_size,
         serving_size_unit = excluded.serving_size_unit, gtin_upc = excluded.gtin_upc,
         food_category = excluded.food_category, nutrients = excluded.nutrients,
         full_data = case when fdc_cache.full_data -> 'foodPortions' is not null
                               and excluded.full_data -> 'foodPortions' is null
                          then fdc_cache.full_data else excluded.full_data end,
         cached_at = now(), last_accessed = now()`,
      [JSON.stringify(rows)],
    );
  }

  private async storePage(
    key: { query: string; dataType: string; page: number; size: number },
    totalHits: number,
    foods: readonly FdcFood[],
  ): Promise<void> {
    const ids = foods.map((food) => String(food.fdcId));
    const scores = foods.map((food) => food.score ?? null);
    await this.em.execute(
      `delete from fdc_search_queries where query = ? and coalesce(data_type, '') = ? and page_number = ? and page_size = ?`,
      [key.query, key.dataType, key.page, key.size],
    );
    await this.em.execute(
      `insert into fdc_search_queries (query, data_type, page_number, page_size, total_hits, fdc_ids, scores)
       values (?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?::jsonb)`,
      [key.query, key.dataType || null, key.page, key.size, totalHits, JSON.stringify(ids), JSON.stringify(scores)],
    );
  }
}
