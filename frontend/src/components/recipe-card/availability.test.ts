import { scaleIngredientLines } from '@sous/kitchen';
import { describe, expect, it } from 'vitest';
import { rowAvailability, scaledAvailability } from './availability';

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

describe('scaledAvailability', () => {
  const recipe = {
    ingredients: ['8 oz chicken breast', '2 eggs', 'salt to taste'],
    servings: 2,
    missingIngredients: [],
    ingredientMatches: [
      match({ ingredientName: 'chicken breast', hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 10, availableUnit: 'oz' }),
      match({ ingredientName: 'eggs', hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 3, availableUnit: null }),
      match({ ingredientName: 'salt', hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 0, availableUnit: null }),
    ],
  };
  it('counts and names what is short from the same rows the card shows, at the scaler servings', () => {
    expect(scaledAvailability(recipe, 2)).toMatchObject({ have: 3, total: 3, missing: [] });
    const doubled = scaledAvailability(recipe, 4);
    expect(doubled.rows.map((r) => [r.line, r.availability?.note ?? null])).toEqual([
      ['16 oz chicken breast', '(need 6 oz)'],
      ['4 eggs', '(need 1)'],
      ['salt to taste', null],
    ]);
    expect(doubled).toMatchObject({ have: 1, total: 3, missing: ['chicken breast', 'eggs'] });
  });
  it('rounds countables for the cook: 1 egg at 3 of 2 servings is 2, never 1.5', () => {
    expect(scaledAvailability({ ...recipe, ingredients: ['1 egg', '8 oz chicken breast', 'salt'] }, 3).rows[0].line).toBe('2 egg');
  });
  it('falls back to the recipe missing list when it was never matched', () => {
    expect(scaledAvailability({ ...recipe, ingredientMatches: [], missingIngredients: ['basil'] }, 4)).toMatchObject({ have: 0, total: 3, missing: ['basil'] });
  });
});

describe('servings scaler', () => {
  it('rescales ingredient lines and keeps lines without a number', () => {
    expect(scaleIngredientLines(['1 1/2 cups flour', 'salt to taste', '3 eggs'], 2, 5)).toEqual(['3.75 cups flour', 'salt to taste', '7.5 eggs']);
  });
});
