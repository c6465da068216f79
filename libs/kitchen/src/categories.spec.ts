import { existsSync } from 'node:fs';
import {
  CATEGORY_ICONS,
  DEFAULT_CATEGORY_ICON,
  UNCATEGORIZED,
  categoryDisplayName,
  categoryIcon,
  categorySlug,
  findCategoryBySlug,
} from './categories.js';

describe('categoryDisplayName', () => {
  it.each([
    ['Cereal Grains and Pasta', 'Grains & Pasta'],
    ['Dairy and Egg Products', 'Dairy & Eggs'],
    ['Finfish and Shellfish Products', 'Seafood'],
    ['Sausages and Luncheon Meats', 'Deli Meats'],
    ['Meals, Entrees, and Side Dishes', 'Meals & Sides'],
    ['dairy and egg products', 'Dairy & Eggs'],
    ['  Cereal Grains and Pasta ', 'Grains & Pasta'],
  ])('%j → %s', (name, display) => {
    expect(categoryDisplayName(name)).toBe(display);
  });

  it('shows unknown names unchanged and blanks as Uncategorized', () => {
    expect(categoryDisplayName('Spices and Herbs')).toBe('Spices and Herbs');
    expect(categoryDisplayName('Beverages')).toBe('Beverages');
    expect(categoryDisplayName('')).toBe(UNCATEGORIZED);
    expect(categoryDisplayName('  ')).toBe('Uncategorized');
    expect(categoryDisplayName(null)).toBe('Uncategorized');
    expect(categoryDisplayName(undefined)).toBe('Uncategorized');
  });
});

describe('categoryIcon', () => {
  it.each([
    ['Vegetables and Vegetable Products', 'carrot'],
    ['Fruits and Fruit Juices', 'apple'],
    ['Dairy and Egg Products', 'milk'],
    ['Eggs', 'egg'],
    ['Sausages and Luncheon Meats', 'beef'],
    ['Poultry Products', 'drumstick'],
    ['Finfish and Shellfish Products', 'fish'],
    ['Cereal Grains and Pasta', 'wheat'],
    ['Beverages', 'cup-soda'],
    ['Alcoholic beverages, wine', 'cup-soda'],
    ['Wine', 'wine'],
    ['Sweets', 'candy'],
    ['Cakes', 'cake'],
    ['Cookies and Crackers', 'cookie'],
    ['Soups, Sauces, and Gravies', 'soup'],
    ['Baby Foods', 'baby'],
    ['Snacks', 'popcorn'],
    ['Nut and Seed Products', 'nut'],
    ['Spices and Herbs', 'flame'],
    ['Fast Foods', 'hamburger'],
    ['Legumes and Legume Products', 'bean'],
    ['Fats and Oils', 'droplet'],
    ['Baked Products', 'utensils'],
    ['Restaurant Foods', 'utensils'],
  ])('%s → %s', (name, icon) => {
    expect(categoryIcon(name)).toBe(icon);
  });

  it('gives a display name the icon of its source name', () => {
    expect(categoryIcon('Seafood')).toBe('fish');
    expect(categoryIcon('Grains & Pasta')).toBe('wheat');
    expect(categoryIcon('Dairy & Eggs')).toBe('milk');
  });

  it('falls back to the default icon for blanks', () => {
    expect(categoryIcon('')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon(null)).toBe(DEFAULT_CATEGORY_ICON);
  });

  it('only names icons that lucide-react ships', () => {
    const iconsDir = new URL('../../../node_modules/lucide-react/dist/esm/icons/', import.meta.url);
    for (const name of [...CATEGORY_ICONS.map(([, icon]) => icon), DEFAULT_CATEGORY_ICON]) {
      expect([name, existsSync(new URL(`${name}.mjs`, iconsDir))]).toEqual([name, true]);
    }
  });
});

describe('categorySlug and findCategoryBySlug', () => {
  const names = ['Dairy and Egg Products', 'Beverages', 'Fruits and Fruit Juices', ''];

  it('lowercases the name, blank names becoming uncategorized', () => {
    expect(categorySlug('Beverages')).toBe('beverages');
    expect(categorySlug('Dairy & Eggs')).toBe('dairy & eggs');
    expect(categorySlug(null)).toBe('uncategorized');
    expect(categorySlug(' ')).toBe('uncategorized');
  });

  it('finds a category by its own slug, its display-name slug or an encoded slug', () => {
    expect(findCategoryBySlug('beverages', names)).toBe('Beverages');
    expect(findCategoryBySlug('dairy and egg products', names)).toBe('Dairy and Egg Products');
    expect(findCategoryBySlug('dairy & eggs', names)).toBe('Dairy and Egg Products');
    expect(findCategoryBySlug('dairy%20%26%20eggs', names)).toBe('Dairy and Egg Products');
    expect(findCategoryBySlug('BEVERAGES', names)).toBe('Beverages');
    expect(findCategoryBySlug('uncategorized', names)).toBe('');
  });

  it('returns undefined for unknown, empty or malformed slugs', () => {
    expect(findCategoryBySlug('snacks', names)).toBeUndefined();
    expect(findCategoryBySlug('', names)).toBeUndefined();
    expect(findCategoryBySlug('%E0%A4%A', names)).toBeUndefined();
    expect(findCategoryBySlug('beverages', [])).toBeUndefined();
  });
});
