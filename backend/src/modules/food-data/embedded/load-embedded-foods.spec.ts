import { jest } from '@jest/globals';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { collectTerms, embeddedFoodsLockKey, loadEmbeddedFoods } from './load-embedded-foods.js';
import type { EmbeddedFoodRecord } from './sr-legacy-source.js';

/** An entity manager whose transaction records the statements it is given. */
function fakeEm(marker: { version: string; food_count: number } | null) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const tx = {
    execute: (sql: string, params: unknown[] = []) => {
      statements.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      return Promise.resolve(sql.includes('from embedded_food_datasets') && marker ? [marker] : []);
    },
  };
  const em = { fork: () => ({ transactional: <T>(work: (t: typeof tx) => Promise<T>) => work(tx) }) } as unknown as SqlEntityManager;
  return { em, statements };
}

const food = (i: number): EmbeddedFoodRecord => ({
  id: `sr:${String(i).padStart(5, '0')}`,
  ndbNumber: String(i).padStart(5, '0'),
  description: i % 2 ? 'Egg, whole, raw' : 'Milk, whole',
  shortDescription: 'X',
  foodCategory: 'Dairy and Egg Products',
  headKey: 'x',
  aliasKey: null,
  rankBoost: 0,
  nutrients: { energyKcal: i },
  householdWeights: [],
  refusePercent: null,
});

describe('loadEmbeddedFoods', () => {
  it('does nothing but check under the lock when this version is loaded', async () => {
    const { em, statements } = fakeEm({ version: 'v1', food_count: 8790 });
    const source = jest.fn(() => [food(1)]);
    expect(await loadEmbeddedFoods(em, source, 'v1')).toMatchObject({ loaded: false, foodCount: 8790 });
    expect(source).not.toHaveBeenCalled();
    expect(statements.map((s) => s.sql)).toEqual([
      'select pg_advisory_xact_lock(?)',
      'select version, food_count from embedded_food_datasets where name = ?',
    ]);
    expect(statements[0].params).toEqual([embeddedFoodsLockKey]);
  });

  it('loads in one transaction: replace rows, inserts of 1,000, indexes rebuilt once, marker last', async () => {
    const { em, statements } = fakeEm({ version: 'old', food_count: 1 });
    const foods = Array.from({ length: 2500 }, (_, i) => food(i + 1));
    expect(await loadEmbeddedFoods(em, () => foods, 'v2')).toMatchObject({ loaded: true, foodCount: 2500 });
    const kinds = statements.map((s) => s.sql.split(' ').slice(0, 3).join(' '));
    expect(kinds).toEqual([
      'select pg_advisory_xact_lock(?)',
      'select version, food_count',
      'delete from embedded_food_terms',
      'delete from embedded_foods',
      'drop index if',
      'drop index if',
      'insert into embedded_foods',
      'insert into embedded_foods',
      'insert into embedded_foods',
      'insert into embedded_food_terms',
      'create index "embedded_foods_search_vector_index"',
      'create index "embedded_foods_description_trgm_index"',
      'analyze embedded_foods',
      'analyze embedded_food_terms',
      'insert into embedded_food_datasets',
    ]);
    const chunks = statements.filter((s) => s.sql.startsWith('insert into embedded_foods')).map((s) => (JSON.parse(s.params[0] as string) as unknown[]).length);
    expect(chunks).toEqual([1000, 1000, 500]);
    expect(statements.at(-1)?.params).toEqual(['sr-legacy', 'v2', 2500, expect.any(Number)]);
  });
});

describe('collectTerms', () => {
  it('counts the foods using each word of 3+ letters once per food', () => {
    expect(collectTerms([{ description: 'Egg, whole, raw, egg' }, { description: 'Milk, whole' }])).toEqual(
      expect.arrayContaining([{ term: 'egg', foods: 1 }, { term: 'whole', foods: 2 }, { term: 'raw', foods: 1 }, { term: 'milk', foods: 1 }]),
    );
  });
});
