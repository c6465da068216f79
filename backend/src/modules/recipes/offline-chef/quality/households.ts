/**
 * The households of issue 17's report, as test fixtures: a kitchen onboarded with two or three
 * common items per category, and one that holds only breads and sauces.
 */
import { addDays } from '@sous/kitchen';
import type { ChefInventoryItem } from '../types.js';

export const TODAY = '2026-11-26';

const item = (name: string, quantity: string, unit: string, days: number, foodCategory?: string): ChefInventoryItem => ({
  name,
  quantity,
  unit,
  expirationDate: addDays(TODAY, days),
  foodCategory: foodCategory ?? null,
});

/** The onboarded kitchen of the report; `expiring` names get 2 days left, everything else plenty. */
export function onboardedKitchen(expiring: readonly string[] = []): ChefInventoryItem[] {
  const days = (name: string, usual: number): number => (expiring.includes(name) ? 2 : usual);
  return [
    item('Chicken Breast', '2', 'lb', days('Chicken Breast', 9)),
    item('Salmon Fillet', '1', 'lb', days('Salmon Fillet', 9)),
    item('Shrimp', '1', 'lb', days('Shrimp', 120)),
    item('Bell Peppers', '3', 'item', days('Bell Peppers', 9)),
    item('Broccoli', '1', 'head', days('Broccoli', 8)),
    item('Carrots', '2', 'lb', days('Carrots', 20)),
    item('Bread', '1', 'loaf', days('Bread', 8)),
    item('Bagels', '6', 'item', days('Bagels', 8)),
    item('Tortillas', '10', 'item', days('Tortillas', 14)),
    item('Cheddar Cheese', '8', 'oz', days('Cheddar Cheese', 40)),
    item('Cream Cheese', '8', 'oz', days('Cream Cheese', 14)),
    item('Butter', '1', 'lb', days('Butter', 60)),
    item('Pasta', '1', 'lb', days('Pasta', 700)),
    item('Frozen Peas', '16', 'oz', days('Frozen Peas', 200)),
    item('Frozen Mixed Vegetables', '16', 'oz', days('Frozen Mixed Vegetables', 200)),
    item('Bananas', '6', 'item', days('Bananas', 5)),
    item('Strawberries', '1', 'lb', days('Strawberries', 6)),
    item('Orange Juice', '52', 'fl oz', days('Orange Juice', 7)),
    item('Milk', '1', 'gallon', days('Milk', 7)),
    item('Eggs', '12', 'item', days('Eggs', 30)),
    item('Spinach', '10', 'oz', days('Spinach', 6)),
    item('Deli Turkey', '8', 'oz', days('Deli Turkey', 6)),
    item('Olive Oil', '1', 'bottle', 500),
    item('Salt', '26', 'oz', 900),
    item('Black Pepper', '4', 'oz', 900),
    item('Garlic', '1', 'head', 60),
    item('Onions', '3', 'item', 30),
    item('Soy Sauce', '10', 'fl oz', 700),
    item('Honey', '12', 'oz', 700),
  ];
}

/** Only breads and sauces on hand. */
export function breadsAndSauces(): ChefInventoryItem[] {
  return [
    item('Bread', '1', 'loaf', 5),
    item('Bagels', '6', 'item', 5),
    item('Tortillas', '10', 'item', 14),
    item('Ketchup', '20', 'oz', 180),
    item('Mustard', '8', 'oz', 365),
    item('Mayonnaise', '30', 'oz', 60),
    item('Salsa', '16', 'oz', 14),
    item('Hot Sauce', '5', 'fl oz', 365),
    item('Soy Sauce', '10', 'fl oz', 730),
    item('Strawberry Jam', '12', 'oz', 180),
    item('Maple Syrup', '12', 'fl oz', 365),
    item('Honey', '12', 'oz', 730),
    item('Peanut Butter', '16', 'oz', 180),
    item('Olive Oil', '1', 'bottle', 540),
  ];
}
