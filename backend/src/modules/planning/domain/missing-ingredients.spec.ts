import { missingForRecipe } from './missing-ingredients.js';

const recipe = ['2 cups cooked rice', '1 lb chicken breast, diced', '3 cloves garlic, minced', '1 tsp salt', '2 tbsp soy sauce'];

describe('missingForRecipe', () => {
  it('lists what is lacking with the shortage, skipping pantry staples', () => {
    const inventory = [
      { name: 'Chicken breast', quantity: '8', unit: 'oz' },
      { name: 'Rice', quantity: '1', unit: 'lb' },
    ];
    expect(missingForRecipe(recipe, inventory)).toEqual([
      { ingredient: 'chicken breast', quantity: '0.5', unit: 'lb' },
      { ingredient: 'garlic', quantity: '3', unit: 'clove' },
      { ingredient: 'soy sauce', quantity: '2', unit: 'tbsp' },
    ]);
  });

  it('adds only the ingredients the cook chose, with the recipe amounts when known', () => {
    expect(missingForRecipe(recipe, [], ['garlic', 'fresh basil'])).toEqual([
      { ingredient: 'garlic', quantity: '3', unit: 'clove' },
      { ingredient: 'fresh basil', quantity: null, unit: null },
    ]);
  });
});
