import { describe, expect, it } from 'vitest';
import { summarizeInventory } from './inventory-summary';

const locations = [
  { id: 'l1', name: 'Fridge' },
  { id: 'l2', name: 'Pantry' },
  { id: 'l3', name: 'Wine Cellar' },
];

describe('summarizeInventory', () => {
  it('is all zero for an empty kitchen', () => {
    expect(summarizeInventory([], [])).toEqual({ totalItems: 0, categories: [], locations: [] });
  });

  it('counts items per category (sorted, missing ones Uncategorized) and per location', () => {
    const summary = summarizeInventory(locations, [
      { id: '1', name: 'Milk', storageLocationId: 'l1', foodCategory: 'Dairy and Egg Products' },
      { id: '2', name: 'Eggs', storageLocationId: 'l1', foodCategory: 'Dairy and Egg Products' },
      { id: '3', name: 'Rice', storageLocationId: 'l2', foodCategory: 'Cereal Grains and Pasta' },
      { id: '4', name: 'Mystery jar', storageLocationId: 'l2', foodCategory: null },
      { id: '5', name: 'Apples', storageLocationId: 'l2', foodCategory: ' ' },
    ]);
    expect(summary.totalItems).toBe(5);
    expect(summary.categories).toEqual([
      { name: 'Cereal Grains and Pasta', count: 1, href: '/food-groups/cereal%20grains%20and%20pasta' },
      { name: 'Dairy and Egg Products', count: 2, href: '/food-groups/dairy%20and%20egg%20products' },
      { name: 'Uncategorized', count: 2, href: '/food-groups/uncategorized' },
    ]);
    expect(summary.locations).toEqual([
      { name: 'Fridge', count: 2, href: '/storage/fridge' },
      { name: 'Pantry', count: 3, href: '/storage/pantry' },
      { name: 'Wine Cellar', count: 0, href: '/storage/wine%20cellar' },
    ]);
  });
});
