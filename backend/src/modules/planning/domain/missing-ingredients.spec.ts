import type { StockLot } from '@sous/kitchen';
import { missingForRecipe } from './missing-ingredients.js';

const recipe = { servings: 4, ingredients: ['2 cups cooked rice', '1 lb chicken breast, diced', '3 cloves garlic, minced', '1 tsp salt', '2 tbsp soy sauce', '1 lime'] };
const lot = (id: string, name: string, quantity: string, unit: string): StockLot => ({ id, name, quantity, unit, expirationDate: null });

describe('missingForRecipe', () => {
  it('lists what is lacking with the shortage, skipping pantry staples', () => {
    const stock = [lot('c', 'Chicken breast', '8', 'oz'), lot('l', 'Limes', '1', 'item')];
    expect(missingForRecipe(recipe, undefined, stock)).toEqual([
      { ingredient: 'cooked rice', quantity: '2', unit: 'cup' },
      { ingredient: 'chicken breast', quantity: '0.5', unit: 'lb' },
      { ingredient: 'garlic', quantity: '3', unit: 'clove' },
      { ingredient: 'soy sauce', quantity: '2', unit: 'tbsp' },
    ]);
  });

  it('computes the shortfall at the servings asked for, in cook steps', () => {
    const stock = [lot('c', 'Chicken breast', '8', 'oz'), lot('g', 'Garlic', '1', 'head'), lot('l', 'Limes', '1', 'item'), lot('r', 'Rice', '5', 'cup'), lot('s', 'Soy sauce', '1', 'cup')];
    // at 2 servings everything is there; at 12 the lime is short by two, the garlic (10 cloves a head) by none
    expect(missingForRecipe(recipe, 2, stock)).toEqual([]);
    expect(missingForRecipe(recipe, 12, stock)).toEqual([
      { ingredient: 'cooked rice', quantity: '1', unit: 'cup' },
      { ingredient: 'chicken breast', quantity: '2.5', unit: 'lb' },
      { ingredient: 'lime', quantity: '2', unit: null },
    ]);
  });

  it('adds only the ingredients the cook chose, with the recipe amounts when known', () => {
    expect(missingForRecipe(recipe, undefined, [], ['garlic', 'fresh basil'])).toEqual([
      { ingredient: 'garlic', quantity: '3', unit: 'clove' },
      { ingredient: 'fresh basil', quantity: null, unit: null },
    ]);
  });
});
