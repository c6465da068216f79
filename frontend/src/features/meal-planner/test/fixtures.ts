import type { MealPlan } from '@sous/contracts';
import type { PlannerRecipe } from '../api/recipes';

export const garlicChicken: PlannerRecipe = {
  id: '3f2b8c1e-8d1a-4a57-9c39-1b2f0d7e6a11',
  title: 'Garlic chicken',
  prepTime: '10',
  cookTime: '25',
  servings: 2,
  ingredients: ['1 lb chicken thighs', '4 cloves garlic', '1 cup rice'],
  isFavorite: true,
};

export const lentilSoup: PlannerRecipe = {
  id: '9a7c2d4e-1b3f-4c5d-8e6f-7a8b9c0d1e2f',
  title: 'Lentil soup',
  prepTime: '15',
  cookTime: '40',
  servings: 4,
  ingredients: ['1 cup red lentils', '1 onion', '1 carrot'],
  isFavorite: false,
};

let counter = 0;

export function mealPlan(overrides: Partial<MealPlan> & Pick<MealPlan, 'date'>, recipe: PlannerRecipe = garlicChicken): MealPlan {
  counter += 1;
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    householdId: 'h1',
    userId: 'u1',
    recipeId: recipe.id,
    mealType: 'dinner',
    servings: 2,
    notes: null,
    createdAt: `2025-03-01T10:00:${String(counter % 60).padStart(2, '0')}.000Z`,
    cookedAt: null,
    recipe: { title: recipe.title, prepTime: recipe.prepTime, cookTime: recipe.cookTime, servings: recipe.servings, availableCount: 2, ingredientCount: 3 },
    ...overrides,
  };
}
