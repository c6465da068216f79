import type { QueryBus } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';
import { MatchEmbeddedFoodQuery } from '../../food-data/queries/match-embedded-food/match-embedded-food.query.js';
import { matchEmbeddedFood } from './embedded-food-match.js';

/** food-data's side of the bus, counting what it is asked. */
function foodData(answer: (names: readonly string[]) => FoodResult | null) {
  const asked: string[][] = [];
  const queries = {
    execute: (query: MatchEmbeddedFoodQuery) => {
      expect(query).toBeInstanceOf(MatchEmbeddedFoodQuery);
      asked.push([...query.names]);
      return Promise.resolve(answer(query.names));
    },
  } as unknown as QueryBus;
  return { queries, asked };
}

const milk = { fdcId: 'sr:01077', description: 'Milk, whole', foodCategory: 'Dairy and Egg Products' } as FoodResult;

describe('matchEmbeddedFood keeps its answers (issue 33)', () => {
  it('asks food-data once per food, a miss included, and hands out copies', async () => {
    const { queries, asked } = foodData((names) => (names[0] === 'Milk' ? milk : null));
    const first = await matchEmbeddedFood(queries, { name: 'Milk', searchTerms: ['whole milk'] });
    const again = await matchEmbeddedFood(queries, { name: 'Milk', searchTerms: ['whole milk'] });
    expect(first).toEqual(milk);
    expect(again).toEqual(milk);
    expect(again).not.toBe(first);
    await matchEmbeddedFood(queries, { name: 'Dragon fruit jam', searchTerms: [] });
    await expect(matchEmbeddedFood(queries, { name: 'Dragon fruit jam', searchTerms: [] })).resolves.toBeNull();
    // other search terms are another question
    await matchEmbeddedFood(queries, { name: 'Milk', searchTerms: [] });
    expect(asked).toEqual([['Milk', 'whole milk'], ['Dragon fruit jam'], ['Milk']]);
  });

  it('holds at most 1,000 answers, the oldest leaving first', async () => {
    const { queries, asked } = foodData(() => null);
    for (let i = 0; i < 1001; i++) await matchEmbeddedFood(queries, { name: `Food ${i}`, searchTerms: [] });
    asked.length = 0;
    await matchEmbeddedFood(queries, { name: 'Food 1000', searchTerms: [] });
    expect(asked).toEqual([]);
    await matchEmbeddedFood(queries, { name: 'Food 0', searchTerms: [] });
    expect(asked).toEqual([['Food 0']]);
  });
});
