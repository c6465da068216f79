import { describe, expect, it } from 'vitest';
import { foodGroupHref, storageHref, summarizeInventory } from './inventory-summary';

const locations = [
  { id: 'l1', name: 'Fridge' },
  { id: 'l2', name: 'Pantry' },
  { id: 'l3', name: 'Wine Cellar' },
];

describe('summarizeInventory', () => {
  it('is all zero for an empty kitchen', () => {
    expect(summarizeInventory([], [])).toEqual({ totalItems: 0, categories: [], locations: [] });
  });

  it('counts items per category (display names, sorted, missing ones Uncategorized) and per location', () => {
    const summary = summarizeInventory(locations, [
      { storageLocationId: 'l1', foodCategory: 'Dairy and Egg Products' },
      { storageLocationId: 'l1', foodCategory: 'Dairy and Egg Products' },
      { storageLocationId: 'l2', foodCategory: 'Cereal Grains and Pasta' },
      { storageLocationId: 'l2', foodCategory: null },
      { storageLocationId: 'l2', foodCategory: ' ' },
      { storageLocationId: 'l2', foodCategory: 'Baked Products' },
    ]);
    expect(summary.totalItems).toBe(6);
    expect(summary.categories).toEqual([
      { name: 'Baked Products', count: 1, href: '/food-groups/baked%20products' },
      { name: 'Dairy & Eggs', count: 2, href: '/food-groups/dairy%20and%20egg%20products' },
      { name: 'Grains & Pasta', count: 1, href: '/food-groups/cereal%20grains%20and%20pasta' },
      { name: 'Uncategorized', count: 2, href: '/food-groups/uncategorized' },
    ]);
    expect(summary.locations).toEqual([
      { name: 'Fridge', count: 2, href: '/storage/fridge' },
      { name: 'Pantry', count: 4, href: '/storage/pantry' },
      { name: 'Wine Cellar', count: 0, href: '/storage/wine%20cellar' },
    ]);
  });

  it('counts one card per food and place, not one per lot', () => {
    const summary = summarizeInventory(locations, [
      { id: 'a', foodKey: 'chicken-breast', storageLocationId: 'l1', foodCategory: 'Poultry Products' },
      { id: 'b', foodKey: 'chicken-breast', storageLocationId: 'l1', foodCategory: 'Poultry Products' },
      { id: 'c', foodKey: 'chicken-breast', storageLocationId: 'l2', foodCategory: 'Poultry Products' },
      { id: 'd', foodKey: null, storageLocationId: 'l1', foodCategory: null },
    ]);
    expect(summary.totalItems).toBe(3);
    expect(summary.locations.map((l) => l.count)).toEqual([2, 1, 0]);
  });

  it('builds the lowercased routes of spec 000 §2', () => {
    expect(storageHref('Refrigerator')).toBe('/storage/refrigerator');
    expect(foodGroupHref('Finfish and Shellfish Products')).toBe('/food-groups/finfish%20and%20shellfish%20products');
    expect(foodGroupHref(null)).toBe('/food-groups/uncategorized');
  });
});
