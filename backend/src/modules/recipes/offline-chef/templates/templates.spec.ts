import { addDays, convertQuantity, isPantryStaple, namesMatch, parseIngredientLine } from '@sous/kitchen';
import { readRestrictions } from '../diet.js';
import { readPantry } from '../pantry.js';
import { plausibilityProblems } from '../plausibility.js';
import { generator } from '../seed.js';
import type { ChefInventoryItem } from '../types.js';
import { TEMPLATES, type RecipeTemplate, type TemplateContext } from './index.js';

const TODAY = '2025-06-10';
const stock = (name: string, quantity: string, unit: string | null, days = 10): ChefInventoryItem => ({ name, quantity, unit, expirationDate: addDays(TODAY, days) });

function contextFor(inventory: readonly ChefInventoryItem[], over: Partial<TemplateContext> = {}): TemplateContext {
  const restrictions = readRestrictions({});
  const pantry = readPantry(inventory, { today: TODAY, restrictions, prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 42 });
  return { pantry, servings: 4, cuisine: 'american', creativity: 5, onlyUseOnHand: true, restrictions, random: generator(42), ...over };
}

const template = (id: string): RecipeTemplate => {
  const found = TEMPLATES.find((t) => t.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

/** One inventory per template that it should be able to cook from. */
const KITCHENS: Record<string, ChefInventoryItem[]> = {
  omelette: [stock('Eggs', '12', 'item'), stock('Mushrooms', '8', 'oz', 1), stock('Gruyère', '4', 'oz'), stock('Chives', '1', 'bunch')],
  frittata: [stock('Eggs', '12', 'item'), stock('Potatoes', '4', 'item'), stock('Zucchini', '2', 'item', 1), stock('Feta', '6', 'oz'), stock('Milk', '1', 'quart')],
  'skillet-hash': [stock('Potatoes', '6', 'item'), stock('Italian sausage', '1', 'lb', 2), stock('Bell pepper', '2', 'item'), stock('Onion', '2', 'item'), stock('Smoked paprika', '1', 'jar')],
  'stir-fry': [stock('Chicken breast', '1', 'lb', 1), stock('Broccoli', '1', 'head'), stock('Carrots', '4', 'item'), stock('Garlic', '1', 'head'), stock('Soy sauce', '1', 'bottle'), stock('Jasmine rice', '2', 'lb', 300)],
  'fried-rice': [stock('Cooked rice', '4', 'cup', 1), stock('Eggs', '6', 'item'), stock('Frozen peas', '1', 'bag', 60), stock('Scallions', '1', 'bunch'), stock('Soy sauce', '1', 'bottle')],
  curry: [stock('Chickpeas', '2', 'can', 300), stock('Cauliflower', '1', 'head', 2), stock('Onion', '2', 'item'), stock('Curry powder', '1', 'jar', 300), stock('Coconut milk', '1', 'can', 300), stock('Basmati rice', '2', 'lb', 300)],
  pasta: [stock('Penne', '1', 'lb', 300), stock('Cherry tomatoes', '1', 'pint', 2), stock('Garlic', '1', 'head'), stock('Parmesan', '4', 'oz'), stock('Basil', '1', 'bunch', 2)],
  soup: [stock('Red lentils', '1', 'lb', 300), stock('Carrots', '4', 'item'), stock('Onion', '2', 'item'), stock('Vegetable broth', '1', 'quart', 100), stock('Ground cumin', '1', 'jar', 300), stock('Lemons', '2', 'item')],
  salad: [stock('Romaine lettuce', '1', 'head', 1), stock('Cucumber', '1', 'item'), stock('Cherry tomatoes', '1', 'pint'), stock('Feta', '6', 'oz'), stock('Red wine vinegar', '1', 'bottle', 300)],
  'grain-bowl': [stock('Quinoa', '1', 'lb', 300), stock('Sweet potatoes', '2', 'item', 2), stock('Black beans', '1', 'can', 300), stock('Avocado', '2', 'item'), stock('Greek yogurt', '1', 'cup'), stock('Limes', '2', 'item')],
  tacos: [stock('Corn tortillas', '12', 'item'), stock('Ground beef', '1', 'lb', 1), stock('Cheddar cheese', '8', 'oz'), stock('Salsa', '1', 'jar', 30), stock('Ground cumin', '1', 'jar', 300)],
  quesadilla: [stock('Flour tortillas', '8', 'item'), stock('Monterey Jack', '8', 'oz'), stock('Black beans', '1', 'can', 300), stock('Spinach', '5', 'oz', 1)],
  'sheet-pan': [stock('Chicken thighs', '2', 'lb', 1), stock('Potatoes', '6', 'item'), stock('Carrots', '6', 'item'), stock('Red onion', '2', 'item'), stock('Dried oregano', '1', 'jar', 300)],
  toast: [stock('Sourdough bread', '1', 'loaf', 2), stock('Avocado', '2', 'item', 1), stock('Eggs', '6', 'item')],
  'pan-sauce': [stock('Chicken breast', '1.5', 'lb', 1), stock('Chicken broth', '32', 'fl oz', 20), stock('Shallots', '4', 'item'), stock('Butter', '1', 'lb'), stock('Dijon mustard', '8', 'oz', 200), stock('Potatoes', '5', 'lb')],
  'poached-eggs': [stock('Eggs', '12', 'item'), stock('Sourdough bread', '1', 'loaf', 2), stock('Spinach', '10', 'oz', 1), stock('Butter', '1', 'lb'), stock('White vinegar', '1', 'bottle', 300)],
  'eggs-benedict': [stock('Eggs', '18', 'item'), stock('English muffins', '6', 'item', 3), stock('Deli Ham', '8', 'oz', 2), stock('Butter', '1', 'lb'), stock('Lemons', '4', 'item')],
  truffles: [stock('Dark chocolate', '7', 'oz', 30), stock('Heavy cream', '1', 'pint', 3), stock('Almonds', '8', 'oz', 200), stock('Butter', '1', 'lb')],
  'tempered-dipped-fruit': [stock('Dark chocolate', '7', 'oz', 30), stock('Strawberries', '1', 'lb', 2), stock('Bananas', '4', 'item', 3)],
  granola: [stock('Rolled oats', '18', 'oz', 200), stock('Maple syrup', '12', 'fl oz', 200), stock('Vegetable oil', '1', 'bottle', 300), stock('Almonds', '8', 'oz', 100), stock('Raisins', '8', 'oz', 100)],
  'bread-pudding': [stock('Bread', '1', 'loaf', 1), stock('Eggs', '12', 'item'), stock('Milk', '1', 'gallon', 5), stock('Sugar', '4', 'lb', 300), stock('Butter', '1', 'lb'), stock('Apples', '4', 'item')],
  strata: [stock('Bread', '1', 'loaf', 1), stock('Eggs', '12', 'item'), stock('Milk', '1', 'gallon', 5), stock('Cheddar cheese', '8', 'oz'), stock('Spinach', '10', 'oz', 2), stock('Mushrooms', '8', 'oz', 2)],
  'rice-pudding': [stock('Rice', '2', 'lb', 300), stock('Milk', '1', 'gallon', 3), stock('Sugar', '4', 'lb', 300), stock('Ground cinnamon', '1', 'jar', 300), stock('Raisins', '8', 'oz', 100)],
  'baked-apples': [stock('Apples', '6', 'item', 2), stock('Rolled oats', '18', 'oz', 200), stock('Honey', '12', 'oz', 300), stock('Butter', '1', 'lb'), stock('Walnuts', '8', 'oz', 100)],
  sandwich: [stock('Bread', '1', 'loaf', 2), stock('Deli turkey', '8', 'oz', 3), stock('Cheddar cheese', '8', 'oz'), stock('Tomatoes', '4', 'item'), stock('Lettuce', '1', 'head'), stock('Mayonnaise', '30', 'oz', 300)],
  poached: [stock('Salmon fillet', '1', 'lb', 1), stock('Broccoli', '1', 'head', 3), stock('Onions', '3', 'item'), stock('Lemons', '4', 'item'), stock('Rice', '2', 'lb', 300)],
  'beurre-blanc': [stock('Salmon fillet', '1', 'lb', 1), stock('Butter', '1', 'lb'), stock('Lemons', '4', 'item'), stock('Onions', '3', 'item'), stock('Broccoli', '1', 'head'), stock('Rice', '2', 'lb', 300)],
  'snack-board': [stock('Cheddar cheese', '8', 'oz'), stock('Apples', '3', 'item', 1), stock('Almonds', '8', 'oz', 200), stock('Crackers', '1', 'box', 100)],
  'skillet-flatbread': [stock('All-purpose flour', '5', 'lb', 300), stock('Greek yogurt', '2', 'cup', 2), stock('Garlic', '1', 'head'), stock('Butter', '1', 'lb')],
  smoothie: [stock('Bananas', '4', 'item', 1), stock('Strawberries', '1', 'lb', 2), stock('Milk', '1', 'quart')],
  'yogurt-parfait': [stock('Greek yogurt', '32', 'oz', 2), stock('Blueberries', '1', 'pint', 1), stock('Walnuts', '8', 'oz', 100), stock('Honey', '1', 'jar', 300)],
  'fruit-crisp': [stock('Apples', '6', 'item', 2), stock('Rolled oats', '1', 'lb', 300), stock('Butter', '1', 'lb'), stock('Brown sugar', '1', 'lb', 300), stock('Ground cinnamon', '1', 'jar', 300)],
  'fruit-compote': [stock('Peaches', '4', 'item', 1), stock('Honey', '1', 'jar', 300), stock('Greek yogurt', '2', 'cup')],
  sundae: [stock('Vanilla ice cream', '1.5', 'quart', 300), stock('Strawberries', '1', 'lb', 1), stock('Almonds', '8', 'oz', 200), stock('Honey', '1', 'jar', 300)],
  'pan-seared': [stock('Salmon fillets', '4', 'item', 1), stock('Asparagus', '1', 'lb', 2), stock('Butter', '1', 'lb'), stock('Lemons', '2', 'item')],
  braise: [stock('Pork chops', '2', 'lb', 1), stock('Onions', '3', 'item'), stock('Carrots', '6', 'item'), stock('Canned tomatoes', '2', 'can', 300), stock('Garlic', '1', 'head'), stock('Flour', '5', 'lb', 300)],
};

describe('templates', () => {
  it('has a kitchen for every template, and there are at least 20 templates', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) expect(KITCHENS[t.id]).toBeDefined();
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s composes a complete recipe from what is on hand', (id, t) => {
    const inventory = KITCHENS[id];
    const draft = t.build(contextFor(inventory, { cuisine: t.cuisines[0] }));
    expect(draft).not.toBeNull();
    if (!draft) return;
    expect(draft.title.trim()).not.toBe('');
    expect(draft.ingredients.length).toBeGreaterThanOrEqual(3);
    expect(draft.instructions.length).toBeGreaterThanOrEqual(3);
    expect(draft.prepTime).toBeGreaterThan(0);
    for (const step of draft.instructions) {
      expect(step).toMatch(/^[A-Z]/);
      expect(step).toMatch(/[.)]$/);
      expect(step).not.toMatch(/undefined|null|NaN|\s,|\s{2}/);
    }
    for (const line of draft.ingredients) {
      expect(line).not.toMatch(/undefined|null|NaN/);
      if (isPantryStaple(line)) continue;
      const parsed = parseIngredientLine(line);
      expect({ line, measured: parsed.quantity !== null && parsed.quantity > 0 }).toEqual({ line, measured: true });
      expect({ line, onHand: inventory.some((item) => namesMatch(parsed.name, item.name)) }).toEqual({ line, onHand: true });
    }
    // The steps name the actual items.
    const steps = draft.instructions.join(' ').toLowerCase();
    for (const item of draft.keyItems) expect({ item: item.label, named: steps.includes(item.label) }).toEqual({ item: item.label, named: true });
  });

  it('scales quantities with the servings', () => {
    const inventory = [stock('Chicken breast', '10', 'lb', 1), stock('Broccoli', '10', 'head'), stock('Carrots', '20', 'item'), stock('Soy sauce', '1', 'bottle')];
    const first = (servings: number): number => {
      const draft = template('stir-fry').build(contextFor(inventory, { servings, cuisine: 'asian' }));
      const parsed = parseIngredientLine(draft?.ingredients[0] ?? '');
      return convertQuantity(parsed.quantity ?? 0, parsed.unit, 'g') ?? 0;
    };
    expect(first(8)).toBeGreaterThan(first(4));
    expect(first(4)).toBeGreaterThan(first(2));
  });

  it('drizzles a board\'s syrup over its fruit only, and leaves the syrup off a board without fruit (blind read: maple syrup over avocado and mozzarella)', () => {
    const withFruit = template('snack-board').build(contextFor([stock('Cheddar cheese', '8', 'oz'), stock('Apples', '3', 'item', 1), stock('Maple syrup', '12', 'fl oz', 200), stock('Crackers', '1', 'box', 100)]));
    expect(withFruit?.instructions.join(' ')).toMatch(/drizzle the maple syrup over the apples,/i);
    const noFruit = template('snack-board').build(contextFor([stock('Mozzarella cheese', '8', 'oz', 1), stock('Avocado', '2', 'item', 2), stock('Maple syrup', '12', 'fl oz', 200), stock('Almonds', '8', 'oz', 200)]));
    expect(noFruit).not.toBeNull();
    expect(noFruit?.ingredients.join(' ')).not.toMatch(/maple/i);
    expect(noFruit?.instructions.join(' ')).not.toMatch(/maple|over the cheese and fruit/i);
  });

  it('cooks a bowl\'s bacon crisp in a dry pan and drains it; only a whole cut rests and is sliced (blind read: bacon seared like a steak)', () => {
    const bowl = (protein: ChefInventoryItem) =>
      template('grain-bowl').build(contextFor([stock('Quinoa', '1', 'lb', 300), protein, stock('Sweet potatoes', '3', 'item', 2), stock('Zucchini', '2', 'item'), stock('Salsa', '16', 'oz', 60), stock('Lemons', '4', 'item')]));
    const bacon = bowl(stock('Bacon', '12', 'oz', 5))?.instructions.join(' ') ?? '';
    expect(bacon).toMatch(/Cook the bacon in a dry skillet .* until browned and crisp at the edges, .* then drain on paper towels\./);
    expect(bacon).not.toMatch(/Rest for 5 minutes, then slice/);
    const chicken = bowl(stock('Chicken breast', '1', 'lb', 5))?.instructions.join(' ') ?? '';
    expect(chicken).toMatch(/Rest for 5 minutes, then slice\./);
  });

  it('makes no fried rice seasoned by nothing: it needs a sauce, or garlic or ginger (blind read: butter the only flavour)', () => {
    const base = [stock('Rice', '2', 'lb', 300), stock('Steak', '1', 'lb', 1), stock('Bell peppers', '3', 'item', 1), stock('Frozen peas', '16', 'oz', 1), stock('Butter', '1', 'lb')];
    expect(template('fried-rice').build(contextFor(base, { cuisine: 'asian' }))).toBeNull();
    expect(template('fried-rice').build(contextFor([...base, stock('Garlic', '1', 'head'), stock('Salt', '26', 'oz')], { cuisine: 'asian' }))).not.toBeNull();
  });

  it('never asks for more than is on hand', () => {
    const draft = template('omelette').build(contextFor([stock('Eggs', '3', 'item'), stock('Spinach', '2', 'oz', 1)], { servings: 4 }));
    expect(draft?.ingredients[0]).toBe('2 eggs');
  });

  it('adds an item to buy only when the request allows it', () => {
    const inventory = [stock('Ground beef', '1', 'lb', 1), stock('Onion', '1', 'item')];
    expect(template('tacos').build(contextFor(inventory, { cuisine: 'mexican' }))).toBeNull();
    const draft = template('tacos').build(contextFor(inventory, { cuisine: 'mexican', onlyUseOnHand: false }));
    expect(draft?.ingredients).toContain('8 small corn tortillas');
  });

  it('adds an unusual pairing only at high creativity', () => {
    const inventory = [stock('Chicken breast', '1', 'lb', 1), stock('Bell pepper', '2', 'item'), stock('Mango', '2', 'item'), stock('Soy sauce', '1', 'bottle')];
    const calm = template('stir-fry').build(contextFor(inventory, { creativity: 5, cuisine: 'asian' }));
    const bold = template('stir-fry').build(contextFor(inventory, { creativity: 9, cuisine: 'asian' }));
    expect(calm?.pairing).toBeNull();
    expect(bold?.pairing?.label).toBe('mango');
    expect(bold?.ingredients.join('\n')).toMatch(/mango/);
    expect(bold?.instructions.join(' ')).toMatch(/mango/);
  });

  it('braises a cut for as long as it needs, and nothing it cannot braise', () => {
    const kitchen = (meat: ChefInventoryItem): ChefInventoryItem[] => [meat, stock('Onions', '3', 'item'), stock('Chicken broth', '1', 'quart', 100), stock('Potatoes', '5', 'lb')];
    const steak = template('braise').build(contextFor(kitchen(stock('Steak', '2', 'lb', 1))));
    const thighs = template('braise').build(contextFor(kitchen(stock('Chicken thighs', '2', 'lb', 1))));
    expect(steak?.title).toBe('Braised Steak with Potato');
    expect((steak?.prepTime ?? 0) + (steak?.cookTime ?? 0)).toBeGreaterThan(100);
    expect((thighs?.prepTime ?? 0) + (thighs?.cookTime ?? 0)).toBeLessThan(steak?.cookTime ?? 0);
    expect((thighs?.prepTime ?? 0) + (thighs?.cookTime ?? 0)).toBeGreaterThan(45);
    // A breast dries out before it is tender (the fourth blind read): it is not braised.
    expect(template('braise').build(contextFor(kitchen(stock('Chicken breast', '2', 'lb', 1))))).toBeNull();
    for (const draft of [steak, thighs]) {
      expect(plausibilityProblems({ title: draft?.title ?? '', ingredients: draft?.ingredients ?? [], instructions: draft?.instructions ?? [], servings: 4, mealType: 'dinner' })).toEqual([]);
    }
    const salsa = template('braise').build(contextFor([stock('Chicken thighs', '2', 'lb', 1), stock('Salsa', '16', 'oz', 30)], { cuisine: 'mexican' }));
    expect(salsa?.title).toBe('Salsa-Braised Chicken Thigh');
    expect(plausibilityProblems({ title: salsa?.title ?? '', ingredients: salsa?.ingredients ?? [], instructions: salsa?.instructions ?? [], servings: 4, mealType: 'dinner' })).toEqual([]);
    expect(template('braise').build(contextFor([stock('Chicken breast', '2', 'lb', 1), stock('Chicken broth', '1', 'quart', 100)]))).toBeNull();
    expect(template('braise').build(contextFor(kitchen(stock('Ground beef', '1', 'lb', 1))))).toBeNull();
    expect(template('braise').build(contextFor([stock('Steak', '2', 'lb', 1), stock('Onions', '3', 'item')]))).toBeNull();
  });

  it('declines when the pantry cannot make the dish', () => {
    const fruitOnly = [stock('Apples', '4', 'item')];
    for (const id of ['omelette', 'stir-fry', 'pasta', 'fried-rice', 'tacos', 'toast', 'skillet-flatbread', 'grain-bowl', 'braise']) {
      expect({ id, draft: template(id).build(contextFor(fruitOnly)) }).toEqual({ id, draft: null });
    }
  });
});
