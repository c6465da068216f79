import fc from 'fast-check';
import { lintErrors } from '@sous/kitchen';
import { OfflineChefError } from '../errors.js';
import { generateOfflineRecipe } from '../generate.js';
import { generator } from '../seed.js';
import { TODAY } from './households.js';
import { randomKitchen } from './random-kitchen.js';

// Every recipe the chef generates, from the book or composed, passes the recipe linter: over random
// onboarded kitchens and requests of every meal type, cuisine and creativity.
const requests = fc.oneof(
  fc.record({ onlyUseOnHand: fc.boolean(), servings: fc.integer({ min: 1, max: 8 }), maxCookingTime: fc.constantFrom(15, 30, 60) }).map((body) => ({
    ...body,
    prioritizeExpiring: true,
  })),
  fc.record({
    timeConstraint: fc.constantFrom('quick', 'moderate', 'elaborate'),
    servings: fc.integer({ min: 1, max: 8 }),
    difficulty: fc.constantFrom('beginner', 'intermediate', 'advanced'),
    mealType: fc.constantFrom('breakfast', 'lunch', 'dinner', 'snack', 'dessert'),
    creativity: fc.integer({ min: 1, max: 10 }),
    onlyUseOnHand: fc.boolean(),
    dietaryRestrictions: fc.constantFrom([], ['vegetarian'], ['gluten-free']),
    cuisineType: fc.constantFrom('any', 'italian', 'asian', 'mexican', 'american', 'french', 'mediterranean', 'indian'),
  }),
);

describe('generated recipes pass the recipe linter', () => {
  it('over random kitchens and requests', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), requests, (kitchenSeed, body) => {
        const { inventory } = randomKitchen(generator(kitchenSeed), TODAY);
        let recipe;
        try {
          recipe = generateOfflineRecipe(body, { inventory, today: TODAY });
        } catch (error) {
          if (error instanceof OfflineChefError) return;
          throw error;
        }
        expect({ title: recipe.title, errors: lintErrors({ title: recipe.title, ingredients: recipe.ingredients, mealTypes: [recipe.mealType] }) }).toEqual({
          title: recipe.title,
          errors: [],
        });
      }),
      { numRuns: 120, seed: 17 },
    );
  });
});
