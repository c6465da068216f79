import { collectTerms, embeddedFoodRowChunks, embeddedFoodsChunkSize } from './load-embedded-foods.js';
import { embeddedFoodFixture } from './embedded-food-fixtures.js';

// the load itself, on the database: load-embedded-foods.int-spec.ts

const food = (i: number) => embeddedFoodFixture(i, String(i).padStart(5, '0'));

describe('embeddedFoodRowChunks', () => {
  it('cuts the foods into inserts of a chunk each, in order, the last one the rest', () => {
    const size = embeddedFoodsChunkSize;
    const foods = Array.from({ length: size * 2 + size / 2 }, (_, i) => food(i + 1));
    const chunks = embeddedFoodRowChunks(foods);
    expect(chunks.map((rows) => rows.length)).toEqual([size, size, size / 2]);
    expect(chunks.flat().map((row) => row.id)).toEqual(foods.map((f) => f.id));
  });

  it("names each food's fields by their columns", () => {
    expect(embeddedFoodRowChunks([food(7)])).toEqual([
      [
        {
          id: 'sr:00007',
          ndb_number: '00007',
          description: 'Egg, whole, raw',
          short_description: 'X',
          food_category: 'Dairy and Egg Products',
          head_key: 'x',
          alias_key: null,
          rank_boost: 0,
          nutrients: { energyKcal: 7 },
          household_weights: [],
          refuse_percent: null,
        },
      ],
    ]);
  });
});

describe('collectTerms', () => {
  it('counts the foods using each word of 3+ letters once per food', () => {
    expect(collectTerms([{ description: 'Egg, whole, raw, egg' }, { description: 'Milk, whole' }])).toEqual(
      expect.arrayContaining([{ term: 'egg', foods: 1 }, { term: 'whole', foods: 2 }, { term: 'raw', foods: 1 }, { term: 'milk', foods: 1 }]),
    );
  });
});
