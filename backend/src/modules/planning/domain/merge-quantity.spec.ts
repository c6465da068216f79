import { mergedQuantity, sameIngredient, unitsMergeable } from './merge-quantity.js';

describe('shopping list merging', () => {
  it('treats plural and case as the same ingredient', () => {
    expect(sameIngredient('Tomatoes', 'tomato')).toBe(true);
    expect(sameIngredient('peanut butter', 'butter')).toBe(false);
  });

  it('merges only compatible units', () => {
    expect(unitsMergeable(null, null)).toBe(true);
    expect(unitsMergeable('lb', 'oz')).toBe(true);
    expect(unitsMergeable('cups', 'cup')).toBe(true);
    expect(unitsMergeable('g', 'cup')).toBe(false);
    expect(unitsMergeable('g', null)).toBe(false);
  });

  it('adds quantities in the existing unit', () => {
    expect(mergedQuantity({ ingredient: 'chicken', quantity: '1', unit: 'lb' }, { ingredient: 'chicken', quantity: '8', unit: 'oz' })).toBe('1.5');
    expect(mergedQuantity({ ingredient: 'eggs', quantity: '6', unit: null }, { ingredient: 'egg', quantity: '1/2', unit: null })).toBe('6.5');
    expect(mergedQuantity({ ingredient: 'salt', quantity: null, unit: null }, { ingredient: 'salt', quantity: '1', unit: null })).toBe('1');
  });
});
