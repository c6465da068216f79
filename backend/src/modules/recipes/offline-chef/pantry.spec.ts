import { readRestrictions } from './diet.js';
import { amountLine, countedLabel, labelFor, readPantry, seasoningLine, type PantryItem } from './pantry.js';
import type { ChefInventoryItem } from './types.js';

const today = '2025-06-10';

function item(name: string, quantity: string | null, unit: string | null, expirationDate: string | null = null): PantryItem {
  const [read] = readPantry([{ name, quantity, unit, expirationDate }], {
    today,
    restrictions: readRestrictions({}),
    prioritizeExpiring: true,
    hintedExpiring: [],
    hintedAbundant: [],
    seed: 1,
  });
  return read;
}

describe('readPantry', () => {
  const inventory: ChefInventoryItem[] = [
    { name: 'Spinach', quantity: '1', unit: 'bag', expirationDate: '2025-06-11' },
    { name: 'Milk', quantity: '1', unit: 'gallon', expirationDate: '2025-06-13' },
    { name: 'Yogurt', quantity: '2', unit: 'cup', expirationDate: '2025-06-14' },
    { name: 'Eggs', quantity: '12', unit: 'item', expirationDate: '2025-07-01' },
    { name: 'Old lettuce', quantity: '1', unit: 'head', expirationDate: '2025-06-09' },
    { name: 'Rice', quantity: '0', unit: 'lb' },
    { name: 'Peanut butter', quantity: '1', unit: 'jar' },
  ];
  const pantry = readPantry(inventory, {
    today,
    restrictions: readRestrictions({ userAllergens: ['Peanuts'] }),
    prioritizeExpiring: true,
    hintedExpiring: [],
    hintedAbundant: [],
    seed: 7,
  });

  it('leaves out expired items and items with nothing left', () => {
    expect(pantry.map((p) => p.name)).not.toContain('Old lettuce');
    expect(pantry.map((p) => p.name)).not.toContain('Rice');
  });

  it('orders expiring items soonest first (3 whole days or fewer), then abundant, then the rest', () => {
    expect(pantry.map((p) => p.name).slice(0, 3)).toEqual(['Spinach', 'Milk', 'Eggs']);
    const spinach = pantry.find((p) => p.name === 'Spinach');
    expect(spinach).toMatchObject({ expiring: true, daysLeft: 1 });
    expect(pantry.find((p) => p.name === 'Yogurt')).toMatchObject({ expiring: false, daysLeft: 4 });
    expect(pantry.find((p) => p.name === 'Eggs')).toMatchObject({ abundant: true, expiring: false });
  });

  it('marks items the restrictions refuse', () => {
    expect(pantry.find((p) => p.name === 'Peanut butter')).toMatchObject({ allowed: false, excludedBecause: 'contains peanuts' });
    expect(pantry.find((p) => p.name === 'Eggs')?.allowed).toBe(true);
  });
});

describe('labelFor / countedLabel', () => {
  it('keeps short names and shortens food-database names to one that still matches', () => {
    expect(labelFor('Baby Spinach', null)).toBe('baby spinach');
    expect(labelFor('Chicken, broilers or fryers, breast, meat only, raw', null)).toBe('chicken');
  });

  it('reads a one-word kind after a food-database head as a cook names it (the blind read saw "11 oz noodle")', () => {
    expect(labelFor('Noodles, egg, dry, enriched', null)).toBe('egg noodles');
    expect(labelFor('Beans, kidney, red, mature seeds, canned', null)).toBe('kidney beans');
    expect(labelFor('Cheese, feta', null)).toBe('feta cheese');
    expect(labelFor('Fish, cod, Atlantic, raw', null)).toBe('cod');
    expect(labelFor('Lentils, raw', null)).toBe('lentils');
  });

  it('makes the last word agree with the count', () => {
    expect(countedLabel('tomatoes', 1)).toBe('tomato');
    expect(countedLabel('tomato', 3)).toBe('tomatoes');
    expect(countedLabel('eggs', 4)).toBe('eggs');
    expect(countedLabel('red bell pepper', 2)).toBe('red bell peppers');
    expect(countedLabel('berry', 2)).toBe('berries');
  });
});

describe('amountLine: quantities in the unit the household keeps', () => {
  it.each<[string, string | null, string | null, number, string]>([
    ['Chicken breast', '2', 'lb', 4, '1 1/4 lb chicken breast, cut into bite-size pieces'],
    ['Chicken breast', '500', 'g', 4, '500 g chicken breast, cut into bite-size pieces'],
    ['Chicken breast', '3', null, 4, '2 chicken breasts, cut into bite-size pieces'],
    ['Eggs', '12', 'item', 2, '4 eggs'],
    ['Eggs', '1', 'dozen', 4, '8 eggs'],
    ['Chickpeas', '2', 'can', 4, '1 can chickpeas, drained and rinsed'],
    ['Canned tuna', '3', 'can', 4, '2 cans tuna, drained and flaked'],
    ['Cabbage', '1', 'head', 4, '1/2 head cabbage, shredded'],
    ['Garlic', '1', 'head', 4, '4 cloves garlic, minced'],
    ['Garlic', '8', 'clove', 2, '2 cloves garlic, minced'],
    ['Milk', '1', 'gallon', 2, '1 cup milk'],
    ['Rice', '1', 'bag', 4, '1 1/4 cups rice, rinsed'],
    ['Spaghetti', '1', 'box', 4, '12 oz spaghetti'],
    ['Cilantro', '1', 'bunch', 4, '1/2 bunch cilantro, chopped'],
    ['Ginger', '1', null, 4, '1 piece (2 inch) ginger, grated'],
    ['Frozen peas', '1', 'bag', 4, '1 1/4 cups peas'],
    ['Zucchini', '3', 'item', 6, '3 zucchini, halved lengthwise and sliced'],
    ['Bread', '1', 'loaf', 2, '4 slices bread'],
  ])('%s (%s %s) for %d → %j', (name, quantity, unit, servings, line) => {
    expect(amountLine(item(name, quantity, unit), servings).line).toBe(line);
  });

  it('never asks for more than is on hand', () => {
    expect(amountLine(item('Chicken breast', '8', 'oz'), 6).line).toBe('8 oz chicken breast, cut into bite-size pieces');
    expect(amountLine(item('Eggs', '3', 'item'), 4).line).toBe('3 eggs');
  });

  it('uses up an expiring food when no more than the dish takes would be left (no scraps to spoil)', () => {
    expect(amountLine(item('Chicken breast', '2', 'lb', '2025-06-11'), 4).line).toBe('2 lb chicken breast, cut into bite-size pieces');
    expect(amountLine(item('Chicken breast', '2', 'lb', '2025-07-11'), 4).line).toBe('1 1/4 lb chicken breast, cut into bite-size pieces');
    expect(amountLine(item('Chicken breast', '5', 'lb', '2025-06-11'), 4).line).toBe('1 1/4 lb chicken breast, cut into bite-size pieces');
    expect(seasoningLine(item('Soy sauce', '1', 'bottle', '2025-06-11'), 2)).toBe('1 1/2 tbsp soy sauce');
  });

  it('writes seasonings scaled from four servings', () => {
    expect(seasoningLine(item('Ground cumin', '1', 'jar'), 4)).toBe('1 tsp ground cumin');
    expect(seasoningLine(item('Ground cumin', '1', 'jar'), 6)).toBe('1 1/2 tsp ground cumin');
    expect(seasoningLine(item('Soy sauce', '1', 'bottle'), 2)).toBe('1 1/2 tbsp soy sauce');
    expect(seasoningLine(item('Lemon', '3', null), 4)).toBe('1 lemon, juiced');
    expect(seasoningLine(item('Coconut milk', '2', 'can'), 4)).toBe('1 can coconut milk');
    expect(seasoningLine(item('Diced tomatoes', '2', null), 8)).toBe('2 cans diced tomatoes');
  });
});
