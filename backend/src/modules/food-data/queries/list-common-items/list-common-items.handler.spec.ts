import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CommonItem } from '@sous/contracts';
import { groupByCategory, ListCommonItemsHandler } from './list-common-items.handler.js';
import { itemShelfLifeDays } from '@sous/kitchen';

const item = (displayName: string, category: string | null): CommonItem => ({
  displayName,
  category,
  foodCategory: null,
  storage: 'Pantry',
  quantity: '1',
  unit: 'item',
  expirationDays: 7,
});

describe('groupByCategory', () => {
  it('groups by category, categories and items in alphabetical order, uncategorized items under Other last', () => {
    const grouped = groupByCategory([
      item('Milk', 'Dairy'),
      item('Mystery', null),
      item('apples', 'Fruits'),
      item('Butter', 'Dairy'),
      item('Bananas', 'Fruits'),
      item('Blank', '  '),
    ]);
    expect(Object.keys(grouped.categories)).toEqual(['Dairy', 'Fruits', 'Other']);
    expect(grouped.categories.Dairy.map((i) => i.displayName)).toEqual(['Butter', 'Milk']);
    expect(grouped.categories.Fruits.map((i) => i.displayName)).toEqual(['apples', 'Bananas']);
    expect(grouped.categories.Other.map((i) => i.displayName)).toEqual(['Blank', 'Mystery']);
  });

  it('answers an empty map when the catalogue is empty', () => {
    expect(groupByCategory([])).toEqual({ categories: {} });
  });
});

describe('ListCommonItemsHandler', () => {
  it('maps the rows to the contract shape', async () => {
    const em = {
      execute: () =>
        Promise.resolve([
          { display_name: 'Eggs', category: 'Dairy', food_category: 'Dairy and Egg Products', storage: 'Refrigerator', quantity: '12', unit: 'item', expiration_days: 35 },
        ]),
    } as unknown as SqlEntityManager;
    await expect(new ListCommonItemsHandler(em).execute()).resolves.toEqual({
      categories: {
        Dairy: [
          // the days the inventory's shelf-life rule gives eggs in the fridge, not the seeded column's (issue 29)
          { displayName: 'Eggs', category: 'Dairy', foodCategory: 'Dairy and Egg Products', storage: 'Refrigerator', quantity: '12', unit: 'item', expirationDays: itemShelfLifeDays({ name: 'Eggs' }, 'Refrigerator') },
        ],
      },
    });
  });
});
