import type { Recipe } from '@sous/contracts';
import { matchesSearch } from './recipe-handlers.js';

const recipe = {
  title: 'Lemon risotto',
  description: 'Creamy and bright',
  cuisine: 'Italian',
  mealType: 'dinner',
  dietTags: ['vegetarian'],
  ingredients: ['1 cup arborio rice', '1 lemon'],
} as unknown as Recipe;

describe('matchesSearch', () => {
  it('needs every word somewhere in the recipe, in any case', () => {
    expect(matchesSearch(recipe, 'ARBORIO lemon')).toBe(true);
    expect(matchesSearch(recipe, 'italian vegetarian dinner')).toBe(true);
    expect(matchesSearch(recipe, 'lemon tofu')).toBe(false);
  });
});
