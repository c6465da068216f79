import { aliasKey, headKey, keyWords, normalizeKey, rankBoost, singular, staples } from './sr-ranking.js';

describe('ranking helpers', () => {
  it.each([
    ['eggs', 'egg'],
    ['tomatoes', 'tomato'],
    ['cherries', 'cherry'],
    ['peaches', 'peach'],
    ['glass', 'glass'],
    ['asparagus', 'asparagus'],
    ['egg', 'egg'],
    ['oats', 'oat'],
  ])('singular(%s) = %s', (word, expected) => {
    expect(singular(word)).toBe(expected);
  });

  it('normalizes names and queries the same way', () => {
    expect(keyWords('Eggs, Whole!')).toEqual(['egg', 'whole']);
    expect(normalizeKey('  Tomatoes,  red ')).toBe('tomato red');
    expect(headKey('Egg, whole, raw, fresh')).toBe('egg');
    expect(headKey('Chicken breast tenders, breaded')).toBe('chicken breast tender');
  });

  it('knows the everyday name of staples SR files under another', () => {
    expect(aliasKey('10123')).toBe('bacon');
    expect(aliasKey('05062')).toBe('chicken breast');
    expect(aliasKey('01123')).toBeNull();
    expect(aliasKey('99999')).toBeNull();
    expect(staples.get('01077')).toEqual({ primary: true });
  });

  const boost = (ndbNumber: string, description: string, foodCategory = 'Dairy and Egg Products') =>
    rankBoost({ ndbNumber, description, foodCategory });

  it('puts the everyday form first: staples, raw and fresh up; dried, imitation, baby food down', () => {
    expect(boost('01123', 'Egg, whole, raw, fresh')).toBeGreaterThan(boost('01138', 'Egg, duck, whole, fresh, raw'));
    expect(boost('01077', 'Milk, whole, 3.25% milkfat, with added vitamin D')).toBeGreaterThan(
      boost('01085', 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)'),
    );
    expect(boost('01124', 'Egg, white, raw, fresh')).toBeGreaterThan(boost('01173', 'Egg, white, dried'));
    expect(boost('01090', 'Milk, dry, whole')).toBeGreaterThan(boost('43543', 'Milk, imitation, non-soy'));
    expect(boost('03117', 'Babyfood, fruit, applesauce, junior', 'Baby Foods')).toBeLessThan(-0.5);
    expect(boost('01107', 'Milk, human, mature, fluid')).toBeLessThan(0);
  });

  it('prefers a shorter description when nothing else differs', () => {
    expect(boost('01009', 'Cheese, Cheddar') - 0.8).toBeGreaterThan(boost('01270', 'Cheese, Cheddar, sharp, sliced'));
  });
});
