import { addAmounts, convertAmount, estimateGrams, subtractAmounts, unitName } from './convert-amount.js';

describe('addAmounts: lots merged with unit conversion', () => {
  it('adds masses in the unit of the first amount', () => {
    expect(addAmounts({ quantity: 1, unit: 'lb' }, { quantity: 8, unit: 'oz' })).toEqual({ quantity: 1.5, unit: 'lb' });
    expect(addAmounts({ quantity: 500, unit: 'g' }, { quantity: 1, unit: 'kg' })).toEqual({ quantity: 1500, unit: 'g' });
    expect(addAmounts({ quantity: 2, unit: 'lbs' }, { quantity: 1, unit: 'pound' })).toEqual({ quantity: 3, unit: 'lb' });
  });

  it('adds volumes and counts', () => {
    expect(addAmounts({ quantity: 1, unit: 'cup' }, { quantity: 2, unit: 'tbsp' })).toEqual({ quantity: 1.125, unit: 'cup' });
    expect(addAmounts({ quantity: 6, unit: 'item' }, { quantity: 1, unit: 'dozen' }, 'eggs')).toEqual({ quantity: 18, unit: 'item' });
    expect(addAmounts({ quantity: 1, unit: '' }, { quantity: 2, unit: 'item' })).toEqual({ quantity: 3, unit: 'item' });
    expect(addAmounts({ quantity: 2, unit: 'tub' }, { quantity: 1, unit: 'Tub' })).toEqual({ quantity: 3, unit: 'tub' });
  });

  it('converts mass and volume through the food’s density only when it is known', () => {
    const flour = addAmounts({ quantity: 1, unit: 'lb' }, { quantity: 1, unit: 'cup' }, 'flour');
    expect(flour?.unit).toBe('lb');
    expect(flour?.quantity).toBeCloseTo(1 + (236.588 * 0.53) / 453.592, 4);
    expect(addAmounts({ quantity: 1, unit: 'cup' }, { quantity: 340, unit: 'g' }, 'honey')?.quantity).toBeCloseTo(1 + 340 / 1.42 / 236.588, 4);
    expect(addAmounts({ quantity: 1, unit: 'cup' }, { quantity: 100, unit: 'g' }, 'dragon fruit')).toBeNull();
    expect(addAmounts({ quantity: 1, unit: 'cup' }, { quantity: 100, unit: 'g' })).toBeNull();
  });

  it('refuses amounts that do not measure the same thing, and never turns pieces into weight', () => {
    expect(addAmounts({ quantity: 3, unit: 'can' }, { quantity: 400, unit: 'g' }, 'canned tomatoes')).toBeNull();
    expect(addAmounts({ quantity: 3, unit: 'item' }, { quantity: 1, unit: 'lb' }, 'apples')).toBeNull();
    expect(addAmounts({ quantity: 2, unit: 'clove' }, { quantity: 1, unit: 'head' }, 'garlic')).toBeNull();
  });
});

describe('convertAmount', () => {
  it('converts pieces to weight through a typical piece weight only when asked', () => {
    expect(convertAmount(2, 'item', 'lb', 'onions')).toBeNull();
    expect(convertAmount(2, 'item', 'lb', 'onions', { pieces: true })).toBeCloseTo(300 / 453.59237, 6);
    expect(convertAmount(1, 'dozen', 'g', 'eggs', { pieces: true })).toBeCloseTo(600, 6);
    expect(convertAmount(2, 'item', 'lb', 'yuzu kosho', { pieces: true })).toBeNull();
  });

  it('accepts a food key as well as a name', () => {
    expect(convertAmount(1, 'cup', 'g', 'all-purpose-flour')).toBeCloseTo(236.588 * 0.53, 2);
  });
});

describe('subtractAmounts', () => {
  it('takes away in the first unit and never goes below zero', () => {
    expect(subtractAmounts({ quantity: 1.5, unit: 'lb' }, { quantity: 8, unit: 'oz' })).toEqual({ quantity: 1, unit: 'lb' });
    expect(subtractAmounts({ quantity: 1, unit: 'lb' }, { quantity: 2, unit: 'lb' })).toEqual({ quantity: 0, unit: 'lb' });
    expect(subtractAmounts({ quantity: 1, unit: 'lb' }, { quantity: 2, unit: 'can' })).toBeNull();
  });
});

describe('unitName', () => {
  it('spells units canonically, a missing unit as item', () => {
    expect(unitName('Tablespoons')).toBe('tbsp');
    expect(unitName(null)).toBe('item');
    expect(unitName(' tub ')).toBe('tub');
  });
});

describe('estimateGrams', () => {
  it('weighs masses exactly, volumes by density and pieces by typical weight', () => {
    expect(estimateGrams(1, 'lb', 'chicken breast')).toBeCloseTo(453.592, 3);
    expect(estimateGrams(1, 'cup', 'sugar')).toBeCloseTo(236.588 * 0.85, 2);
    expect(estimateGrams(12, 'item', 'Eggs')).toBe(600);
    expect(estimateGrams(2, 'can', 'canned tomatoes')).toBeNull();
    expect(estimateGrams(2, 'item', 'yuzu')).toBeNull();
  });
});
