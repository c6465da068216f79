import type { SqlEntityManager } from '@mikro-orm/sql';
import { ExternalServiceError } from '../../domain/ports/external-service.error.js';
import type { BarcodeProducts } from '../../barcodes/barcode-products.js';
import { FoodDataUnavailableError, FoodNotFoundError } from '../../domain/food-data.errors.js';
import type { FdcFood, FoodSource } from '../../domain/ports/food-source.port.js';
import type { EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import { FdcFoods } from '../../fdc/fdc-foods.js';
import { GetFoodHandler } from './get-food.handler.js';
import { GetFoodQuery } from './get-food.query.js';

const actor = { userId: 'u1', householdId: 'h1', role: 'member' as const };

const oats: FdcFood = {
  fdcId: 173904,
  description: 'Oats',
  dataType: 'SR Legacy',
  foodNutrients: [{ nutrient: { id: 1008, number: '208', unitName: 'kcal' }, amount: 389 }],
  foodPortions: [{ gramWeight: 81, amount: 1, measureUnit: { name: 'cup' } }],
};

/** GetFoodHandler over the real FdcFoods cache, with an empty database and the FoodSource port faked. */
function setup(food: FoodSource['food']) {
  const statements: string[] = [];
  const em = {
    execute: (sql: string) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return Promise.resolve([]);
    },
  } as unknown as SqlEntityManager;
  const asked: string[] = [];
  const source: FoodSource = {
    enabled: true,
    search: () => Promise.reject(new Error('not used here')),
    food: (fdcId, userId) => {
      asked.push(`${fdcId} for ${userId}`);
      return food(fdcId, userId);
    },
  };
  const handler = new GetFoodHandler({} as EmbeddedFoodSearch, {} as BarcodeProducts, new FdcFoods(em, source));
  return { asked, statements, run: (id: string) => handler.execute(new GetFoodQuery(actor, id)) };
}

describe('GetFoodHandler with a faked FoodSource', () => {
  it('answers a food the source knows and caches it', async () => {
    const { asked, statements, run } = setup(() => Promise.resolve(oats));
    expect(await run('173904')).toMatchObject({ fdcId: '173904', description: 'Oats', source: 'fdc' });
    expect(asked).toEqual(['173904 for u1']);
    expect(statements.some((sql) => sql.startsWith('insert into fdc_cache'))).toBe(true);
  });

  it('is not found when neither the cache nor the source knows the id', async () => {
    const { run } = setup(() => Promise.resolve(null));
    await expect(run('999')).rejects.toBeInstanceOf(FoodNotFoundError);
  });

  it("says the food data is unavailable when the source cannot answer and nothing is cached", async () => {
    const { run } = setup(() => Promise.reject(new ExternalServiceError('FoodData Central', 'down')));
    await expect(run('173904')).rejects.toBeInstanceOf(FoodDataUnavailableError);
  });
});
