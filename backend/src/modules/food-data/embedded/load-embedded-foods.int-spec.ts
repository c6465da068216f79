import { jest } from '@jest/globals';
import { useTestDatabase } from '../../../../test/support/test-database.js';
import { embeddedFoodGinIndexes } from '../domain/embedded-food.entity.js';
import { collectTerms, embeddedFoodsChunkSize, embeddedFoodsLockKey, loadEmbeddedFoodsIn, srLegacyDatasetName } from './load-embedded-foods.js';
import { embeddedFoodFixture } from './embedded-food-fixtures.js';

// loadEmbeddedFoods runs this in a transaction of its own; here it runs in the test's, rolled back
// after each test, so the run's embedded foods are back for the next suite
const db = useTestDatabase();

const food = (i: number) => embeddedFoodFixture(i, String(90_000 + i));

async function marker(): Promise<{ version: string; food_count: number; load_ms: number } | undefined> {
  const [row] = await db.em.execute<{ version: string; food_count: number; load_ms: number }[]>(
    'select version, food_count, load_ms from embedded_food_datasets where name = ?',
    [srLegacyDatasetName],
  );
  return row;
}

const foodIds = async () => (await db.em.execute<{ id: string }[]>('select id from embedded_foods order by id')).map((row) => row.id);

/** Whether this transaction holds the load's advisory lock (a bigint key: its high and low 32 bits). */
async function holdsLoadLock(): Promise<boolean> {
  const [row] = await db.em.execute<{ held: boolean }[]>(
    `select exists (
       select 1 from pg_locks
        where locktype = 'advisory' and pid = pg_backend_pid() and granted
          and classid::bigint = ? and objid::bigint = ?) as held`,
    [Math.floor(embeddedFoodsLockKey / 2 ** 32), embeddedFoodsLockKey % 2 ** 32],
  );
  return row.held;
}

describe('loading the embedded foods', () => {
  it('does nothing but check under the lock when this version is loaded', async () => {
    const loaded = await marker();
    expect(loaded).toBeDefined();
    const before = await foodIds();
    const source = jest.fn(() => [food(1)]);
    expect(await loadEmbeddedFoodsIn(db.em, source, loaded!.version)).toMatchObject({ loaded: false, foodCount: loaded!.food_count });
    expect(source).not.toHaveBeenCalled();
    expect(await holdsLoadLock()).toBe(true);
    expect(await foodIds()).toEqual(before);
    expect(await marker()).toEqual(loaded);
  });

  it('replaces the foods and their terms, rebuilds the search indexes and marks the version', async () => {
    const foods = Array.from({ length: embeddedFoodsChunkSize * 2 + embeddedFoodsChunkSize / 2 }, (_, i) => food(i + 1));
    expect(await holdsLoadLock()).toBe(false);
    expect(await loadEmbeddedFoodsIn(db.em, () => foods, 'test-v2')).toMatchObject({ loaded: true, foodCount: foods.length });
    expect(await holdsLoadLock()).toBe(true);

    expect(await foodIds()).toEqual(foods.map((f) => f.id));
    const [egg] = await db.em.execute<Record<string, unknown>[]>(
      `select ndb_number, description, short_description, food_category, head_key, alias_key, rank_boost, nutrients,
              household_weights, refuse_percent, search_vector is not null as searchable
         from embedded_foods where id = ?`,
      [food(1).id],
    );
    expect(egg).toEqual({
      ndb_number: '90001',
      description: 'Egg, whole, raw',
      short_description: 'X',
      food_category: 'Dairy and Egg Products',
      head_key: 'x',
      alias_key: null,
      rank_boost: 0,
      nutrients: { energyKcal: 1 },
      household_weights: [],
      refuse_percent: null,
      searchable: true,
    });
    // the search vector is built from the description
    const [found] = await db.em.execute<{ n: string | number }[]>(
      `select count(*) as n from embedded_foods where search_vector @@ to_tsquery('english', 'milk')`,
    );
    expect(Number(found.n)).toBe(foods.filter((f) => f.description.startsWith('Milk')).length);

    const terms = await db.em.execute<{ term: string; foods: number }[]>('select term, foods from embedded_food_terms order by term');
    expect(terms).toEqual([...collectTerms(foods)].sort((a, b) => a.term.localeCompare(b.term)));
    expect(terms).toEqual(expect.arrayContaining([{ term: 'whole', foods: foods.length }]));

    const indexes = await db.em.execute<{ indexname: string }[]>("select indexname from pg_indexes where tablename = 'embedded_foods'");
    expect(indexes.map((row) => row.indexname)).toEqual(expect.arrayContaining(embeddedFoodGinIndexes.map((index) => index.name)));

    expect(await marker()).toEqual({ version: 'test-v2', food_count: foods.length, load_ms: expect.any(Number) as unknown });
  });

  it('loads a version over an older one, and then does not load it again', async () => {
    await loadEmbeddedFoodsIn(db.em, () => [food(1), food(2)], 'test-v3');
    const again = jest.fn(() => [food(3)]);
    expect(await loadEmbeddedFoodsIn(db.em, again, 'test-v3')).toMatchObject({ loaded: false, foodCount: 2 });
    expect(again).not.toHaveBeenCalled();
    expect(await foodIds()).toEqual([food(1).id, food(2).id]);
  });
});
