import {
  daysUntilExpiry,
  expiryStatus,
  isAbundant,
  isExpiring,
  partitionForSmartRecipe,
  type StockedItem,
} from './expiry.js';

const today = '2024-03-10';

describe('daysUntilExpiry', () => {
  it('counts whole days from today', () => {
    expect(daysUntilExpiry('2024-03-10', today)).toBe(0);
    expect(daysUntilExpiry('2024-03-13', today)).toBe(3);
    expect(daysUntilExpiry('2024-03-09', today)).toBe(-1);
    expect(daysUntilExpiry('2024-04-10', today)).toBe(31);
  });

  it('returns null without a valid date', () => {
    expect(daysUntilExpiry(null, today)).toBeNull();
    expect(daysUntilExpiry(undefined, today)).toBeNull();
    expect(daysUntilExpiry('', today)).toBeNull();
    expect(daysUntilExpiry('2024-02-30', today)).toBeNull();
  });

  it('throws RangeError when today is invalid', () => {
    expect(() => daysUntilExpiry('2024-03-10', 'today')).toThrow(RangeError);
  });
});

describe('expiryStatus', () => {
  it.each([
    ['2024-03-09', 'expired'],
    ['2023-12-31', 'expired'],
    ['2024-03-10', 'expiring'],
    ['2024-03-11', 'expiring'],
    ['2024-03-13', 'expiring'],
    ['2024-03-14', 'fresh'],
    ['2025-01-01', 'fresh'],
    [null, 'unknown'],
    ['soon', 'unknown'],
  ])('%s → %s', (date, status) => {
    expect(expiryStatus(date, today)).toBe(status);
  });
});

describe('isExpiring', () => {
  it('includes today up to 3 days ahead by default', () => {
    expect(isExpiring({ expirationDate: '2024-03-10' }, today)).toBe(true);
    expect(isExpiring({ expirationDate: '2024-03-13' }, today)).toBe(true);
    expect(isExpiring({ expirationDate: '2024-03-14' }, today)).toBe(false);
  });

  it('excludes expired items and items without a date', () => {
    expect(isExpiring({ expirationDate: '2024-03-09' }, today)).toBe(false);
    expect(isExpiring({ expirationDate: null }, today)).toBe(false);
    expect(isExpiring({}, today)).toBe(false);
  });

  it('honours a custom window such as the user alert days', () => {
    expect(isExpiring({ expirationDate: '2024-03-17' }, today, 7)).toBe(true);
    expect(isExpiring({ expirationDate: '2024-03-11' }, today, 0)).toBe(false);
    expect(isExpiring({ expirationDate: '2024-03-10' }, today, 0)).toBe(true);
  });
});

describe('isAbundant', () => {
  it('is true only for numeric quantities above 5', () => {
    expect(isAbundant('6')).toBe(true);
    expect(isAbundant('5.5')).toBe(true);
    expect(isAbundant('12 1/2')).toBe(true);
    expect(isAbundant(10)).toBe(true);
    expect(isAbundant('5')).toBe(false);
    expect(isAbundant('1')).toBe(false);
    expect(isAbundant('lots')).toBe(false);
    expect(isAbundant('')).toBe(false);
    expect(isAbundant(null)).toBe(false);
  });
});

describe('partitionForSmartRecipe', () => {
  const items: StockedItem[] = [
    { name: 'Spinach', quantity: '1', unit: 'bag', expirationDate: '2024-03-12' },
    { name: 'Milk', quantity: '2', unit: 'l', expirationDate: '2024-03-10' },
    { name: 'Yogurt', quantity: '8', unit: 'cup', expirationDate: '2024-03-11' },
    { name: 'Rice', quantity: '10', unit: 'lb', expirationDate: '2025-01-01' },
    { name: 'Eggs', quantity: '12', unit: 'item', expirationDate: null },
    { name: 'Apples', quantity: '6', unit: 'item', expirationDate: '2024-03-30' },
    { name: 'Old cream', quantity: '9', unit: 'cup', expirationDate: '2024-03-01' },
    { name: 'Bread', quantity: '1', unit: 'loaf', expirationDate: '2024-03-20' },
    { name: 'Basil', quantity: 1, unit: null, expirationDate: '2024-03-12' },
  ];

  it('lists expiring items soonest first, then by name, with days until expiration', () => {
    expect(partitionForSmartRecipe(items, today).expiringItems).toEqual([
      { name: 'Milk', quantity: '2', unit: 'l', daysUntilExpiration: 0 },
      { name: 'Yogurt', quantity: '8', unit: 'cup', daysUntilExpiration: 1 },
      { name: 'Basil', quantity: '1', unit: '', daysUntilExpiration: 2 },
      { name: 'Spinach', quantity: '1', unit: 'bag', daysUntilExpiration: 2 },
    ]);
  });

  it('lists abundant items not already expiring, largest first, and leaves expired items out', () => {
    expect(partitionForSmartRecipe(items, today).abundantItems).toEqual([
      { name: 'Eggs', quantity: '12', unit: 'item' },
      { name: 'Rice', quantity: '10', unit: 'lb' },
      { name: 'Apples', quantity: '6', unit: 'item' },
    ]);
  });

  it('widens the expiring window on request and handles an empty inventory', () => {
    const wide = partitionForSmartRecipe(items, today, 10);
    expect(wide.expiringItems.map((i) => i.name)).toEqual(['Milk', 'Yogurt', 'Basil', 'Spinach', 'Bread']);
    expect(partitionForSmartRecipe([], today)).toEqual({ expiringItems: [], abundantItems: [] });
  });
});
