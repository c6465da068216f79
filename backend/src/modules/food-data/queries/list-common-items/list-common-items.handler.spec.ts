import type { CommonItem } from '@sous/contracts';
import { groupByCategory } from './list-common-items.handler.js';

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

// the handler on the catalogue's rows: list-common-items.handler.int-spec.ts
