import { addDays } from '@sous/kitchen';
import { readRestrictions } from './diet.js';
import { generateOfflineRecipe } from './generate.js';
import { readPantry, type PantryItem } from './pantry.js';
import { isDessertFood, isSavouryFood, mealCanStandIn, suits } from './taste.js';
import type { ChefInventoryItem } from './types.js';
import { generator } from './seed.js';
import { smoothie } from './templates/sweet.js';

const TODAY = '2025-06-10';
const stock = (name: string, quantity: string, unit: string | null, days = 10): ChefInventoryItem => ({ name, quantity, unit, expirationDate: addDays(TODAY, days) });
const one = (name: string): PantryItem =>
  readPantry([stock(name, '1', 'item')], { today: TODAY, restrictions: readRestrictions({}), prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 1 })[0];

describe('sweet and savoury by food family', () => {
  it.each(['Ice Cream', 'Dark Chocolate', 'Strawberry Jam', 'Chocolate chip cookies', 'Breakfast Cereal', 'Granola Bars', 'Sugar'])('%s is a dessert food', (name) => {
    expect(isDessertFood(one(name))).toBe(true);
    expect(suits('savoury', one(name))).toBe(false);
  });

  it.each(['Honey', 'Maple Syrup', 'Cake flour', 'Milk', 'Apples', 'Eggs', 'Ketchup'])('%s is not', (name) => {
    expect(isDessertFood(one(name))).toBe(false);
  });

  it.each(['Chicken Breast', 'Onions', 'Garlic', 'Soy Sauce', 'Cheddar Cheese', 'Chicken Broth', 'Mustard'])('%s stays out of sweet dishes', (name) => {
    expect(isSavouryFood(one(name))).toBe(true);
    expect(suits('sweet', one(name))).toBe(false);
  });

  it.each(['Cream Cheese', 'Eggs', 'Butter', 'Apples', 'Almonds', 'Strawberry Jam'])('%s may go into a sweet dish', (name) => {
    expect(suits('sweet', one(name))).toBe(true);
  });

  it('a dessert is stood in for only by a sweet dish', () => {
    expect(mealCanStandIn('dessert', 'savoury')).toBe(false);
    expect(mealCanStandIn('dessert', 'either')).toBe(false);
    expect(mealCanStandIn('dessert', 'sweet')).toBe(true);
    expect(mealCanStandIn('dinner', 'sweet')).toBe(false);
    expect(mealCanStandIn('breakfast', 'savoury')).toBe(true);
  });
});

describe('the chef keeps them apart', () => {
  const SMART = { onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 60 };

  it('never whisks expiring ice cream into eggs to use it up', () => {
    const inventory = [stock('Ice Cream', '1.5', 'quart', 0), stock('Eggs', '12', 'item'), stock('Spinach', '10', 'oz'), stock('Deli Turkey', '8', 'oz'), stock('Olive Oil', '1', 'bottle', 300)];
    for (let variation = 0; variation < 3; variation++) {
      const recipe = generateOfflineRecipe(SMART, { inventory, today: TODAY, variation });
      if (recipe.ingredients.some((line) => /ice cream/i.test(line))) expect(recipe.mealType).toBe('dessert');
    }
  });

  it('answers a dessert request from ice cream and chocolate with a dessert, not tacos', () => {
    const inventory = [stock('Ice Cream', '1.5', 'quart'), stock('Dark Chocolate', '3.5', 'oz'), stock('Almonds', '16', 'oz'), stock('Tortillas', '10', 'item'), stock('Deli Turkey', '8', 'oz', 1), stock('Zucchini', '2', 'item', 1)];
    const body = { mealType: 'dessert', cuisineType: 'any', difficulty: 'beginner', timeConstraint: 'quick', servings: 4, onlyUseOnHand: true, dietaryRestrictions: [] };
    const recipe = generateOfflineRecipe(body, { inventory, today: TODAY });
    expect(recipe.mealType).toBe('dessert');
    expect(recipe.ingredients.join('\n')).not.toMatch(/turkey|zucchini|tortilla/i);
  });

  it('blends a smoothie with milk or juice, not tea bags, sparkling water or cereal', () => {
    const inventory = [stock('Tea Bags', '20', 'item', 0), stock('Sparkling Water', '12', 'can', 0), stock('Breakfast Cereal', '1', 'box', 0), stock('Bananas', '6', 'item', 1), stock('Orange Juice', '52', 'fl oz')];
    const restrictions = readRestrictions({});
    const pantry = readPantry(inventory, { today: TODAY, restrictions, prioritizeExpiring: true, hintedExpiring: [], hintedAbundant: [], seed: 1 });
    const draft = smoothie.build({ pantry, servings: 2, cuisine: 'american', creativity: 5, onlyUseOnHand: true, restrictions, random: generator(1) });
    expect(draft?.ingredients.join('\n')).toMatch(/orange juice/);
    expect(draft?.ingredients.join('\n')).not.toMatch(/tea bag|sparkling|cereal/i);
  });
});

describe('the Smart Recipe press is for a meal', () => {
  it('does not answer it with a sundae while a meal can use what is expiring', () => {
    const inventory = [stock('Ice Cream', '1.5', 'quart', 1), stock('Blueberries', '1', 'pint', 1), stock('Almonds', '16', 'oz'), stock('Eggs', '12', 'item', 1), stock('Spinach', '10', 'oz', 1), stock('Olive Oil', '1', 'bottle', 300), stock('Salt', '1', 'box', 300)];
    const recipe = generateOfflineRecipe({ onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 30 }, { inventory, today: TODAY });
    expect(recipe.title).not.toMatch(/sundae/i);
    expect(recipe.expiringItemsUsed).toBeGreaterThan(0);
  });
});
