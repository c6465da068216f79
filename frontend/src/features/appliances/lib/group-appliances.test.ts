import type { Appliance } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { anAppliance, applianceCategory as cat } from '@/test/appliance-fixture';
import { categoryOptions, groupAppliances, typeFromCategory } from './group-appliances';

const categories = [cat('small', 'Small appliances', 300), cat('air', 'Air fryers', 301, 'small'), cat('ovens', 'Ovens', 100), cat('micro', 'Microwaves', 103, 'ovens')];

let n = 0;
const appliance = (fields: Partial<Appliance>) => anAppliance({ id: `a${++n}`, ...fields });

describe('groupAppliances', () => {
  it('groups by top-level category in sort order, uncategorised last, active first then by name', () => {
    const groups = groupAppliances(
      [
        appliance({ name: 'Ninja', categoryId: 'air' }),
        appliance({ name: 'Whisk' }),
        appliance({ name: 'Old microwave', categoryId: 'micro', isActive: false }),
        appliance({ name: 'Zanussi oven', categoryId: 'ovens' }),
        appliance({ name: 'Beko microwave', categoryId: 'micro' }),
      ],
      categories,
    );
    expect(groups.map((g) => g.category?.name ?? null)).toEqual(['Ovens', 'Small appliances', null]);
    expect(groups[0].appliances.map((a) => a.name)).toEqual(['Beko microwave', 'Zanussi oven', 'Old microwave']);
  });

  it('puts an appliance of an unknown category with the uncategorised ones', () => {
    expect(groupAppliances([appliance({ categoryId: 'gone' })], categories)[0].category).toBeNull();
  });
});

describe('categoryOptions', () => {
  it('lists each group with its children in order', () => {
    expect(categoryOptions(categories).map(({ group, children }) => [group.name, children.map((c) => c.name)])).toEqual([
      ['Ovens', ['Microwaves']],
      ['Small appliances', ['Air fryers']],
    ]);
  });
});

describe('typeFromCategory', () => {
  it.each([
    ['Air fryers', 'Air fryer'],
    ['Blenders', 'Blender'],
    ['Slow cookers', 'Slow cooker'],
    ['Sous vide', 'Sous vide'],
    ['Pressure cookers and multicookers', 'Pressure cooker'],
    ['Knives and cutting boards', 'Knife'],
  ])('%s → %s', (name, type) => {
    expect(typeFromCategory(name)).toBe(type);
  });
});
