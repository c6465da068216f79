import { lintErrors, readIngredientLine } from '@sous/kitchen';
import { customRequest, SMART } from '../chef-test-kitchen.js';
import { generateOfflineRecipe, generateWithAlternatives } from '../generate.js';
import { generator } from '../seed.js';
import type { BookRecipe, OfflineChefContext, OfflineRecipe, OfflineRecipeRequest } from '../types.js';
import { breadsAndSauces, onboardedKitchen, TODAY } from './households.js';
import { randomKitchen } from './random-kitchen.js';

// The defects issue 17 reports from a kitchen onboarded with two or three common items per
// category, each as a test on the same kind of kitchen.

const custom = (over: Record<string, unknown>): OfflineRecipeRequest => customRequest({ difficulty: 'beginner', ...over });
const kitchen = (expiring: readonly string[] = [], over: Partial<OfflineChefContext> = {}): OfflineChefContext => ({
  inventory: onboardedKitchen(expiring),
  today: TODAY,
  ...over,
});
const linted = (recipe: OfflineRecipe) => lintErrors({ title: recipe.title, ingredients: recipe.ingredients, mealTypes: [recipe.mealType] });
const MAIN = ['poultry', 'red-meat', 'pork', 'fish', 'shellfish'];
const mainProteins = (recipe: OfflineRecipe): Set<string> => {
  const families = new Set<string>();
  for (const line of recipe.ingredients) {
    const food = readIngredientLine(line).food;
    if (food?.role === 'protein' && food.family !== undefined && MAIN.includes(food.family) && !food.forms.includes('cured')) families.add(food.family);
  }
  return families;
};

/** Presses the same button `count` times, passing the recipes back as the handler does. */
function presses(body: OfflineRecipeRequest, context: OfflineChefContext, count: number): OfflineRecipe[] {
  const recent: string[] = [];
  const recipes: OfflineRecipe[] = [];
  for (let i = 0; i < count; i++) {
    const recipe = generateOfflineRecipe(body, { ...context, recentRecipes: [...recent] });
    recipes.push(recipe);
    recent.unshift(recipe.offlineId);
  }
  return recipes;
}

describe('issue 17: the expiring items are used', () => {
  it('uses an expiring item whenever some dish that fits the request could (random onboarded kitchens)', () => {
    const draw = generator(17);
    let missed = 0;
    for (let i = 0; i < 150; i++) {
      const { inventory } = randomKitchen(draw, TODAY);
      const { recipe, alternatives } = generateWithAlternatives(SMART, { inventory, today: TODAY });
      if (recipe.expiringItemsUsed === 0 && alternatives.some((alternative) => alternative.expiringItemsUsed > 0)) missed += 1;
    }
    expect(missed).toBe(0);
  });

  it('explains the choice in the words of the card', () => {
    const recipe = generateOfflineRecipe(SMART, kitchen(['Chicken Breast', 'Bell Peppers']));
    expect(recipe.why).toContain('Uses your chicken breast and bell peppers, which expire in 2 days.');
  });

  it('cooks from the book first when a book dish uses what is expiring', () => {
    const recipe = generateOfflineRecipe(SMART, kitchen(['Cheddar Cheese', 'Butter']));
    expect(recipe.kind).toBe('book');
    expect(recipe.expiringItemsUsed).toBe(2);
  });
});

describe('issue 17: no franken-recipes', () => {
  const requests: [string, OfflineRecipeRequest][] = [
    ['smart', SMART],
    ['mexican dinner', custom({ cuisineType: 'mexican' })],
    ['italian dinner', custom({ cuisineType: 'italian', difficulty: 'intermediate' })],
    ['breakfast', custom({ mealType: 'breakfast', timeConstraint: 'quick' })],
    ['lunch', custom({ mealType: 'lunch', creativity: 8 })],
    ['experimental dinner', custom({ creativity: 10 })],
  ];
  const expiringSets = [['Salmon Fillet', 'Chicken Breast'], ['Salmon Fillet', 'Frozen Peas'], ['Shrimp', 'Chicken Breast'], ['Cream Cheese', 'Salmon Fillet'], []];

  it.each(requests)('%s: one main protein, fruit only where wanted, fitting prep and counts (linter clean)', (_label, body) => {
    for (const expiring of expiringSets) {
      for (const recipe of presses(body, kitchen(expiring), 3)) {
        expect({ title: recipe.title, errors: linted(recipe) }).toEqual({ title: recipe.title, errors: [] });
        expect({ title: recipe.title, proteins: mainProteins(recipe).size <= 1 }).toEqual({ title: recipe.title, proteins: true });
      }
    }
  });

  it('never slices peas or cuts them into pieces', () => {
    for (const body of requests.map(([, request]) => request)) {
      for (const recipe of presses(body, kitchen(['Frozen Peas', 'Frozen Mixed Vegetables']), 3)) {
        for (const line of recipe.ingredients) expect(line).not.toMatch(/\bpeas\b.*,.*\b(?:sliced|cut into|diced|chopped)\b/i);
      }
    }
  });

  it('serves no salmon fillet for breakfast, however experimental', () => {
    for (const recipe of presses(custom({ mealType: 'breakfast', timeConstraint: 'quick', creativity: 8, servings: 2 }), kitchen(['Salmon Fillet']), 4)) {
      expect(recipe.ingredients.some((line) => /salmon fillet/i.test(line))).toBe(false);
    }
  });

  it('puts no cream cheese with salmon in an Italian pasta', () => {
    for (const recipe of presses(custom({ cuisineType: 'italian' }), kitchen(['Salmon Fillet', 'Cream Cheese']), 4)) {
      const salmon = recipe.ingredients.some((line) => /salmon/i.test(line));
      const creamCheese = recipe.ingredients.some((line) => /cream cheese/i.test(line));
      expect({ title: recipe.title, both: salmon && creamCheese }).toEqual({ title: recipe.title, both: false });
    }
  });
});

describe('issue 17: honest about what the dish is', () => {
  it('Family Dinner, Italian, dinner, Intermediate: never claims a cuisine, meal or difficulty the dish does not have', () => {
    const body = custom({ cuisineType: 'italian', difficulty: 'intermediate', servings: 6 });
    for (const expiring of [[], ['Strawberries', 'Deli Turkey'], ['Spinach']]) {
      const recipe = generateOfflineRecipe(body, kitchen(expiring));
      expect(recipe.mealType).toBe('dinner');
      if (recipe.cuisine !== 'italian') expect(recipe.why).toContain('No Italian dish fits what you have');
      if (recipe.difficulty !== 'intermediate') expect(recipe.why).toContain(`It is a ${recipe.difficulty} dish`);
      expect(linted(recipe)).toEqual([]);
    }
  });

  it('calls a composed dish Mexican only when it tastes Mexican', () => {
    // Nothing in this kitchen tastes of Mexico (no cumin, chili, salsa or lime), and it may not shop.
    const recipe = generateOfflineRecipe(custom({ cuisineType: 'mexican' }), kitchen());
    if (recipe.cuisine === 'mexican' && recipe.kind === 'template') {
      expect(recipe.ingredients.join(' ')).toMatch(/cumin|chili|salsa|lime|cilantro|paprika|oregano|hot sauce|taco|tortilla/i);
    } else {
      expect(recipe.why).toContain('No Mexican dish fits what you have');
    }
  });
});

describe('issue 17: variety', () => {
  it('with only breads and sauces, three presses give three different dishes', () => {
    const titles = presses(SMART, { inventory: breadsAndSauces(), today: TODAY }, 3).map((recipe) => recipe.title);
    expect(new Set(titles).size).toBe(3);
  });

  it('five presses repeat no dish while another that uses as much of what is expiring exists (random onboarded kitchens)', () => {
    const draw = generator(5);
    for (let i = 0; i < 30; i++) {
      const { inventory } = randomKitchen(draw, TODAY);
      const recent: string[] = [];
      const titles: string[] = [];
      for (let press = 0; press < 5; press++) {
        const { recipe, alternatives } = generateWithAlternatives(SMART, { inventory, today: TODAY, recentRecipes: [...recent] });
        if (titles.includes(recipe.title)) {
          // A repeat is only allowed when every other dish that uses something expiring was just served.
          const fresh = alternatives.filter((alternative) => !titles.includes(alternative.title) && (recipe.expiringItemsUsed === 0 || alternative.expiringItemsUsed > 0));
          expect({ titles, repeat: recipe.title, fresh: fresh.map((alternative) => alternative.title) }).toEqual({ titles, repeat: recipe.title, fresh: [] });
          expect(recipe.why).toMatch(/only dish|You had it recently/);
        }
        titles.push(recipe.title);
        recent.unshift(recipe.offlineId);
      }
    }
  });

  it('prefers a fresh dish that also uses the expiring item over a recent one that uses more', () => {
    const book: BookRecipe[] = [
      { ...dish('both', 'Chicken and Pepper Skillet'), ingredients: ['1 lb chicken breast', '2 bell peppers, sliced', '1 onion, sliced'] },
      { ...dish('chicken', 'Lemon Chicken'), ingredients: ['1 lb chicken breast', '1 onion, sliced'] },
      { ...dish('carrots', 'Glazed Carrots'), ingredients: ['1 lb carrots', '1 tbsp honey'] },
    ];
    const context = kitchen(['Chicken Breast', 'Bell Peppers'], { book });
    const first = generateOfflineRecipe(custom({ creativity: 1 }), context);
    expect(first.title).toBe('Chicken and Pepper Skillet');
    // Three presses ago is still too recent to see it again while Lemon Chicken uses the chicken too.
    const second = generateOfflineRecipe(custom({ creativity: 1 }), { ...context, recentRecipes: ['Other Dish', 'Glazed Carrots', 'Another Dish', first.offlineId] });
    expect(second.title).toBe('Lemon Chicken');
  });
});

function dish(id: string, title: string): BookRecipe {
  return {
    id,
    title,
    description: 'A simple dish written for this test.',
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    difficulty: 'beginner',
    mealTypes: ['dinner'],
    cuisine: 'american',
    ingredients: [],
    instructions: ['Cook everything in a skillet until done.', 'Season to taste.', 'Serve hot.'],
    dietTags: [],
    allergens: [],
  };
}
