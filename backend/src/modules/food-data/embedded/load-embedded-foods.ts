import type { SqlEntityManager } from '@mikro-orm/sql';
import { embeddedFoodGinIndexes } from '../domain/embedded-food.entity.js';
import { type EmbeddedFoodRecord, readSrLegacy, srLegacyDatasetVersion } from './sr-legacy-source.js';

export const srLegacyDatasetName = 'sr-legacy';
/** pg_advisory_xact_lock key of the load ("SOUSFOOD" in spirit): any constant shared by all processes. */
export const embeddedFoodsLockKey = 7_301_968_231;
// rows per insert: each statement's JSON parameter and recordset live in PGlite's WebAssembly
// memory, which keeps its high-water mark; 1,000 rows a statement raised the first boot's peak by
// ~140 MB, 50 by nothing measurable (issue 33, bench/README.md) at about the same load time
export const embeddedFoodsChunkSize = 50;
const chunkSize = embeddedFoodsChunkSize;

export interface EmbeddedFoodsLoad {
  /** false: the database already held this version (another process or an earlier boot loaded it). */
  loaded: boolean;
  foodCount: number;
  ms: number;
}

/** Every word of 3+ letters in the descriptions, with the number of foods that use it. */
export function collectTerms(foods: readonly Pick<EmbeddedFoodRecord, 'description'>[]): { term: string; foods: number }[] {
  const counts = new Map<string, number>();
  for (const food of foods) {
    const words = new Set(food.description.toLowerCase().match(/[a-z]{3,}/g) ?? []);
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].map(([term, count]) => ({ term, foods: count }));
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

const insertFoods = `
  insert into embedded_foods
    (id, ndb_number, description, short_description, food_category, head_key, alias_key, rank_boost, nutrients,
     household_weights, refuse_percent, search_vector)
  select r.id, r.ndb_number, r.description, r.short_description, r.food_category, r.head_key, r.alias_key, r.rank_boost,
         r.nutrients, r.household_weights, r.refuse_percent,
         setweight(to_tsvector('english', split_part(r.description, ',', 1)), 'A')
           || setweight(to_tsvector('english', r.description), 'C')
    from jsonb_to_recordset(?::jsonb) as r(
      id text, ndb_number text, description text, short_description text, food_category text,
      head_key text, alias_key text, rank_boost double precision, nutrients jsonb, household_weights jsonb,
      refuse_percent double precision)`;

const insertTerms = `
  insert into embedded_food_terms (term, foods)
  select r.term, r.foods from jsonb_to_recordset(?::jsonb) as r(term text, foods int)`;

/** The foods as the rows of each insert: `embeddedFoodsChunkSize` a statement, in the columns' names. */
export function embeddedFoodRowChunks(foods: readonly EmbeddedFoodRecord[]): Record<string, unknown>[][] {
  return [...chunks(foods, chunkSize)].map((chunk) =>
    chunk.map((food) => ({
      id: food.id,
      ndb_number: food.ndbNumber,
      description: food.description,
      short_description: food.shortDescription,
      food_category: food.foodCategory,
      head_key: food.headKey,
      alias_key: food.aliasKey,
      rank_boost: food.rankBoost,
      nutrients: food.nutrients,
      household_weights: food.householdWeights,
      refuse_percent: food.refusePercent,
    })),
  );
}

/**
 * Loads USDA SR Legacy into `embedded_foods` unless this version is there already: one
 * transaction under an advisory lock, so two processes starting together load once and a crash
 * leaves nothing half-loaded; bulk inserts of `embeddedFoodsChunkSize` rows from one JSON parameter
 * each, with the GIN indexes dropped during the inserts and rebuilt once at the end (same transaction).
 */
export async function loadEmbeddedFoods(
  em: SqlEntityManager,
  source: () => EmbeddedFoodRecord[] = readSrLegacy,
  version = srLegacyDatasetVersion,
): Promise<EmbeddedFoodsLoad> {
  const started = performance.now();
  return em.fork().transactional((tx) => loadEmbeddedFoodsIn(tx, source, version, started));
}

/**
 * The load inside the caller's transaction `tx` (what `loadEmbeddedFoods` runs in its own): the lock
 * is held, and the rows replaced, until it ends.
 */
export async function loadEmbeddedFoodsIn(
  tx: SqlEntityManager,
  source: () => EmbeddedFoodRecord[],
  version: string,
  started = performance.now(),
): Promise<EmbeddedFoodsLoad> {
  await tx.execute('select pg_advisory_xact_lock(?)', [embeddedFoodsLockKey]);
  const [marker] = await tx.execute<{ version: string; food_count: number }[]>(
    'select version, food_count from embedded_food_datasets where name = ?',
    [srLegacyDatasetName],
  );
  if (marker?.version === version) return { loaded: false, foodCount: marker.food_count, ms: performance.now() - started };

  const foods = source();
  await tx.execute('delete from embedded_food_terms');
  await tx.execute('delete from embedded_foods');
  // building a GIN index once over 8,790 rows is ~5x faster than growing it row by row
  for (const index of embeddedFoodGinIndexes) await tx.execute(`drop index if exists "${index.name}"`);
  for (const rows of embeddedFoodRowChunks(foods)) await tx.execute(insertFoods, [JSON.stringify(rows)]);
  for (const chunk of chunks(collectTerms(foods), chunkSize * 5)) {
    await tx.execute(insertTerms, [JSON.stringify(chunk)]);
  }
  for (const index of embeddedFoodGinIndexes) await tx.execute(index.expression);
  // fresh statistics, so the planner uses the GIN indexes from the first search on
  await tx.execute('analyze embedded_foods');
  await tx.execute('analyze embedded_food_terms');
  const ms = Math.round(performance.now() - started);
  await tx.execute(
    `insert into embedded_food_datasets (name, version, food_count, load_ms, loaded_at) values (?, ?, ?, ?, now())
     on conflict (name) do update set version = excluded.version, food_count = excluded.food_count,
       load_ms = excluded.load_ms, loaded_at = excluded.loaded_at`,
    [srLegacyDatasetName, version, foods.length, ms],
  );
  return { loaded: true, foodCount: foods.length, ms };
}
