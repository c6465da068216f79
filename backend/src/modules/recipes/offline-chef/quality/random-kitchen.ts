/**
 * Random but realistic household inventories, for property tests and the quality benchmark: a few
 * items of each onboarding category (the common items the onboarding offers), some of them about
 * to expire.
 */
import { addDays, type IsoDate } from '@sous/kitchen';
import type { ChefInventoryItem } from '../types.js';

/**
 * Items as the food database names them (USDA SR Legacy descriptions), the way a household that
 * added food by search or barcode has them: 0–2 of these join the onboarding picks.
 */
const FOOD_DATABASE_ITEMS: readonly ChefInventoryItem[] = [
  { name: 'Chicken, broilers or fryers, thigh, meat only, raw', quantity: '1.5', unit: 'lb', foodCategory: 'Poultry Products' },
  { name: 'Pork, fresh, loin, center loin (chops), boneless, raw', quantity: '1', unit: 'lb', foodCategory: 'Pork Products' },
  { name: 'Beef, ground, 85% lean meat / 15% fat, raw', quantity: '1', unit: 'lb', foodCategory: 'Beef Products' },
  { name: 'Fish, cod, Atlantic, raw', quantity: '12', unit: 'oz', foodCategory: 'Finfish and Shellfish Products' },
  { name: 'Beans, kidney, red, mature seeds, canned', quantity: '2', unit: 'can', foodCategory: 'Legumes and Legume Products' },
  { name: 'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned', quantity: '2', unit: 'can', foodCategory: 'Legumes and Legume Products' },
  { name: 'Tofu, firm, prepared with calcium sulfate', quantity: '14', unit: 'oz', foodCategory: 'Legumes and Legume Products' },
  { name: 'Squash, summer, zucchini, includes skin, raw', quantity: '2', unit: 'item', foodCategory: 'Vegetables and Vegetable Products' },
  { name: 'Sweet potato, raw, unprepared', quantity: '3', unit: 'item', foodCategory: 'Vegetables and Vegetable Products' },
  { name: 'Cabbage, raw', quantity: '1', unit: 'head', foodCategory: 'Vegetables and Vegetable Products' },
  { name: 'Cheese, feta', quantity: '6', unit: 'oz', foodCategory: 'Dairy and Egg Products' },
  { name: 'Yogurt, Greek, plain, nonfat', quantity: '16', unit: 'oz', foodCategory: 'Dairy and Egg Products' },
  { name: 'Peaches, yellow, raw', quantity: '4', unit: 'item', foodCategory: 'Fruits and Fruit Juices' },
  { name: 'Lentils, raw', quantity: '1', unit: 'lb', foodCategory: 'Legumes and Legume Products' },
  { name: 'Noodles, egg, dry, enriched', quantity: '12', unit: 'oz', foodCategory: 'Cereal Grains and Pasta' },
  { name: 'Spices, cumin seed', quantity: '2', unit: 'oz', foodCategory: 'Spices and Herbs' },
];

/** A common item the onboarding offers, as its seed list states it. */
export interface CommonItem {
  displayName: string;
  category: string;
  foodCategory: string;
  expirationDays: number;
  quantity: string;
  unit: string;
}

/**
 * Four items of each onboarding category, as the onboarding seed list (the common-items migration)
 * states them: the unit tests' sample. The quality benchmark passes the full list instead.
 */
export const ONBOARDING_SAMPLE: readonly CommonItem[] = (
  [
  ['Apples', 'Fruits', 'Fruits and Fruit Juices', 30, '6', 'item'],
  ['Bananas', 'Fruits', 'Fruits and Fruit Juices', 5, '6', 'item'],
  ['Oranges', 'Fruits', 'Fruits and Fruit Juices', 21, '6', 'item'],
  ['Lemons', 'Fruits', 'Fruits and Fruit Juices', 21, '4', 'item'],
  ['Tomatoes', 'Vegetables', 'Vegetables and Vegetable Products', 5, '4', 'item'],
  ['Onions', 'Vegetables', 'Vegetables and Vegetable Products', 30, '3', 'item'],
  ['Garlic', 'Vegetables', 'Vegetables and Vegetable Products', 90, '1', 'head'],
  ['Potatoes', 'Vegetables', 'Vegetables and Vegetable Products', 30, '5', 'lb'],
  ['Milk', 'Dairy', 'Dairy and Egg Products', 7, '1', 'gallon'],
  ['Eggs', 'Dairy', 'Dairy and Egg Products', 35, '12', 'item'],
  ['Butter', 'Dairy', 'Dairy and Egg Products', 60, '1', 'lb'],
  ['Cheddar Cheese', 'Dairy', 'Dairy and Egg Products', 42, '8', 'oz'],
  ['Chicken Breast', 'Meat', 'Poultry Products', 2, '1', 'lb'],
  ['Ground Beef', 'Meat', 'Beef Products', 2, '1', 'lb'],
  ['Steak', 'Meat', 'Beef Products', 4, '1', 'lb'],
  ['Pork Chops', 'Meat', 'Pork Products', 4, '1', 'lb'],
  ['Salmon Fillet', 'Seafood', 'Finfish and Shellfish Products', 2, '1', 'lb'],
  ['Shrimp', 'Seafood', 'Finfish and Shellfish Products', 180, '1', 'lb'],
  ['Canned Tuna', 'Seafood', 'Finfish and Shellfish Products', 730, '2', 'can'],
  ['Rice', 'Grains', 'Cereal Grains and Pasta', 730, '2', 'lb'],
  ['Pasta', 'Grains', 'Cereal Grains and Pasta', 730, '1', 'lb'],
  ['Flour', 'Grains', 'Cereal Grains and Pasta', 240, '5', 'lb'],
  ['Rolled Oats', 'Grains', 'Breakfast Cereals', 365, '18', 'oz'],
  ['Bread', 'Bakery', 'Baked Products', 5, '1', 'loaf'],
  ['Bagels', 'Bakery', 'Baked Products', 5, '6', 'item'],
  ['Tortillas', 'Bakery', 'Baked Products', 14, '10', 'item'],
  ['Sugar', 'Pantry', 'Sweets', 730, '4', 'lb'],
  ['Salt', 'Pantry', 'Spices and Herbs', 1825, '26', 'oz'],
  ['Black Pepper', 'Pantry', 'Spices and Herbs', 1095, '4', 'oz'],
  ['Olive Oil', 'Pantry', 'Fats and Oils', 540, '1', 'bottle'],
  ['Ketchup', 'Condiments', 'Soups, Sauces, and Gravies', 180, '20', 'oz'],
  ['Mustard', 'Condiments', 'Spices and Herbs', 365, '8', 'oz'],
  ['Mayonnaise', 'Condiments', 'Fats and Oils', 60, '30', 'oz'],
  ['Soy Sauce', 'Condiments', 'Legumes and Legume Products', 730, '10', 'fl oz'],
  ['Orange Juice', 'Beverages', 'Fruits and Fruit Juices', 7, '52', 'fl oz'],
  ['Coffee', 'Beverages', 'Beverages', 150, '12', 'oz'],
  ['Tea Bags', 'Beverages', 'Beverages', 540, '20', 'item'],
  ['Sparkling Water', 'Beverages', 'Beverages', 365, '12', 'can'],
  ['Crackers', 'Snacks', 'Baked Products', 180, '1', 'box'],
  ['Tortilla Chips', 'Snacks', 'Snacks', 60, '1', 'bag'],
  ['Almonds', 'Snacks', 'Nut and Seed Products', 180, '16', 'oz'],
  ['Dark Chocolate', 'Snacks', 'Sweets', 365, '3.5', 'oz'],
  ['Frozen Peas', 'Frozen', 'Vegetables and Vegetable Products', 240, '16', 'oz'],
  ['Frozen Mixed Vegetables', 'Frozen', 'Vegetables and Vegetable Products', 240, '16', 'oz'],
  ['Frozen Berries', 'Frozen', 'Fruits and Fruit Juices', 240, '16', 'oz'],
  ['Ice Cream', 'Frozen', 'Sweets', 60, '1.5', 'quart'],
  ] as const
).map(([displayName, category, foodCategory, expirationDays, quantity, unit]) => ({ displayName, category, foodCategory, expirationDays, quantity, unit }));

/** The random numbers a kitchen is drawn with: [0, 1), as Math.random or a seeded generator gives. */
export type Draw = () => number;

/**
 * 2–4 items of each category (like the onboarding picks) and 0–2 food-database items, 1–3 of them
 * expiring within 0–3 days, the rest with their usual shelf life (at least 4 days); quantities as
 * the onboarding list states them.
 */
export function randomKitchen(
  draw: Draw,
  today: IsoDate,
  commonItems: readonly CommonItem[] = ONBOARDING_SAMPLE,
): { inventory: ChefInventoryItem[]; expiring: string[] } {
  const byCategory = new Map<string, CommonItem[]>();
  for (const seed of commonItems) byCategory.set(seed.category, [...(byCategory.get(seed.category) ?? []), seed]);
  const picked: CommonItem[] = [];
  for (const items of byCategory.values()) {
    const pool = [...items];
    const count = Math.min(pool.length, 2 + Math.floor(draw() * 3));
    for (let i = 0; i < count; i++) picked.push(...pool.splice(Math.floor(draw() * pool.length), 1));
  }
  const items: (ChefInventoryItem & { days: number })[] = picked.map((seed) => ({
    name: seed.displayName,
    quantity: seed.quantity,
    unit: seed.unit,
    foodCategory: seed.foodCategory,
    days: seed.expirationDays,
  }));
  const extra = [...FOOD_DATABASE_ITEMS];
  for (let i = Math.floor(draw() * 3); i > 0; i--) items.push({ ...extra.splice(Math.floor(draw() * extra.length), 1)[0], days: 10 });
  const expiringCount = 1 + Math.floor(draw() * 3);
  const expiring = new Set<string>();
  while (expiring.size < expiringCount) expiring.add(items[Math.floor(draw() * items.length)].name);
  const inventory = items.map(({ days, ...item }) => ({
    ...item,
    expirationDate: addDays(today, expiring.has(item.name) ? Math.floor(draw() * 4) : Math.max(4, days)),
  }));
  return { inventory, expiring: [...expiring] };
}
