import { cookAmount, cookStep, formatCountQuantity, roundForCook, writtenStep } from './cook-rounding.js';

describe('roundForCook: countables stay countable', () => {
  it('rounds onions to halves, never 2.75 onions', () => {
    expect(roundForCook(2.75, 'item', 'onions')).toBe(3);
    expect(roundForCook(2.3, 'item', 'onion')).toBe(2.5);
    expect(roundForCook(2.2, '', 'Onions')).toBe(2);
  });

  it('rounds limes to quarters and takes at least a quarter', () => {
    expect(roundForCook(0.25, 'item', 'limes')).toBe(0.25);
    expect(roundForCook(0.3, 'item', 'lime')).toBe(0.25);
    expect(roundForCook(0.05, 'item', 'lime')).toBe(0.25);
  });

  it('takes eggs whole', () => {
    expect(roundForCook(0.3, 'item', 'eggs')).toBe(1);
    expect(roundForCook(1.4, 'item', 'large eggs')).toBe(1);
    expect(roundForCook(3.6 / 12, 'dozen', 'eggs')).toBeCloseTo(4 / 12, 6);
  });

  it('takes whole pieces of a countable food it does not know', () => {
    expect(roundForCook(2.75, 'item', 'yuzu')).toBe(3);
    expect(roundForCook(0.2, 'piece', 'yuzu')).toBe(1);
  });

  it('rounds kitchen counts by what a cook splits, weights and volumes to two decimals', () => {
    expect(roundForCook(1.5, 'cloves', 'garlic')).toBe(2);
    expect(roundForCook(0.3, 'can', 'canned tomatoes')).toBe(0.5);
    expect(roundForCook(0.123456, 'lb', 'chicken breast')).toBe(0.12);
    expect(roundForCook(2.755, 'cup', 'milk')).toBe(2.76);
  });

  it('gives 0 for nothing or nonsense', () => {
    expect(roundForCook(0, 'item', 'lime')).toBe(0);
    expect(roundForCook(-1, 'item', 'lime')).toBe(0);
    expect(roundForCook(Number.NaN, 'lb', 'lime')).toBe(0);
  });
});

describe('cookStep', () => {
  it('is the food’s piece step for plain counts and null for weights', () => {
    expect(cookStep('item', 'lime')).toBe(0.25);
    expect(cookStep('each', 'avocado')).toBe(0.5);
    expect(cookStep('lb', 'onion')).toBeNull();
    expect(cookStep('stick', 'butter')).toBe(0.25);
  });
});

describe('cookAmount: what is shown is what is deducted', () => {
  it('names the food for pieces', () => {
    expect(cookAmount(0.25, 'item', 'limes')).toEqual({ quantity: 0.25, unit: 'item', text: '¼ lime' });
    expect(cookAmount(1.4, 'item', 'onion')).toEqual({ quantity: 1.5, unit: 'item', text: '1½ onions' });
    expect(cookAmount(2.75, '', 'onion')).toEqual({ quantity: 3, unit: 'item', text: '3 onions' });
    expect(cookAmount(1, 'item', 'eggs')).toEqual({ quantity: 1, unit: 'item', text: '1 egg' });
    expect(cookAmount(0.5, 'item', 'tomatoes')).toEqual({ quantity: 0.5, unit: 'item', text: '½ tomato' });
  });

  it('names the unit otherwise', () => {
    expect(cookAmount(4, 'cloves', 'garlic').text).toBe('4 cloves');
    expect(cookAmount(0.3, 'can', 'canned tomatoes').text).toBe('½ can');
    expect(cookAmount(0.25, 'lb', 'chicken breast').text).toBe('0.25 lb');
    expect(cookAmount(2.5, 'item', 'yuzu').text).toBe('3 items');
  });
});

describe('formatCountQuantity', () => {
  it('writes quarters, halves and thirds as fractions', () => {
    expect(formatCountQuantity(0.25)).toBe('¼');
    expect(formatCountQuantity(2.75)).toBe('2¾');
    expect(formatCountQuantity(1 / 3)).toBe('⅓');
    expect(formatCountQuantity(3)).toBe('3');
    expect(formatCountQuantity(1.37)).toBe('1.37');
    expect(formatCountQuantity(-1)).toBe('');
  });
});

describe('writtenStep and the recipe’s own step (issue 30)', () => {
  it('is the coarsest step the written amount is a whole number of', () => {
    expect(writtenStep(2)).toBe(1);
    expect(writtenStep(0.5)).toBe(0.5);
    expect(writtenStep(4 / 3)).toBeCloseTo(1 / 3, 10);
    expect(writtenStep(0.375)).toBe(0.125);
    expect(writtenStep(0.3)).toBeNull();
    expect(writtenStep(null)).toBeNull();
  });

  it('rounds no coarser than the recipe wrote', () => {
    expect(roundForCook(0.5, 'item', 'yuzu')).toBe(1);
    expect(roundForCook(0.5, 'item', 'yuzu', 0.5)).toBe(0.5);
    expect(roundForCook(0.5, 'bunch', 'parsley', 0.5)).toBe(0.5);
    expect(cookAmount(0.5, 'bunch', 'parsley', 0.5).text).toBe('½ bunch');
    // weights and volumes are never rounded to pieces
    expect(roundForCook(2.25, 'cup', 'heavy cream', 2.25)).toBe(2.25);
  });
});
