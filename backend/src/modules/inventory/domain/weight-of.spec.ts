import { weightOf } from './weight-of.js';

describe('weightOf', () => {
  const plain = { quantity: '2', unit: 'item', usdaData: null, weightInGrams: 300 };

  it('weighs a mass directly and anything else by proportion to what the item weighed', () => {
    expect(weightOf(plain, '500', 'g')).toBe(500);
    expect(weightOf(plain, '1', 'item')).toBe(150);
    expect(weightOf(plain, '1', 'dozen')).toBe(1800);
  });

  it('leaves the weight unknown when nothing tells it', () => {
    expect(weightOf({ ...plain, weightInGrams: null }, '1', 'item')).toBeNull();
    expect(weightOf(plain, '1', 'can')).toBeNull();
  });
});
