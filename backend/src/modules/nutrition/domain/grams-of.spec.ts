import { gramsOf } from './grams-of.js';
import { packageGrams } from './package-sizes.js';

const food = (key: string, householdWeights: { description: string; grams: number }[] = []) => ({ key, householdWeights });

describe('gramsOf', () => {
  it('converts masses exactly, volumes through the density and pieces through the piece weight', () => {
    expect(gramsOf('2', 'kg', food('rice'))).toBe(2000);
    expect(gramsOf('1', 'lb', food('zqx'))).toBeCloseTo(453.6, 1);
    // a gallon of milk at 1.03 g/ml
    expect(gramsOf('1', 'gallon', food('milk'))).toBeCloseTo(3899, 0);
    expect(gramsOf('12', 'item', food('egg'))).toBe(600);
    expect(gramsOf('1', 'dozen', food('egg'))).toBe(600);
  });

  it('uses a USDA household measure naming the unit, or one piece for counts (never a cup)', () => {
    expect(gramsOf('2', 'bunch', food('kale', [{ description: '1 cup, chopped', grams: 67 }, { description: '1 bunch', grams: 170 }]))).toBe(340);
    expect(gramsOf('3', 'items', food('zqx', [{ description: '1 cup', grams: 150 }, { description: '1 fruit (2" dia)', grams: 80 }]))).toBe(240);
    expect(gramsOf('1', 'item', food('zqx', [{ description: '2 slices', grams: 60 }, { description: '0.5 large', grams: 40 }]))).toBe(80);
    expect(gramsOf('1', 'item', food('zqx', [{ description: '1 cup', grams: 150 }]))).toBeNull();
  });

  it('falls back to a typical package of the food, then of the unit, else unknown', () => {
    expect(gramsOf('2', 'can', food('canned-tuna'))).toBe(284);
    expect(gramsOf('1', 'head', food('garlic'))).toBe(50);
    // 500 ml of olive oil at 0.91 g/ml
    expect(gramsOf('1', 'bottle', food('olive-oil'))).toBeCloseTo(455, 0);
    expect(gramsOf('1', 'can', food('zqx'))).toBe(400);
    expect(packageGrams('zqx', 'cans')).toBe(400);
    expect(gramsOf('1', 'package', food('zqx'))).toBeNull();
    expect(gramsOf('1', 'head', food('zqx'))).toBeNull();
    expect(gramsOf('lots', 'g', food('rice'))).toBeNull();
  });
});
