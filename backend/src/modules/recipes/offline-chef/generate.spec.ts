import { addDays, isPantryStaple, namesMatch, parseIngredientLine } from '@sous/kitchen';
import { recipeBook } from './book/index.js';
import { customRequest, SMART, stockOn } from './chef-test-kitchen.js';
import { allergensIn, fitsDiet, flagsOfLines } from './diet.js';
import { OfflineChefError } from './errors.js';
import { generateOfflineRecipe } from './generate.js';
import { ALLERGENS, MEAL_TYPES, type ChefInventoryItem, type OfflineChefContext, type OfflineRecipe, type OfflineRecipeRequest } from './types.js';


export const TODAY = '2025-06-10';
const inDays = (days: number): string => addDays(TODAY, days);

/** A well-stocked household: every allergen, every food group, a few items about to expire. */
export const BROAD_INVENTORY: readonly ChefInventoryItem[] = [
  { name: 'Chicken thighs', quantity: '2', unit: 'lb', expirationDate: inDays(1), foodCategory: 'Poultry Products' },
  { name: 'Spinach', quantity: '6', unit: 'oz', expirationDate: inDays(0), foodCategory: 'Vegetables and Vegetable Products' },
  { name: 'Zucchini', quantity: '2', unit: 'item', expirationDate: inDays(2) },
  { name: 'Greek yogurt', quantity: '2', unit: 'cup', expirationDate: inDays(3), foodCategory: 'Dairy and Egg Products' },
  { name: 'Ground beef', quantity: '1', unit: 'lb', expirationDate: inDays(5) },
  { name: 'Salmon fillets', quantity: '2', unit: 'item', expirationDate: inDays(4) },
  { name: 'Shrimp', quantity: '1', unit: 'lb', expirationDate: inDays(30) },
  { name: 'Bacon', quantity: '12', unit: 'slice', expirationDate: inDays(10) },
  { name: 'Firm tofu', quantity: '14', unit: 'oz', expirationDate: inDays(12) },
  { name: 'Eggs', quantity: '12', unit: 'item', expirationDate: inDays(20) },
  { name: 'Milk', quantity: '1', unit: 'gallon', expirationDate: inDays(8) },
  { name: 'Cheddar cheese', quantity: '8', unit: 'oz', expirationDate: inDays(25) },
  { name: 'Parmesan', quantity: '4', unit: 'oz', expirationDate: inDays(40) },
  { name: 'Butter', quantity: '1', unit: 'lb', expirationDate: inDays(40) },
  { name: 'Peanut butter', quantity: '1', unit: 'jar', expirationDate: inDays(200) },
  { name: 'Almonds', quantity: '8', unit: 'oz', expirationDate: inDays(200) },
  { name: 'Tahini', quantity: '1', unit: 'jar', expirationDate: inDays(200) },
  { name: 'Soy sauce', quantity: '1', unit: 'bottle', expirationDate: inDays(300) },
  { name: 'Flour tortillas', quantity: '10', unit: 'item', expirationDate: inDays(9) },
  { name: 'Sourdough bread', quantity: '1', unit: 'loaf', expirationDate: inDays(4) },
  { name: 'Spaghetti', quantity: '1', unit: 'lb', expirationDate: inDays(300) },
  { name: 'Jasmine rice', quantity: '2', unit: 'lb', expirationDate: inDays(300) },
  { name: 'Quinoa', quantity: '1', unit: 'lb', expirationDate: inDays(300) },
  { name: 'Rolled oats', quantity: '1', unit: 'lb', expirationDate: inDays(300) },
  { name: 'All-purpose flour', quantity: '5', unit: 'lb', expirationDate: inDays(300) },
  { name: 'Potatoes', quantity: '6', unit: 'item', expirationDate: inDays(20) },
  { name: 'Onions', quantity: '4', unit: 'item', expirationDate: inDays(30) },
  { name: 'Garlic', quantity: '1', unit: 'head', expirationDate: inDays(30) },
  { name: 'Ginger', quantity: '1', unit: 'item', expirationDate: inDays(20) },
  { name: 'Broccoli', quantity: '1', unit: 'head', expirationDate: inDays(6) },
  { name: 'Red bell pepper', quantity: '2', unit: 'item', expirationDate: inDays(7) },
  { name: 'Carrots', quantity: '8', unit: 'item', expirationDate: inDays(15) },
  { name: 'Mushrooms', quantity: '8', unit: 'oz', expirationDate: inDays(5) },
  { name: 'Tomatoes', quantity: '4', unit: 'item', expirationDate: inDays(6) },
  { name: 'Canned tomatoes', quantity: '2', unit: 'can', expirationDate: inDays(400) },
  { name: 'Chickpeas', quantity: '2', unit: 'can', expirationDate: inDays(400) },
  { name: 'Black beans', quantity: '2', unit: 'can', expirationDate: inDays(400) },
  { name: 'Coconut milk', quantity: '1', unit: 'can', expirationDate: inDays(400) },
  { name: 'Lemons', quantity: '3', unit: 'item', expirationDate: inDays(14) },
  { name: 'Limes', quantity: '3', unit: 'item', expirationDate: inDays(14) },
  { name: 'Cilantro', quantity: '1', unit: 'bunch', expirationDate: inDays(5) },
  { name: 'Basil', quantity: '1', unit: 'bunch', expirationDate: inDays(5) },
  { name: 'Ground cumin', quantity: '1', unit: 'jar', expirationDate: inDays(500) },
  { name: 'Curry powder', quantity: '1', unit: 'jar', expirationDate: inDays(500) },
  { name: 'Smoked paprika', quantity: '1', unit: 'jar', expirationDate: inDays(500) },
  { name: 'Honey', quantity: '1', unit: 'jar', expirationDate: inDays(500) },
  { name: 'Sugar', quantity: '2', unit: 'lb', expirationDate: inDays(500) },
  { name: 'Apples', quantity: '6', unit: 'item', expirationDate: inDays(12) },
  { name: 'Bananas', quantity: '5', unit: 'item', expirationDate: inDays(3) },
  { name: 'Strawberries', quantity: '1', unit: 'lb', expirationDate: inDays(2) },
  { name: 'Mango', quantity: '2', unit: 'item', expirationDate: inDays(6) },
];

const custom = customRequest;
const context = (over: Partial<OfflineChefContext> = {}): OfflineChefContext => ({ inventory: BROAD_INVENTORY, today: TODAY, ...over });
const item = stockOn(TODAY);

/** Oil, salt and pepper: a kitchen that cooks has them; only what is on hand never buys them (issue 31). */
const BASICS: readonly ChefInventoryItem[] = [item('Olive oil', '1', 'bottle', 400), item('Salt', '26', 'oz', 900), item('Black pepper', '4', 'oz', 900)];

/** Every line is a staple or names something in the inventory, and nothing is to buy. */
function onHandOnly(recipe: OfflineRecipe, inventory: readonly ChefInventoryItem[]): void {
  expect(recipe.missingIngredients).toEqual([]);
  for (const line of recipe.ingredients) {
    if (isPantryStaple(line)) continue;
    const name = parseIngredientLine(line).name || line;
    expect({ line, onHand: inventory.some((i) => namesMatch(name, i.name)) }).toEqual({ line, onHand: true });
  }
}

/** A sample of requests across meal types, creativity, time and onlyUseOnHand. */
const VARIANTS: OfflineRecipeRequest[] = [
  SMART,
  { ...SMART, maxCookingTime: 60, servings: 2 },
  ...MEAL_TYPES.map((mealType, i) => custom({ mealType, creativity: [1, 4, 6, 9, 10][i], timeConstraint: ['quick', 'moderate', 'elaborate', 'quick', 'moderate'][i] })),
  custom({ mealType: 'dinner', onlyUseOnHand: false, creativity: 2, cuisineType: 'italian' }),
  custom({ mealType: 'lunch', onlyUseOnHand: false, creativity: 8 }),
];

describe('generateOfflineRecipe: the result', () => {
  it('is a complete offline recipe for either request body', () => {
    for (const body of [SMART, custom()]) {
      const recipe = generateOfflineRecipe(body, context());
      expect(recipe.source).toBe('offline');
      expect(recipe.title.trim()).not.toBe('');
      expect(recipe.description.trim()).not.toBe('');
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(3);
      expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
      expect(recipe.prepTime).toBeGreaterThan(0);
      expect(recipe.cookTime).toBeGreaterThanOrEqual(0);
      expect(recipe.servings).toBe(4);
      expect(recipe.usedIngredients.length).toBeGreaterThan(0);
      expect(recipe.why.length).toBeGreaterThan(10);
      expect(recipe.offlineId).toMatch(/^(book|template):/);
      for (const step of recipe.instructions) expect(step).toMatch(/^[A-Z].*[.!]$/);
    }
  });

  it('names in usedIngredients the inventory items as the household wrote them', () => {
    const recipe = generateOfflineRecipe(SMART, context());
    const names = new Set(BROAD_INVENTORY.map((i) => i.name));
    for (const used of recipe.usedIngredients) expect(names.has(used)).toBe(true);
  });

  it('is deterministic: the same inventory and request give the same recipe', () => {
    for (const body of VARIANTS.slice(0, 5)) {
      expect(generateOfflineRecipe(body, context())).toEqual(generateOfflineRecipe(body, context()));
    }
  });

  it('varies on repeat: never the recipe generated last, by id or by title', () => {
    for (const body of [SMART, custom({ mealType: 'breakfast' }), custom({ mealType: 'dessert', creativity: 2 })]) {
      const first = generateOfflineRecipe(body, context());
      const byId = generateOfflineRecipe(body, context({ recentRecipes: [first.offlineId] }));
      const byTitle = generateOfflineRecipe(body, context({ recentRecipes: [first.title] }));
      expect(byId.offlineId).not.toBe(first.offlineId);
      expect(byId.title).not.toBe(first.title);
      expect(byTitle.title).not.toBe(first.title);
    }
  });

  it('keeps rotating through a run of repeats without an immediate repeat', () => {
    const recent: string[] = [];
    const titles: string[] = [];
    for (let i = 0; i < 6; i++) {
      const recipe = generateOfflineRecipe(SMART, context({ recentRecipes: [...recent] }));
      if (titles.length > 0) expect(recipe.title).not.toBe(titles[titles.length - 1]);
      titles.push(recipe.title);
      recent.unshift(recipe.offlineId);
    }
    expect({ titles, distinct: new Set(titles).size >= 4 }).toEqual({ titles, distinct: true });
  });
});

describe('generateOfflineRecipe: scoring', () => {
  it('uses expiring items first (3 whole days or fewer)', () => {
    const inventory = [
      item('Zucchini', '2', 'item', 1),
      item('Broccoli', '1', 'head', 20),
      item('Chicken breast', '1', 'lb', 20),
      item('Eggs', '4', 'item', 20),
      item('Rice', '2', 'lb', 300),
      item('Onion', '2', 'item', 20),
      ...BASICS,
    ];
    for (const body of [SMART, custom({ mealType: 'dinner' }), custom({ mealType: 'lunch', timeConstraint: 'quick' })]) {
      const recipe = generateOfflineRecipe(body, { inventory, today: TODAY });
      expect(recipe.usedIngredients).toContain('Zucchini');
      expect(recipe.expiringItemsUsed).toBeGreaterThanOrEqual(1);
      expect(recipe.why).toMatch(/zucchini/i);
    }
  });

  it('prefers the item expiring soonest, and leaves expired food out', () => {
    const inventory = [
      item('Spinach', '5', 'oz', 0),
      item('Kale', '1', 'bunch', 3),
      item('Mushrooms', '8', 'oz', -1),
      item('Eggs', '6', 'item', 20),
      item('Cheddar cheese', '4', 'oz', 30),
      ...BASICS,
    ];
    const recipe = generateOfflineRecipe(custom({ mealType: 'breakfast' }), { inventory, today: TODAY });
    expect(recipe.usedIngredients).toContain('Spinach');
    expect(recipe.usedIngredients).not.toContain('Mushrooms');
    expect(recipe.ingredients.join('\n')).not.toMatch(/mushroom/i);
  });

  it('uses abundant items (quantity above 5) next when nothing is expiring', () => {
    const inventory = [
      item('Eggs', '12', 'item', 20),
      item('Potatoes', '8', 'item', 30),
      item('Bell pepper', '1', 'item', 20),
      item('Onion', '1', 'item', 30),
      item('Cheddar cheese', '4', 'oz', 30),
      ...BASICS,
    ];
    const recipe = generateOfflineRecipe(custom({ mealType: 'breakfast', timeConstraint: 'moderate' }), { inventory, today: TODAY });
    expect(recipe.abundantItemsUsed).toBeGreaterThanOrEqual(1);
    expect(recipe.usedIngredients.some((name) => name === 'Eggs' || name === 'Potatoes')).toBe(true);
    expect(recipe.expiringItemsUsed).toBe(0);
  });

  it('with creativity low cooks from the book; with creativity high composes a template, with a pairing when it can', () => {
    // Everything a French omelette needs, plus fruit for an unusual pairing.
    const inventory = [
      item('Eggs', '12', 'item', 20),
      item('Butter', '1', 'lb', 40),
      item('Chives', '1', 'bunch', 5),
      item('Mushrooms', '8', 'oz', 5),
      item('Apples', '4', 'item', 20),
      item('Gruyère', '6', 'oz', 30),
    ];
    const low = generateOfflineRecipe(custom({ mealType: 'breakfast', creativity: 1, timeConstraint: 'quick' }), { inventory, today: TODAY });
    expect(low.offlineId).toMatch(/^book:/);
    expect(recipeBook().some((r) => r.title === low.title)).toBe(true);
    // At the level the template is (issue 31: the level asked for comes before creativity).
    const high = generateOfflineRecipe(custom({ mealType: 'breakfast', creativity: 10, timeConstraint: 'quick', difficulty: 'beginner' }), { inventory, today: TODAY });
    expect(high.offlineId).toMatch(/^template:/);
    expect(high.why).toMatch(/Experimental twist/);
  });

  it('scales book recipes to the requested servings with the kitchen scaler', () => {
    const inventory = [item('Eggs', '12', 'item', 20), item('Butter', '1', 'lb', 40), item('Chives', '1', 'bunch', 5), ...BASICS];
    const recipe = generateOfflineRecipe(custom({ mealType: 'breakfast', creativity: 1, servings: 2, timeConstraint: 'quick' }), { inventory, today: TODAY });
    expect(recipe.offlineId).toBe('book:classic-french-omelette');
    expect(recipe.servings).toBe(2);
    expect(recipe.ingredients).toEqual(['6 large eggs', '2 tbsp unsalted butter', '2 tbsp chives, finely chopped', 'Salt and white pepper to taste']);
  });

  it('honours time, meal type, difficulty and cuisine when something fits', () => {
    const quick = generateOfflineRecipe(custom({ timeConstraint: 'quick', mealType: 'lunch' }), context());
    expect(quick.prepTime + quick.cookTime).toBeLessThan(30);
    // The smart body's maxCookingTime is the time to the table (prep + cook), or the note says how long it takes.
    const smart = generateOfflineRecipe({ ...SMART, maxCookingTime: 20 }, context());
    if (smart.prepTime + smart.cookTime > 20) expect(smart.why).toContain(`It takes about ${smart.prepTime + smart.cookTime} minutes, more than the 20`);
    for (const mealType of MEAL_TYPES) expect(generateOfflineRecipe(custom({ mealType }), context()).mealType).toBe(mealType);
    const indian = generateOfflineRecipe(custom({ cuisineType: 'indian', mealType: 'dinner' }), context());
    expect(indian.cuisine).toBe('indian');
    const beginner = generateOfflineRecipe(custom({ difficulty: 'beginner', mealType: 'dinner' }), context());
    expect(beginner.difficulty).toBe('beginner');
  });

  it('says so when it has to relax the cuisine', () => {
    const inventory = [item('Apples', '4', 'item', 2), item('Rolled oats', '1', 'lb', 200), item('Butter', '1', 'lb', 40)];
    const recipe = generateOfflineRecipe(custom({ mealType: 'dessert', cuisineType: 'mexican', creativity: 6 }), { inventory, today: TODAY });
    expect(recipe.cuisine).not.toBe('mexican');
    expect(recipe.why).toMatch(/No Mexican dish fits/);
  });
});

describe('generateOfflineRecipe: hard filters', () => {
  it.each(ALLERGENS.map((allergen) => [allergen]))('never includes %s for a user allergic to it', (allergen) => {
    const label = allergen === 'tree nuts' ? 'Tree Nuts' : allergen.charAt(0).toUpperCase() + allergen.slice(1);
    for (const body of VARIANTS) {
      const recipe = generateOfflineRecipe(body, context({ allergens: [label] }));
      expect(recipe.allergens).not.toContain(allergen);
      expect(allergensIn(flagsOfLines(recipe.ingredients))).not.toContain(allergen);
    }
  });

  it('a vegetarian request yields vegetarian recipes, whatever else is asked', () => {
    for (const body of VARIANTS) {
      const recipe = generateOfflineRecipe({ ...body, dietaryRestrictions: ['vegetarian'] }, context());
      expect(recipe.dietTags).toContain('vegetarian');
      expect(fitsDiet(flagsOfLines(recipe.ingredients), 'vegetarian')).toBe(true);
      expect(recipe.ingredients.join('\n')).not.toMatch(/chicken|beef|bacon|salmon|shrimp|pork|fish/i);
    }
  });

  it('honours the user’s own diets (vegan, gluten-free, dairy-free) from the context', () => {
    for (const diet of ['Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Halal', 'Kosher', 'Paleo', 'Low-Carb'] as const) {
      const canonical = diet.toLowerCase() as Parameters<typeof fitsDiet>[1];
      for (const body of VARIANTS.slice(0, 6)) {
        const recipe = generateOfflineRecipe(body, context({ dietaryRestrictions: [diet] }));
        expect({ diet, fits: fitsDiet(flagsOfLines(recipe.ingredients), canonical) }).toEqual({ diet, fits: true });
        expect(recipe.dietTags).toContain(canonical);
      }
    }
  });

  it('never uses a food to avoid', () => {
    for (const body of VARIANTS) {
      const recipe = generateOfflineRecipe(body, context({ foodsToAvoid: ['mushrooms', 'Cilantro', 'spinach'] }));
      expect(recipe.ingredients.join('\n')).not.toMatch(/mushroom|cilantro|spinach/i);
    }
  });

  it('with onlyUseOnHand, nothing is missing except pantry staples', () => {
    for (const body of VARIANTS.filter((b) => b.onlyUseOnHand !== false)) onHandOnly(generateOfflineRecipe(body, context()), BROAD_INVENTORY);
    const small = [item('Chicken thighs', '1', 'lb', 1), item('Carrots', '3', 'item', 10), item('Potatoes', '2', 'item', 10), ...BASICS];
    for (const body of VARIANTS.filter((b) => b.onlyUseOnHand !== false)) onHandOnly(generateOfflineRecipe(body, { inventory: small, today: TODAY }), small);
  });

  it('without onlyUseOnHand, lists what is missing', () => {
    const inventory = [item('Eggs', '6', 'item', 10), item('Spinach', '5', 'oz', 1)];
    const recipe = generateOfflineRecipe(custom({ mealType: 'breakfast', onlyUseOnHand: false, creativity: 1 }), { inventory, today: TODAY });
    expect(recipe.offlineId).toMatch(/^book:/);
    expect(recipe.missingIngredients.length).toBeGreaterThan(0);
    // What is on hand is to buy only for the part the kitchen lacks (issue 31's fifth blind read: 18 oz of turkey with 8 on hand).
    for (const missing of recipe.missingIngredients) {
      const held = inventory.find((i) => namesMatch(missing, i.name));
      if (held) expect(recipe.ingredients.find((line) => namesMatch(missing, line) || line.toLowerCase().includes(missing.toLowerCase()))).toBeDefined();
    }
    expect(recipe.missingIngredients.some((missing) => !inventory.some((i) => namesMatch(missing, i.name)))).toBe(true);
  });
});

describe('generateOfflineRecipe: a template when the book has nothing', () => {
  it.each<[string, ChefInventoryItem[]]>([
    ['chicken only', [item('Chicken thighs', '2', 'lb', 2)]],
    ['rice and eggs', [item('Rice', '2', 'lb', 200), item('Eggs', '3', 'item', 10)]],
    ['apples only', [item('Apples', '5', 'item', 3)]],
    ['spinach and feta', [item('Baby spinach', '5', 'oz', 1), item('Feta', '4', 'oz', 10)]],
    ['flour only', [item('All-purpose flour', '5', 'lb', 300)]],
    ['a food-database name', [item('Beans, black, mature seeds, canned', '2', 'can', 300, 'Legumes and Legume Products'), item('Onions, raw', '2', 'item', 20)]],
  ])('%s', (_label, inventory) => {
    for (const body of [SMART, custom({ mealType: 'dinner' }), custom({ mealType: 'snack', creativity: 9 })]) {
      const recipe = generateOfflineRecipe(body, { inventory: [...inventory, ...BASICS], today: TODAY });
      expect(recipe.usedIngredients.length).toBeGreaterThan(0);
      onHandOnly(recipe, [...inventory, ...BASICS]);
    }
  });

  it('only what is on hand, without oil or butter listed: no shopping line, the thighs cooked without fat in a nonstick pan', () => {
    const recipe = generateOfflineRecipe(SMART, { inventory: [item('Chicken thighs', '2', 'lb', 2)], today: TODAY });
    expect(recipe.missingIngredients).toEqual([]);
    expect(recipe.ingredients.join('\n')).not.toMatch(/\boil\b/);
    expect(recipe.instructions.join('\n')).toMatch(/nonstick skillet[^.]*with no fat/);
  });

  it('answers a Smart Recipe press with a meal rather than a board or a smoothie when a meal uses as much of what is expiring (issue 31, second blind read)', () => {
    const kitchen = [
      item('Cucumbers', '2', 'item', 1),
      item('Bell peppers', '3', 'item', 1),
      item('Apples', '6', 'item', 20),
      item('Parmesan cheese', '6', 'oz', 40),
      item('Deli turkey', '8', 'oz', 6),
      item('Ground beef', '1', 'lb', 4),
      item('Tortillas', '10', 'item', 30),
      item('Olive oil', '1', 'bottle', 300),
      item('Salt', '1', 'lb', 300),
    ];
    const recipe = generateOfflineRecipe(SMART, { inventory: kitchen, today: TODAY });
    expect(recipe.title).not.toMatch(/Board|Smoothie/);
    expect(recipe.usedIngredients).toContain('Bell peppers');
  });

  it('sears a steak with butter on hand in a dry, very hot pan and bastes with the butter; a lean fillet in butter over medium heat', () => {
    const steak = generateOfflineRecipe(custom({ mealType: 'dinner' }), { inventory: [item('Steak', '1', 'lb', 2), item('Butter', '1', 'lb', 40), item('Salt', '1', 'lb', 300)], today: TODAY });
    expect(steak.instructions.join('\n')).not.toMatch(/until foaming|sear[^.]*in (?:the )?butter/i);
    const cod = generateOfflineRecipe(custom({ mealType: 'dinner' }), { inventory: [item('Cod fillet', '1', 'lb', 2), item('Butter', '1', 'lb', 40), item('Salt', '1', 'lb', 300)], today: TODAY });
    expect(cod.instructions.join('\n')).not.toMatch(/until foaming|over high heat[^.]*butter/i);
  });

  it('throws a clear typed error when nothing is on hand or the restrictions rule everything out', () => {
    const failure = (inventory: ChefInventoryItem[], over: Partial<OfflineChefContext> = {}): OfflineChefError => {
      try {
        generateOfflineRecipe(SMART, { inventory, today: TODAY, ...over });
      } catch (error) {
        if (error instanceof OfflineChefError) return error;
        throw error;
      }
      throw new Error('expected an OfflineChefError');
    };
    expect(failure([]).reason).toBe('empty-inventory');
    expect(failure([item('Milk', '0', 'cup', 5), item('Yogurt', '1', 'cup', -2)]).reason).toBe('empty-inventory');
    const meatAndDairy = [item('Chicken breast', '1', 'lb', 2), item('Milk', '1', 'gallon', 5), item('Cheddar', '8', 'oz', 20)];
    const vegan = failure(meatAndDairy, { dietaryRestrictions: ['Vegan'] });
    expect(vegan.reason).toBe('everything-excluded');
    expect(vegan).toMatchObject({ kind: 'VALIDATION', code: 'recipes.offline-chef-everything-excluded' });
    expect(vegan.message).toMatch(/diet/);
    expect(failure([item('Salt', '1', 'box', 300), item('Ground cumin', '1', 'jar', 300)]).reason).toBe('nothing-cookable');
  });
});
