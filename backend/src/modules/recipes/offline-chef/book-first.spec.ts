import { customRequest, SMART, stockOn } from './chef-test-kitchen.js';
import { generateOfflineRecipe } from './generate.js';
import type { BookRecipe, OfflineRecipeRequest } from './types.js';

const TODAY = '2026-11-26';
const item = stockOn(TODAY);
const custom = (over: Record<string, unknown> = {}): OfflineRecipeRequest => customRequest({ onlyUseOnHand: false, ...over });

const dish = (over: Partial<BookRecipe> & Pick<BookRecipe, 'id' | 'title' | 'ingredients' | 'instructions'>): BookRecipe => ({
  description: 'A dish of the test book.',
  prepTime: 10,
  cookTime: 15,
  servings: 4,
  difficulty: 'beginner',
  mealTypes: ['dinner'],
  cuisine: 'mexican',
  dietTags: ['gluten-free'],
  allergens: [],
  ...over,
});

const GARLIC_SHRIMP = dish({
  id: 'garlic-shrimp-skillet',
  title: 'Garlic Shrimp Skillet',
  allergens: ['shellfish', 'milk'],
  ingredients: [
    '1 lb shrimp, peeled and deveined',
    '4 cloves garlic, thinly sliced',
    '2 tbsp olive oil',
    '2 tbsp lime juice',
    'Salt and black pepper to taste',
    '1/2 cup sour cream, for serving',
  ],
  instructions: ['Cook the garlic in the oil until golden.', 'Add the shrimp and cook 2 minutes a side.', 'Finish with the lime juice and season.'],
});

describe('book dishes with a swap the kitchen knowledge vouches for', () => {
  const kitchen = [item('Shrimp', '1', 'lb', 1), item('Garlic', '1', 'head', 30), item('Lemons', '3', 'item', 14), item('Olive oil', '1', 'bottle', 400)];

  it('cooks the book dish with the item on hand, rewrites the line and says so; a side to serve never blocks it', () => {
    const recipe = generateOfflineRecipe(SMART, { inventory: kitchen, today: TODAY, book: [GARLIC_SHRIMP] });
    expect(recipe.offlineId).toBe('book:garlic-shrimp-skillet');
    expect(recipe.ingredients).toContain('2 tbsp lemon juice');
    expect(recipe.ingredients.join('|')).not.toMatch(/lime/);
    expect(recipe.instructions[2]).toBe('Finish with the lemon juice and season.');
    expect(recipe.usedIngredients).toEqual(expect.arrayContaining(['Shrimp', 'Lemons']));
    // Only what is on hand: nothing to buy; the oil is on hand, the salt and pepper it lacks are left out (issue 31).
    expect(recipe.missingIngredients).toEqual([]);
    expect(recipe.why).toContain('Leave out the salt and black pepper, which you do not have.');
    // The sour cream to serve alongside never blocks the dish, and is left out when only on-hand food is allowed.
    expect(recipe.ingredients.join('|')).not.toMatch(/sour cream/);
    expect(recipe.why).toContain('Uses lemon juice instead of lime juice.');
    // Without the lemons there is nothing to swap in: the book dish cannot be made.
    const without = generateOfflineRecipe(SMART, { inventory: kitchen.filter((entry) => entry.name !== 'Lemons'), today: TODAY, book: [GARLIC_SHRIMP] });
    expect(without.kind).toBe('template');
  });
});

describe('book first when shopping is allowed', () => {
  const kitchen = [
    item('Chicken breast', '2', 'lb', 1),
    item('Broccoli', '1', 'head', 2),
    item('Garlic', '1', 'head', 30),
    item('Soy sauce', '1', 'bottle', 300),
    item('Rice', '2', 'lb', 300),
    item('Carrots', '8', 'item', 20),
    item('Bell peppers', '6', 'item', 10),
    item('Onions', '6', 'item', 30),
  ];
  const STIR_FRY = dish({
    id: 'chicken-broccoli-oyster-stir-fry',
    title: 'Garlic Chicken and Broccoli',
    cuisine: 'asian',
    difficulty: 'intermediate',
    allergens: ['soy', 'wheat', 'shellfish', 'sesame'],
    dietTags: [],
    ingredients: [
      '1 1/2 lb chicken breast, sliced thin',
      '1 head broccoli, cut into florets',
      '3 cloves garlic, minced',
      '2 tbsp soy sauce',
      '3 tbsp oyster sauce',
      '1 tbsp sesame seeds',
      '2 tbsp vegetable oil',
    ],
    instructions: ['Stir-fry the chicken in the oil until just cooked and set aside.', 'Stir-fry the broccoli and garlic, return the chicken, add the sauces and toss; scatter the sesame seeds.'],
  });

  it('a book dish missing one or two non-key ingredients beats a template, and lists them', () => {
    const recipe = generateOfflineRecipe(custom(), { inventory: kitchen, today: TODAY, book: [STIR_FRY] });
    expect(recipe.offlineId).toBe('book:chicken-broccoli-oyster-stir-fry');
    expect(recipe.missingIngredients).toEqual(['oyster sauce', 'sesame seeds', 'cooking oil']);
    expect(recipe.expiringItemsUsed).toBe(2);
    // Its protein is no 'non-key' ingredient: without the chicken, the template is cooked instead.
    const withoutChicken = kitchen.map((entry) => (entry.name === 'Chicken breast' ? item('Pork chops', '2', 'lb', 1) : entry));
    expect(generateOfflineRecipe(custom(), { inventory: withoutChicken, today: TODAY, book: [STIR_FRY] }).kind).toBe('template');
  });
});

describe('a flavouring extract is left out like a spice', () => {
  it('bakes the crème caramel without vanilla from eggs, milk and sugar, and no step still calls for it', () => {
    const inventory = [item('Eggs', '12', 'item', 20), item('Milk', '1', 'gallon', 6), item('Sugar', '4', 'lb', 300)];
    const recipe = generateOfflineRecipe(customRequest({ mealType: 'dessert', difficulty: 'advanced', timeConstraint: 'elaborate', creativity: 1 }), { inventory, today: TODAY });
    expect(recipe.title).toBe('Classic Crème Caramel');
    expect(recipe.why).toMatch(/Leave out the vanilla extract/);
    expect(recipe.instructions.join(' ')).not.toMatch(/vanilla/i);
  });
});
