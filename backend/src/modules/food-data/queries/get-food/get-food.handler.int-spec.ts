import type { FoodResult } from '@sous/contracts';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { BarcodeProducts } from '../../database/barcode-products.js';
import { FoodDataUnavailableError, FoodNotFoundError } from '../../domain/food-data.errors.js';
import { ExternalServiceError } from '../../domain/ports/external-service.error.js';
import type { FdcFood, FoodSource } from '../../domain/ports/food-source.port.js';
import { EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import { FdcFoods } from '../../database/fdc-foods.js';
import { GetFoodHandler } from './get-food.handler.js';
import { GetFoodQuery } from './get-food.query.js';

const db = useTestDatabase();

const actor = { userId: 'u1', householdId: 'h1', role: 'member' as const };

// an id FoodData Central has never used, so no other suite's cache row answers for it
const oats: FdcFood = {
  fdcId: 99_173_904,
  description: 'Oats',
  dataType: 'SR Legacy',
  foodNutrients: [{ nutrient: { id: 1008, number: '208', unitName: 'kcal' }, amount: 389 }],
  foodPortions: [{ gramWeight: 81, amount: 1, measureUnit: { name: 'cup' } }],
};

/** GetFoodHandler over the real embedded foods, barcodes and FoodData Central cache; only FoodData Central itself faked. */
function setup(food: FoodSource['food']) {
  const asked: string[] = [];
  const source: FoodSource = {
    enabled: true,
    search: () => Promise.reject(new Error('not used here')),
    food: (fdcId, userId) => {
      asked.push(`${fdcId} for ${userId}`);
      return food(fdcId, userId);
    },
  };
  const { em } = db;
  const handler = new GetFoodHandler(new EmbeddedFoodSearch(em), new BarcodeProducts(em), new FdcFoods(em, source));
  return { asked, run: (id: string): Promise<FoodResult> => handler.execute(new GetFoodQuery(actor, id)) };
}

describe('GetFoodHandler on the database', () => {
  it('answers a food the source knows, caches it, and answers from the cache after', async () => {
    const { asked, run } = setup(() => Promise.resolve(oats));
    expect(await run('99173904')).toMatchObject({ fdcId: '99173904', description: 'Oats', source: 'fdc' });
    expect(asked).toEqual(['99173904 for u1']);
    const cached = await db.em.execute<{ description: string }[]>('select description from fdc_cache where fdc_id = ?', ['99173904']);
    expect(cached).toEqual([{ description: 'Oats' }]);

    expect(await run('99173904')).toMatchObject({ fdcId: '99173904', description: 'Oats' });
    expect(asked).toHaveLength(1);
  });

  it('answers an embedded food by its sr: id without asking the source', async () => {
    const [row] = await db.em.execute<{ id: string; description: string }[]>('select id, description from embedded_foods order by id limit 1');
    const { asked, run } = setup(() => Promise.reject(new Error('not asked')));
    expect(await run(row.id)).toMatchObject({ fdcId: row.id, description: row.description });
    expect(asked).toEqual([]);
  });

  it('is not found when neither the cache nor the source knows the id', async () => {
    const { run } = setup(() => Promise.resolve(null));
    await expect(run('99000999')).rejects.toBeInstanceOf(FoodNotFoundError);
    await expect(run('sr:99999999')).rejects.toBeInstanceOf(FoodNotFoundError);
  });

  it('says the food data is unavailable when the source cannot answer and nothing is cached', async () => {
    const { run } = setup(() => Promise.reject(new ExternalServiceError('FoodData Central', 'down')));
    await expect(run('99173904')).rejects.toBeInstanceOf(FoodDataUnavailableError);
  });
});
