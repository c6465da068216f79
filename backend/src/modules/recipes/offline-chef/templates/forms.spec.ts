/**
 * Issue 31: steps worded by the ingredient's form. Canned tuna is warmed, not cooked through;
 * ground beef is browned and crumbled, never cubed (also when a food-database name puts 'ground'
 * after the meat); shrimp cooks until pink; eggs of a frittata are not whisked with ice cream.
 */
import { addDays } from '@sous/kitchen';
import { readRestrictions } from '../diet.js';
import { profileItem } from '../foods.js';
import { readPantry, type PantryItem } from '../pantry.js';
import { generator } from '../seed.js';
import type { ChefInventoryItem } from '../types.js';
import { TEMPLATES, type TemplateContext } from './index.js';
import { GROUND_MEAT, NEEDS_COOKING, proteinDone, proteinPrep } from './kit.js';

const TODAY = '2025-06-10';
const stock = (name: string, quantity: string, unit: string | null, days = 10): ChefInventoryItem => ({ name, quantity, unit, expirationDate: addDays(TODAY, days) });
const restrictions = readRestrictions({});
const pantryOf = (inventory: readonly ChefInventoryItem[]): PantryItem[] =>
  readPantry(inventory, { today: TODAY, restrictions, prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 42 });
const one = (name: string, unit = 'lb'): PantryItem => pantryOf([stock(name, '1', unit)])[0];
const context = (inventory: readonly ChefInventoryItem[]): TemplateContext => ({
  pantry: pantryOf(inventory),
  servings: 4,
  cuisine: 'mexican',
  creativity: 5,
  onlyUseOnHand: true,
  restrictions,
  random: generator(42),
});
const build = (id: string, inventory: readonly ChefInventoryItem[]) => TEMPLATES.find((t) => t.id === id)?.build(context(inventory)) ?? null;

describe('proteins by their form', () => {
  it('canned tuna and deli turkey are ready: flaked or torn, and only warmed through', () => {
    const tuna = one('Canned Tuna', 'can');
    expect(NEEDS_COOKING(tuna)).toBe(false);
    expect(proteinPrep(tuna, 'cut into small pieces')).toBe('drained and flaked');
    expect(proteinDone(tuna)).toBe('just warmed through');
    expect(NEEDS_COOKING(one('Deli Turkey', 'oz'))).toBe(false);
  });

  it('ground meat is crumbled and browned, also named the food database way', () => {
    for (const name of ['Ground beef', 'Beef, ground, 85% lean meat / 15% fat, raw', 'Ground pork']) {
      const meat = one(name);
      expect(GROUND_MEAT(meat)).toBe(true);
      expect(proteinPrep(meat, 'cut into small pieces')).toBe('crumbled');
      expect(proteinDone(meat)).toMatch(/breaking it up/);
    }
    expect(profileItem('Beef, ground, 85% lean meat / 15% fat, raw').food?.prep).toBe('crumbled');
    expect(profileItem('Beef, ground, 85% lean meat / 15% fat, raw').food?.name).toBe('ground beef');
    expect(GROUND_MEAT(one('Steak'))).toBe(false);
  });

  it('shrimp cooks until pink, tofu until golden, a raw chicken cut until cooked through', () => {
    expect(proteinDone(one('Shrimp'))).toBe('pink and just opaque');
    expect(proteinPrep(one('Shrimp'), 'cut into small pieces')).toBe('peeled and deveined');
    expect(proteinDone(one('Tofu', 'oz'))).toBe('golden and crisp at the edges');
    expect(proteinDone(one('Chicken breast'))).toBe('browned and cooked through');
    expect(proteinPrep(one('Chicken breast'), 'cut into small pieces')).toBe('cut into small pieces');
  });

  it('tacos of canned tuna never cook it through or cut it', () => {
    const draft = build('tacos', [stock('Tortillas', '10', 'item'), stock('Canned Tuna', '2', 'can', 1), stock('Mushrooms', '8', 'oz'), stock('Sour cream', '16', 'oz')]);
    expect(draft).not.toBeNull();
    const text = [...(draft?.ingredients ?? []), ...(draft?.instructions ?? [])].join('\n');
    expect(text).toMatch(/tuna, drained and flaked/);
    expect(text).not.toMatch(/tuna[^.]*cooked through|tuna, cut/);
  });

  it('a soup of food-database ground beef crumbles it', () => {
    const draft = build('soup', [stock('Beef, ground, 85% lean meat / 15% fat, raw', '1', 'lb', 1), stock('Onions', '2', 'item'), stock('Carrots', '2', 'lb'), stock('Chicken broth', '32', 'fl oz')]);
    expect(draft?.ingredients.join('\n')).toMatch(/ground beef, crumbled/);
    expect(draft?.ingredients.join('\n')).not.toMatch(/cubes/);
  });
});

describe('pan-seared mains are whole cuts', () => {
  it('never sears bacon, ground beef or canned tuna as the star of the plate', () => {
    for (const protein of [stock('Bacon', '12', 'oz', 1), stock('Ground beef', '1', 'lb', 1), stock('Canned Tuna', '2', 'can', 1)]) {
      const draft = build('pan-seared', [protein, stock('Mushrooms', '8', 'oz'), stock('Limes', '4', 'item')]);
      expect(draft?.title ?? '').not.toMatch(/bacon|beef|tuna/i);
    }
    expect(build('pan-seared', [stock('Salmon fillet', '1', 'lb', 1), stock('Mushrooms', '8', 'oz')])?.title).toMatch(/Salmon/);
  });
});

describe('toast by its toppings (issue 31: raw spinach on a bagel, lemon over mozzarella)', () => {
  it('melts cheddar under the broiler, the cheese on top, and squeezes no lemon over it', () => {
    const dish = build('toast', [stock('Bagels', '6', 'item'), stock('Cheddar Cheese', '8', 'oz', 1), stock('Lemons', '4', 'item')]);
    expect(dish?.instructions.join(' ')).toMatch(/broiler until the cheese melts/);
    expect(dish?.ingredients.join(' ')).not.toMatch(/lemon/);
  });

  it('makes no toast of raw spinach alone', () => {
    expect(build('toast', [stock('Bagels', '6', 'item'), stock('Spinach', '10', 'oz', 1)])).toBeNull();
  });

  it('names a canned food by the food in a title', () => {
    const dish = build('quesadilla', [stock('Tortillas', '10', 'item'), stock('Mozzarella Cheese', '8', 'oz'), stock('Canned Black Beans', '2', 'can', 1)]);
    expect(dish?.title).toMatch(/^Black Bean/);
  });
});

describe('bacon in tacos (issue 31 blind read: oiled and salted bacon)', () => {
  it('starts the bacon in a dry pan, unsalted, with no oil in the list', () => {
    const dish = build('tacos', [stock('Tortillas', '10', 'item'), stock('Bacon', '12', 'oz', 1), stock('Bell Peppers', '3', 'item'), stock('Mushrooms', '8', 'oz'), stock('Vegetable Oil', '1', 'bottle')]);
    expect(dish?.instructions[0]).toMatch(/^Put the bacon in a large dry skillet/);
    expect(dish?.instructions.join(' ')).not.toMatch(/bacon, season with salt/);
    expect(dish?.ingredients.some((line) => /\boil\b/.test(line))).toBe(false);
  });
});

describe('what goes where (issue 31 samples: peanut butter toasted on a bowl, parmesan and celery in tacos, roasted peas)', () => {
  it('scatters nuts, never a nut butter, and keeps grating cheese and celery out of tacos', () => {
    const bowl = build('grain-bowl', [stock('Quinoa', '1', 'lb', 1), stock('Broccoli', '1', 'head'), stock('Bacon', '12', 'oz'), stock('Avocados', '2', 'item'), stock('Peanut Butter', '16', 'oz')]);
    expect(bowl?.ingredients.join(' ')).not.toMatch(/peanut butter/);
    const tacos = build('tacos', [stock('Tortillas', '10', 'item'), stock('Deli Turkey', '8', 'oz', 1), stock('Celery', '1', 'bunch'), stock('Parmesan Cheese', '6', 'oz'), stock('Salsa', '16', 'oz')]);
    expect(tacos?.ingredients.join(' ') ?? '').not.toMatch(/parmesan|celery/);
  });

  it('roasts no peas on a sheet pan', () => {
    const dish = build('sheet-pan', [stock('Chicken thighs', '2', 'lb', 1), stock('Frozen Peas', '16', 'oz'), stock('Carrots', '2', 'lb'), stock('Potatoes', '5', 'lb')]);
    expect(dish?.ingredients.join(' ')).not.toMatch(/\bpeas\b/);
  });
});

describe('the fourth blind read (seed 31), as general rules', () => {
  it('toasts oats and nuts for a parfait, never breakfast cereal, and says so instead of "no cooking needed"', () => {
    const cereal = build('yogurt-parfait', [stock('Yogurt', '32', 'oz', 1), stock('Strawberries', '1', 'lb', 1), stock('Breakfast Cereal', '1', 'box')]);
    expect(cereal?.instructions.join(' ')).not.toMatch(/Toast the/);
    const nuts = build('yogurt-parfait', [stock('Yogurt', '32', 'oz', 1), stock('Strawberries', '1', 'lb', 1), stock('Almonds', '16', 'oz')]);
    expect(nuts?.description).not.toMatch(/no cooking/);
    expect(build('yogurt-parfait', [stock('Yogurt, Greek, plain, nonfat', '16', 'oz', 1), stock('Almonds', '16', 'oz')])).toBeNull();
  });

  it('fills a quesadilla with a cheese that melts, splits a bagel one a serving, and serves a board with avocado at once', () => {
    expect(build('quesadilla', [stock('Tortillas', '10', 'item'), stock('Parmesan Cheese', '6', 'oz'), stock('Shrimp', '1', 'lb', 1)])).toBeNull();
    expect(build('toast', [stock('Bagels', '6', 'item'), stock('Cheddar Cheese', '8', 'oz', 1)])?.ingredients[0]).toBe('4 bagels, split');
    const board = build('snack-board', [stock('Cheddar Cheese', '8', 'oz', 1), stock('Avocados', '2', 'item'), stock('Crackers', '1', 'box')]);
    expect(board?.instructions.at(-1)).toBe('Serve right away.');
  });

  it('browns mushrooms into a pan sauce rather than steaming them', () => {
    const dish = build('pan-sauce', [stock('Chicken Breast', '1', 'lb', 1), stock('Mushrooms', '8', 'oz', 2), stock('Chicken Broth', '32', 'fl oz'), stock('Butter', '1', 'lb'), stock('Olive Oil', '1', 'bottle')]);
    expect(dish?.title).toBe('Chicken Breast with Mushroom Pan Sauce');
    expect(dish?.instructions.join(' ')).not.toMatch(/steam the mushrooms/);
  });
});

describe('seasoning and fillings that read right without salt (samples of seeds 9 and 131)', () => {
  it('makes no tacos of bacon alone', () => {
    expect(build('tacos', [stock('Tortillas', '10', 'item'), stock('Bacon', '12', 'oz', 1), stock('Salsa', '16', 'oz'), stock('Cheddar Cheese', '8', 'oz')])).toBeNull();
  });

  it('finishes a soup with its acid in a sentence of its own, so no salt leaves "and the lime juice" dangling', () => {
    const soup = build('soup', [stock('Chicken Broth', '32', 'fl oz'), stock('Broccoli', '1', 'head', 1), stock('Celery', '1', 'bunch'), stock('Onions', '3', 'item'), stock('Limes', '4', 'item')]);
    expect(soup?.instructions.join(' ')).toMatch(/Stir in the lime juice and season with salt and pepper\./);
  });
});

describe('the blind read of seed 131, as general rules', () => {
  it('calls a salad dressed with oil alone no vinaigrette, and tops no taco with a can of tomatoes', () => {
    const salad = build('salad', [stock('Lettuce', '1', 'head', 1), stock('Cucumbers', '2', 'item'), stock('Tomatoes', '4', 'item')]);
    expect(salad?.description).toMatch(/dressed simply with olive oil/);
    const tacos = build('tacos', [stock('Tortillas', '10', 'item'), stock('Steak', '1', 'lb', 1), stock('Bell Peppers', '3', 'item'), stock('Canned Tomatoes', '2', 'can'), stock('Salsa', '16', 'oz')]);
    expect(tacos?.ingredients.join(' ') ?? '').not.toMatch(/canned tomatoes/);
  });

  it('makes no crisp without sugar, and poaches in soy-seasoned water when there is no salt', () => {
    expect(build('fruit-crisp', [stock('Apples', '6', 'item', 1), stock('Rolled Oats', '18', 'oz'), stock('Butter', '1', 'lb')])).toBeNull();
    const fish = build('poached', [stock('Cod', '12', 'oz', 1), stock('Onions', '3', 'item'), stock('Soy Sauce', '10', 'fl oz'), stock('Broccoli', '1', 'head')]);
    expect(fish?.ingredients.join(' ')).toMatch(/soy sauce/);
  });
});

describe('the blind read of seed 231, as general rules', () => {
  it('wilts a frittata\'s spinach at the end and puts no frozen berries on toast', () => {
    const frittata = build('frittata', [stock('Eggs', '12', 'item'), stock('Spinach', '10', 'oz', 1), stock('Potatoes', '5', 'lb'), stock('Olive Oil', '1', 'bottle')]);
    expect(frittata?.instructions.join(' ')).toMatch(/Stir in the spinach until just wilted/);
    const toast = build('toast', [stock('Bread', '1', 'loaf', 1), stock('Frozen Berries', '16', 'oz'), stock('Peanut Butter', '16', 'oz')]);
    expect(toast?.ingredients.join(' ') ?? '').not.toMatch(/berries/);
  });
});
