import fc from 'fast-check';
import { lintErrors } from '@sous/kitchen';
import { recipeBook } from '../book/index.js';
import { anyRequest, kitchenSeed, servedToRandomKitchen } from '../chef-test-kitchen.js';
import { TODAY } from './households.js';

// Every recipe the chef generates, from the book or composed, passes the recipe linter: over random
// onboarded kitchens and requests of every meal type, cuisine and creativity.
describe('generated recipes pass the recipe linter', () => {
  it('over random kitchens and requests', () => {
    fc.assert(
      fc.property(kitchenSeed, anyRequest, (seed, body) => {
        const recipe = servedToRandomKitchen(seed, body, TODAY);
        if (recipe === null) return;
        // A book dish is linted with its design, as the chef lints it (pork chops with apples want fruit).
        const design = recipeBook().find((dish) => dish.title === recipe.title)?.design;
        expect({ title: recipe.title, errors: lintErrors({ title: recipe.title, ingredients: recipe.ingredients, mealTypes: [recipe.mealType], design }) }).toEqual({
          title: recipe.title,
          errors: [],
        });
      }),
      { numRuns: 120, seed: 17 },
    );
  });
});
