import { addAmounts, convertAmount, totalIn } from './lot-amounts.js';

describe('lot amounts', () => {
  it('adds compatible units in the first amount\'s unit: 1 lb + 8 oz = 1.5 lb', () => {
    expect(addAmounts({ quantity: '1', unit: 'lb' }, { quantity: '8', unit: 'oz' })).toBe('1.5');
    expect(addAmounts({ quantity: '6', unit: 'item' }, { quantity: '1', unit: 'dozen' })).toBe('18');
    expect(addAmounts({ quantity: '1/2', unit: 'cup' }, { quantity: '1', unit: 'cup' })).toBe('1.5');
  });

  it('refuses to add what does not convert, unless the food\'s density says how', () => {
    expect(addAmounts({ quantity: '2', unit: 'can' }, { quantity: '400', unit: 'g' })).toBeNull();
    expect(addAmounts({ quantity: '1', unit: 'cup' }, { quantity: '100', unit: 'g' })).toBeNull();
    expect(addAmounts({ quantity: '1', unit: 'cup' }, { quantity: '125', unit: 'g' }, 'flour')).not.toBeNull();
  });

  it('converts and totals a card over the lots whose units convert', () => {
    expect(convertAmount({ quantity: '1.5', unit: 'lb' }, 'oz')).toBe('24');
    expect(convertAmount({ quantity: 'some', unit: 'lb' }, 'oz')).toBeNull();
    const card = [
      { quantity: '1', unit: 'lb' },
      { quantity: '8', unit: 'oz' },
      { quantity: '2', unit: 'package' },
    ];
    expect(totalIn('lb', card)).toEqual({ quantity: '1.5', counted: 2 });
  });
});
