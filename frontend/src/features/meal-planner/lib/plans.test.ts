import { describe, expect, it } from 'vitest';
import { garlicChicken, lentilSoup, mealPlan } from '../test/fixtures';
import { uncookedRecipes } from './plans';

describe('uncookedRecipes', () => {
  it("adds up a recipe's planned servings in the week, leaving out cooked meals and other weeks", () => {
    const plans = [
      mealPlan({ date: '2025-03-03', servings: 2 }),
      mealPlan({ date: '2025-03-05', servings: 3 }),
      mealPlan({ date: '2025-03-06', servings: 4, cookedAt: '2025-03-06T19:00:00.000Z' }),
      mealPlan({ date: '2025-03-12', servings: 5 }),
      mealPlan({ date: '2025-03-04', servings: 1 }, lentilSoup),
    ];
    expect(uncookedRecipes(plans, '2025-03-03', '2025-03-09')).toEqual([
      { recipeId: garlicChicken.id, servings: 5 },
      { recipeId: lentilSoup.id, servings: 1 },
    ]);
  });
});
