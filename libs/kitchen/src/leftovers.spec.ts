import { defaultLeftoverServings, leftoverExpirationDate, leftoverName, leftoverShelfLifeDays } from './leftovers.js';

describe('leftoverShelfLifeDays', () => {
  it.each([
    ['fridge', 3],
    ['freezer', 60],
    ['pantry', 0],
    [null, 3],
  ] as const)('%s → %d days', (place, days) => {
    expect(leftoverShelfLifeDays(place)).toBe(days);
  });
});

describe('leftoverExpirationDate', () => {
  it('counts from the cooking day, across a month end', () => {
    expect(leftoverExpirationDate('fridge', '2026-11-29')).toBe('2026-12-02');
    expect(leftoverExpirationDate('freezer', '2026-11-29')).toBe('2027-01-28');
    expect(leftoverExpirationDate('pantry', '2026-11-29')).toBe('2026-11-29');
  });
});

describe('leftoverName', () => {
  it('names the dish', () => {
    expect(leftoverName(' Lasagna ')).toBe('Leftover Lasagna');
  });
  it('does not say it twice', () => {
    expect(leftoverName('Leftovers fried rice')).toBe('Leftovers fried rice');
    expect(leftoverName('Leftover turkey soup')).toBe('Leftover turkey soup');
  });
});

describe('defaultLeftoverServings', () => {
  it('is what was made beyond the people eating', () => {
    expect(defaultLeftoverServings(6, 2)).toBe(4);
    expect(defaultLeftoverServings(2, 2)).toBe(0);
  });
  it('is never negative, and zero without a household size', () => {
    expect(defaultLeftoverServings(1, 4)).toBe(0);
    expect(defaultLeftoverServings(6, undefined)).toBe(0);
    expect(defaultLeftoverServings(6, null)).toBe(0);
  });
});
