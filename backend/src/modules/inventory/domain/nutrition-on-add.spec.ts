import { nutritionOnAdd } from './nutrition-on-add.js';

const egg = {
  fdcId: 'sr:01123',
  description: 'Egg, whole, raw, fresh',
  brandOwner: null,
  foodCategory: 'Dairy and Egg Products',
  gtinUpc: null,
  dataType: 'SR Legacy',
  source: 'embedded',
  nutrients: { energyKcal: 143, protein: 12.56 },
  householdWeights: [{ description: '1 large', grams: 50 }],
};

describe('nutritionOnAdd', () => {
  it('stores nutrients per 100 g and per item, and the weight of a count', () => {
    const result = nutritionOnAdd(egg, '12', 'item');
    expect(result.weightInGrams).toBe(600);
    expect(JSON.parse(result.nutrition!)).toEqual({ per100g: egg.nutrients, perItem: { energyKcal: 71.5, protein: 6.28 }, itemGrams: 50 });
  });

  it('weighs a mass quantity directly', () => {
    expect(nutritionOnAdd(egg, '1', 'lb').weightInGrams).toBe(453.6);
  });

  it('says nothing for data it cannot read', () => {
    expect(nutritionOnAdd({ some: 'thing' }, '1', 'item')).toEqual({ nutrition: null, weightInGrams: null });
    expect(nutritionOnAdd(null, '1', 'item')).toEqual({ nutrition: null, weightInGrams: null });
  });
});
