import { lintRecipe } from '@sous/kitchen';
import { recipeBook } from './index.js';

const book = recipeBook();

// Every authored dish passes the same linter the templates are held to: no errors, no warnings.
describe('recipe book: the recipe linter', () => {
  it.each(book.map((r) => [r.id, r] as const))('%s', (_id, recipe) => {
    expect(lintRecipe({ title: recipe.title, ingredients: recipe.ingredients, mealTypes: recipe.mealTypes, design: recipe.design })).toEqual([]);
  });
});
