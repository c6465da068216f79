import { Injectable } from '@nestjs/common';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodResult } from '@sous/contracts';
import { offProduct } from '../domain/ports/product-source.port.js';
import { type HouseholdProductRow, householdFoodResult, offFoodResult } from '../domain/food-results.js';

/** How long an Open Food Facts answer is reused, and how long "no source knows this code" is. */
export const sharedLookupDays = 30;
export const unknownCodeHours = 24;

const householdColumns = 'id, barcode_number, title, brand, category, created_at';

export type SharedLookup = { kind: 'found'; food: FoodResult } | { kind: 'unknown' };

/**
 * `barcode_products` (spec 001 §3): rows with a household are products that household named
 * itself, private to it; rows without are Open Food Facts answers (and remembered misses) shared
 * by the instance. A code is unique per household and once among the shared rows.
 */
@Injectable()
export class BarcodeProducts {
  constructor(private readonly em: SqlEntityManager) {}

  async ofHousehold(householdId: string, variants: readonly string[]): Promise<HouseholdProductRow | null> {
    const rows = await this.em.execute<HouseholdProductRow[]>(
      `select ${householdColumns} from barcode_products
        where household_id = ? and barcode_number in (select jsonb_array_elements_text(?::jsonb))
        order by (barcode_number = ?) desc, created_at limit 1`,
      [householdId, JSON.stringify(variants), variants[0]],
    );
    return rows[0] ?? null;
  }

  /** The household's named products whose title, brand or code matches a search. */
  async searchHousehold(householdId: string, query: string, limit: number): Promise<FoodResult[]> {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.em.execute<HouseholdProductRow[]>(
      `select ${householdColumns} from barcode_products
        where household_id = ?
          and (title ilike ? or brand ilike ? or barcode_number = ? or word_similarity(?, title) >= 0.5)
        order by (title ilike ?) desc, word_similarity(?, title) desc, title
        limit ?`,
      [householdId, pattern, pattern, query, query, pattern, query, limit],
    );
    return rows.map(householdFoodResult);
  }

  async findHouseholdFood(householdId: string, code: string): Promise<FoodResult | null> {
    const row = await this.ofHousehold(householdId, [code]);
    return row ? householdFoodResult(row) : null;
  }

  /** A shared answer still valid: a product Open Food Facts knew, or a remembered miss. */
  async shared(variants: readonly string[]): Promise<SharedLookup | null> {
    const rows = await this.em.execute<{ barcode_number: string; lookup_failed: boolean; raw_data: unknown }[]>(
      `select barcode_number, lookup_failed, raw_data from barcode_products
        where household_id is null and barcode_number in (select jsonb_array_elements_text(?::jsonb))
          and (expires_at is null or expires_at > now())
        order by lookup_failed, cached_at desc limit 1`,
      [JSON.stringify(variants)],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.lookup_failed) return { kind: 'unknown' };
    const product = offProduct.safeParse(typeof row.raw_data === 'string' ? JSON.parse(row.raw_data) : row.raw_data);
    return product.success ? { kind: 'found', food: offFoodResult(row.barcode_number, product.data) } : null;
  }

  async findSharedFood(code: string): Promise<FoodResult | null> {
    const found = await this.shared([code]);
    return found?.kind === 'found' ? found.food : null;
  }

  async rememberOpenFoodFacts(code: string, food: FoodResult, raw: unknown): Promise<void> {
    await this.upsertShared(code, {
      title: food.description,
      brand: food.brandOwner,
      category: food.foodCategory,
      lookupFailed: false,
      raw,
      expiresSql: `now() + make_interval(days => ${sharedLookupDays})`,
    });
  }

  async rememberUnknown(code: string): Promise<void> {
    await this.upsertShared(code, {
      title: code,
      brand: null,
      category: null,
      lookupFailed: true,
      raw: null,
      expiresSql: `now() + make_interval(hours => ${unknownCodeHours})`,
    });
  }

  /**
   * Names a code for a household: a new row, or a new name for the household's earlier one. The
   * caller learns which (`created`), so the answer can be 201 or 200.
   */
  async name(
    householdId: string,
    product: { barcode: string; title: string; brand: string | null; category: string | null },
  ): Promise<{ row: HouseholdProductRow; created: boolean }> {
    const [row] = await this.em.execute<(HouseholdProductRow & { created: boolean })[]>(
      `insert into barcode_products (household_id, barcode_number, title, brand, category, source, last_update)
       values (?, ?, ?, ?, ?, 'household', now())
       on conflict (household_id, barcode_number) do update set
         title = excluded.title, brand = excluded.brand, category = excluded.category, last_update = now()
       returning ${householdColumns}, (xmax = 0) as created`,
      [householdId, product.barcode, product.title, product.brand, product.category],
    );
    const { created, ...rest } = row;
    return { row: rest, created };
  }

  private async upsertShared(
    code: string,
    value: { title: string; brand: string | null; category: string | null; lookupFailed: boolean; raw: unknown; expiresSql: string },
  ): Promise<void> {
    await this.em.execute(
      `insert into barcode_products (household_id, barcode_number, title, brand, category, source, raw_data,
                                     lookup_failed, cached_at, expires_at, last_update)
       values (null, ?, ?, ?, ?, 'openfoodfacts', ?::jsonb, ?, now(), ${value.expiresSql}, now())
       on conflict (household_id, barcode_number) do update set
         title = excluded.title, brand = excluded.brand, category = excluded.category, raw_data = excluded.raw_data,
         lookup_failed = excluded.lookup_failed, cached_at = now(), expires_at = excluded.expires_at, last_update = now()`,
      [code, value.title, value.brand, value.category, JSON.stringify(value.raw), value.lookupFailed],
    );
  }
}
