import { convertFoodParts } from './food-parts.js';

describe('convertFoodParts', () => {
  it('turns cloves of garlic into heads and back, however the food is written', () => {
    expect(convertFoodParts(4, 'cloves', 'head', 'garlic, minced')).toBeCloseTo(0.4, 9);
    expect(convertFoodParts(0.5, 'head', 'clove', 'Garlic')).toBe(5);
    // a garlic counted as items is a head
    expect(convertFoodParts(2, 'clove', 'item', 'garlic')).toBeCloseTo(0.2, 9);
  });
  it('turns stalks of celery into bunches', () => {
    expect(convertFoodParts(3, 'stalks', 'bunch', 'celery')).toBeCloseTo(1 / 3, 9);
  });
  it('knows nothing of other foods or other units', () => {
    expect(convertFoodParts(4, 'clove', 'head', 'lettuce')).toBeNull();
    expect(convertFoodParts(4, 'clove', 'g', 'garlic')).toBeNull();
    expect(convertFoodParts(4, 'clove', 'head', '')).toBeNull();
  });
});
