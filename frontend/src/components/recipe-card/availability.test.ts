import { scaleIngredientLines } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { availableCount, missingIngredientNames, rowAvailability } from './availability';

const match = (over: Partial<Parameters<typeof rowAvailability>[0] & object> = {}) => ({
  ingredientName: 'flour',
  hasEnough: false,
  percentageAvailable: 50,
  shortage: { quantity: 1, unit: 'cup' },
  availableQuantity: 1,
  availableUnit: 'cup',
  ...over,
});

describe('rowAvailability', () => {
  it('shows available rows without a note', () => {
    expect(rowAvailability(match({ hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 3 }), '2 cups flour')).toEqual({ level: 'available', progress: null, note: null });
  });
  it('bands partial rows: over 50 % amber, above 0 orange, 0 red', () => {
    expect(rowAvailability(match({ percentageAvailable: 75, shortage: { quantity: 0.5, unit: 'cup' } }), '2 cups flour')).toEqual({ level: 'most', progress: 75, note: '(need 0.5 cup)' });
    expect(rowAvailability(match({ percentageAvailable: 50 }), '2 cups flour')).toEqual({ level: 'some', progress: 50, note: '(need 1 cup)' });
    expect(rowAvailability(match({ percentageAvailable: 0, availableQuantity: 0, shortage: { quantity: 2, unit: 'cup' } }), '2 cups flour')).toEqual({ level: 'none', progress: null, note: '(need 2 cup)' });
  });
  it('says what is on hand when the units differ', () => {
    expect(rowAvailability(match({ percentageAvailable: -1, availableQuantity: 250.44, availableUnit: 'g', shortage: null }), '2 cups flour')).toEqual({ level: 'some', progress: null, note: '(have 250.4 g)' });
  });
  it('recomputes the shortage for scaled servings', () => {
    const [line] = scaleIngredientLines(['2 cups flour'], 4, 8);
    expect(line).toBe('4 cups flour');
    expect(rowAvailability(match({ hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 3 }), line, 2)).toEqual({ level: 'most', progress: 75, note: '(need 1 cup)' });
  });
  it('has nothing to show without a match', () => {
    expect(rowAvailability(undefined, '1 egg')).toBeNull();
  });
});

describe('counts', () => {
  it('counts available and names missing ingredients', () => {
    const matches = [match({ hasEnough: true }), match({ ingredientName: 'sugar' })];
    expect(availableCount(matches)).toBe(1);
    expect(missingIngredientNames({ missingIngredients: [], ingredientMatches: matches })).toEqual(['sugar']);
    expect(missingIngredientNames({ missingIngredients: ['basil'], ingredientMatches: [] })).toEqual(['basil']);
  });
});

describe('servings scaler', () => {
  it('rescales ingredient lines and keeps lines without a number', () => {
    expect(scaleIngredientLines(['1 1/2 cups flour', 'salt to taste', '3 eggs'], 2, 5)).toEqual(['3.75 cups flour', 'salt to taste', '7.5 eggs']);
  });
});
