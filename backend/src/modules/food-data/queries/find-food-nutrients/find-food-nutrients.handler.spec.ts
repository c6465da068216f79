import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodResult } from '@sous/contracts';
import { FindFoodNutrientsQuery } from './find-food-nutrients.query.js';
import type { EmbeddedFoodRow, EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import { FindFoodNutrientsHandler } from './find-food-nutrients.handler.js';

const row = (id: string, description: string): EmbeddedFoodRow => ({
  id,
  description,
  food_category: 'Vegetables and Vegetable Products',
  nutrients: { energyKcal: 40 },
  household_weights: '[{"description":"1 head","grams":500}]',
});
const food = (id: string, description: string): FoodResult =>
  ({ fdcId: id, description, foodCategory: null, nutrients: { energyKcal: 10 }, householdWeights: [] }) as unknown as FoodResult;

function setup() {
  const asked: string[] = [];
  const em = {
    execute: (_sql: string, [keys]: [string]) => {
      asked.push(`exact ${keys}`);
      return Promise.resolve((JSON.parse(keys) as string[]).includes('lettuce') ? [{ ...row('sr:1', 'Lettuce, raw'), key: 'lettuce' }] : []);
    },
  } as unknown as SqlEntityManager;
  const embedded = {
    findById: (id: string) => (asked.push(`id ${id}`), Promise.resolve(id === 'sr:9' ? food('sr:9', 'Kale, raw') : null)),
    search: (query: string) => (asked.push(`search ${query}`), Promise.resolve({ foods: query === 'canned tomato' ? [food('sr:2', 'Tomatoes, canned')] : [], total: 0 })),
  } as unknown as EmbeddedFoodSearch;
  return { asked, handler: new FindFoodNutrientsHandler(em, embedded) };
}

describe('FindFoodNutrientsHandler', () => {
  it('answers each lookup in order: by embedded id, else the first term named exactly or found by search', async () => {
    const { asked, handler } = setup();
    const answers = await handler.execute(
      new FindFoodNutrientsQuery([
        { searchTerms: ['Lettuces'] },
        { fdcId: 'sr:9', searchTerms: ['kale'] },
        { fdcId: '12345', name: 'Canned tomatoes', searchTerms: ['zqx', 'Canned tomatoes'] },
        { searchTerms: ['zqx'] },
        { name: 'Lettuce', searchTerms: ['zqx'] },
      ]),
    );
    expect(answers.map((answer) => answer?.description ?? null)).toEqual(['Lettuce, raw', 'Kale, raw', 'Tomatoes, canned', null, 'Lettuce, raw']);
    expect(answers[0]).toMatchObject({ fdcId: 'sr:1', nutrients: { energyKcal: 40 }, householdWeights: [{ description: '1 head', grams: 500 }] });
    // one statement for every exact name; live ids are never fetched; a name is never searched loosely; a term is searched once
    expect(asked).toEqual(['exact ["lettuce","kale","canned tomato","zqx"]', 'id sr:9', 'search zqx', 'search canned tomato']);
  });

  it('remembers answers, misses included, so a second kitchen view asks nothing', async () => {
    const { asked, handler } = setup();
    const query = new FindFoodNutrientsQuery([{ searchTerms: ['lettuce'] }, { fdcId: 'sr:9', searchTerms: [] }, { searchTerms: ['zqx'] }]);
    const first = await handler.execute(query);
    asked.length = 0;
    expect(await handler.execute(query)).toEqual(first);
    expect(asked).toEqual([]);
  });
});
