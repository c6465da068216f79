import { parseIngredientLine } from '../ingredients.js';
import { scaleIngredient, scaleIngredients } from './scale-ingredient.js';
import { takeFromLots } from './take-from-lots.js';

describe('scaleIngredient: the one servings scaler', () => {
  it('scales a 4-serving recipe to 1 serving with countables rounded for the cook', () => {
    expect(scaleIngredient('1 lime, juiced', 4, 1)).toEqual({
      quantity: 0.25,
      quantityMax: null,
      unit: null,
      name: 'lime, juiced',
      food: 'lime',
      foodKey: 'lime',
      line: '1/4 lime, juiced',
      display: '¼ lime',
      factor: 0.25,
      original: '1 lime, juiced',
    });
    expect(scaleIngredient('3 onions, diced', 4, 1)).toMatchObject({ quantity: 1, display: '1 onion', line: '1 onions, diced' });
    expect(scaleIngredient('2 large eggs', 4, 3)).toMatchObject({ quantity: 2, display: '2 eggs', foodKey: 'egg' });
  });

  it('scales weights and volumes exactly, to two decimals', () => {
    expect(scaleIngredient('1 lb chicken breast', 4, 1)).toMatchObject({ quantity: 0.25, unit: 'lb', display: '0.25 lb', line: '1/4 lb chicken breast', foodKey: 'chicken-breast' });
    expect(scaleIngredient('1 1/2 cups flour', 2, 3)).toMatchObject({ quantity: 2.25, unit: 'cup', line: '2 1/4 cups flour' });
  });

  it('scales both ends of a range and keeps the rest of the line as written', () => {
    expect(scaleIngredient('- 2-3 cloves garlic, minced', 4, 2)).toMatchObject({ quantity: 1, quantityMax: 2, line: '- 1-2 cloves garlic, minced', display: '1 clove' });
  });

  it('leaves lines without an amount alone and takes a parsed line as well as text', () => {
    expect(scaleIngredient('Salt to taste', 4, 8)).toMatchObject({ quantity: null, line: 'Salt to taste', display: '', foodKey: 'salt' });
    expect(scaleIngredient(parseIngredientLine('2 cups milk'), 2, 1)).toMatchObject({ quantity: 1, unit: 'cup', line: '1 cups milk' });
  });

  it('treats a recipe without servings as serving 4 and refuses nonsense targets', () => {
    expect(scaleIngredient('4 limes', null, 1)).toMatchObject({ factor: 0.25, quantity: 1 });
    expect(() => scaleIngredient('4 limes', 4, 0)).toThrow(RangeError);
  });

  it('deducts exactly what it shows', () => {
    const scaled = scaleIngredient('1 lime', 4, 1);
    const taken = takeFromLots([{ id: 'limes', quantity: '3', unit: 'item', expiresAt: '2026-12-10' }], { quantity: scaled.quantity ?? 0, unit: 'item' }, scaled.foodKey);
    expect(scaled.display).toBe('¼ lime');
    expect(taken.deductions).toEqual([{ id: 'limes', take: 0.25, remaining: 2.75, unit: 'item' }]);
  });
});

describe('scaleIngredient: the food of a line', () => {
  it('finds the food past leading notes and keeps notes out of unknown foods’ keys', () => {
    expect(scaleIngredient('4 boneless, skinless chicken thighs', 4, 2)).toMatchObject({ foodKey: 'chicken-thigh', quantity: 2, display: '2 chicken thighs' });
    expect(scaleIngredient('1 dragon fruit, diced', 1, 2).foodKey).toBe('dragon-fruit');
  });
});

describe('scaleIngredients', () => {
  it('scales every line of a recipe the same way', () => {
    expect(scaleIngredients(['2 limes', '1 lb chicken breast', 'salt'], 4, 2).map((line) => line.display)).toEqual(['1 lime', '0.5 lb', '']);
  });
});

describe('scaleIngredient: what the recipe card shows (issue 30)', () => {
  it('keeps a measure with a second one after a slash at its own servings', () => {
    expect(scaleIngredient('2 1/4 cups/530 milliliters heavy cream', 4, 4)).toMatchObject({
      quantity: 2.25,
      unit: 'cup',
      line: '2 1/4 cups/530 milliliters heavy cream',
    });
  });

  it('never rounds a half the recipe wrote up to a whole', () => {
    expect(scaleIngredient('1/2 small bunch parsley', 4, 4)).toMatchObject({ quantity: 0.5, unit: 'bunch', display: '½ bunch', line: '1/2 small bunch parsley' });
    expect(scaleIngredient('1/2 medium papaya, peeled and coarsely chopped', 4, 4)).toMatchObject({ quantity: 0.5, unit: null, line: '1/2 medium papaya, peeled and coarsely chopped' });
    expect(scaleIngredient('1/2 medium papaya', 4, 8)).toMatchObject({ quantity: 1, line: '1 medium papaya' });
  });

  it('rewrites the amount where the line writes it', () => {
    expect(scaleIngredient('Juice of 1 lemon', 4, 8)).toMatchObject({ quantity: 2, line: 'Juice of 2 lemon', foodKey: 'lemon' });
    expect(scaleIngredient('1 4-pound chicken', 4, 2)).toMatchObject({ quantity: 2, unit: 'lb', line: '1/2 4-pound chicken' });
    expect(scaleIngredient('1 cup plus 2 tablespoons sugar', 2, 4)).toMatchObject({ quantity: 36, unit: 'tbsp', line: '2 cup plus 4 tablespoons sugar' });
    expect(scaleIngredient('Pinch of salt', 4, 4)).toMatchObject({ quantity: 1, unit: 'pinch', line: 'Pinch of salt' });
  });

  it('keys the line by its food, not by the first word of a list of alternatives', () => {
    expect(scaleIngredient('1/4 cup corn, peanut or vegetable oil', 4, 4).foodKey).not.toBe('corn');
    expect(scaleIngredient('Butter for greasing the dish', 4, 4).foodKey).toBe('butter');
  });
});
