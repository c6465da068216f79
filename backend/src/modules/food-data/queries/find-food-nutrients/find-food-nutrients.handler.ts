import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodResult } from '@sous/contracts';
import { FindFoodNutrientsQuery, type FoodNutrientsLookup } from './find-food-nutrients.query.js';
import { EmbeddedFoodSearch, type EmbeddedFoodRow, toEmbeddedFoodResult } from '../../embedded/embedded-food-search.js';
import { normalizeKey } from '../../embedded/sr-ranking.js';

const CACHE_LIMIT = 5_000;

/**
 * For each key, the embedded food whose name (before the first comma) or staple name is exactly
 * that key — a staple's name first, then the static rank — in one statement for all keys.
 */
const exactNames = `
  select distinct on (t.key) t.key, f.id, f.description, f.food_category, f.nutrients, f.household_weights
    from jsonb_array_elements_text(?::jsonb) as t(key)
    join embedded_foods f on f.alias_key = t.key or f.head_key = t.key
   order by t.key, (f.alias_key = t.key) desc, f.rank_boost desc, f.id`;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * The embedded foods behind a list of lookups (published query of food-data, for the nutrition
 * summary). An `sr:` id is read directly; else a food named exactly by the food's name (the rule
 * inventory links added food by); else the first search term that names a food exactly or, failing
 * that, finds one through the ranked search of `GET /api/usda/search`. The embedded database only
 * changes at boot, so answers are remembered per process: a kitchen costs one statement and a few
 * searches the first time and nothing after.
 */
@QueryHandler(FindFoodNutrientsQuery)
export class FindFoodNutrientsHandler implements IQueryHandler<FindFoodNutrientsQuery> {
  private readonly byId = new Map<string, FoodResult | null>();
  private readonly named = new Map<string, FoodResult | null>();
  private readonly searched = new Map<string, FoodResult | null>();

  constructor(
    private readonly em: SqlEntityManager,
    private readonly embedded: EmbeddedFoodSearch,
  ) {}

  async execute({ lookups }: FindFoodNutrientsQuery): Promise<(FoodResult | null)[]> {
    await this.learnExactNames(lookups.flatMap((lookup) => [lookup.name ?? '', ...lookup.searchTerms].map(normalizeKey)));
    const answers: (FoodResult | null)[] = [];
    // one at a time: PGlite is a single session, so parallel searches would only queue
    for (const lookup of lookups) answers.push(await this.find(lookup));
    return answers;
  }

  /** Looks up, in one statement, the keys never looked up before. */
  private async learnExactNames(keys: readonly string[]): Promise<void> {
    const fresh = [...new Set(keys.filter((key) => key !== '' && !this.named.has(key)))];
    if (fresh.length === 0) return;
    const rows = await this.em.execute<(EmbeddedFoodRow & { key: string })[]>(exactNames, [JSON.stringify(fresh)]);
    const found = new Map(rows.map((row) => [row.key, toEmbeddedFoodResult(row)]));
    for (const key of fresh) remember(this.named, key, found.get(key) ?? null);
  }

  private async find({ fdcId, name, searchTerms }: FoodNutrientsLookup): Promise<FoodResult | null> {
    if (fdcId?.startsWith('sr:')) {
      const food = this.byId.has(fdcId) ? this.byId.get(fdcId) : remember(this.byId, fdcId, await this.embedded.findById(fdcId));
      if (food) return food;
    }
    // the name counts only when it names a food exactly: searched loosely, "Steak" finds Salisbury steak
    const byName = this.named.get(normalizeKey(name ?? ''));
    if (byName) return byName;
    for (const term of searchTerms) {
      const key = normalizeKey(term);
      if (key === '') continue;
      const food = this.named.get(key) ?? (await this.searchOnce(key));
      if (food) return food;
    }
    return null;
  }

  private async searchOnce(key: string): Promise<FoodResult | null> {
    if (this.searched.has(key)) return this.searched.get(key) ?? null;
    return remember(this.searched, key, (await this.embedded.search(key, 1, 0)).foods[0] ?? null);
  }
}
