import type { StorageLocation } from '@sous/contracts';
import type { CommonItemRecord } from '../../../food-data/queries/find-common-items/find-common-items.query.js';
import { enabledAreas, planOnboardingItems } from './onboarding-plan.js';

const entry = (displayName: string, fields: Partial<CommonItemRecord> = {}): CommonItemRecord => ({
  displayName,
  category: 'Dairy',
  foodCategory: 'Dairy and Egg Products',
  storage: 'Refrigerator',
  quantity: '1',
  unit: 'gallon',
  expirationDays: 7,
  fcdId: null,
  nutrition: null,
  usdaData: null,
  imageUrl: null,
  ...fields,
});
const location = (id: string, name: string): StorageLocation => ({ id, name, icon: 'utensils-crossed', sortOrder: 0, itemCount: 0 });

describe('enabledAreas', () => {
  it('adds the custom areas after the enabled ones, each name once regardless of case', () => {
    expect(enabledAreas(['Refrigerator', 'Pantry'], ['Garage', 'pantry', ' Wine Cellar ', 'garage'])).toEqual([
      'Refrigerator',
      'Pantry',
      'Garage',
      'Wine Cellar',
    ]);
  });
});

describe('planOnboardingItems', () => {
  const fridge = location('loc-fridge', 'Refrigerator');
  const pantry = location('loc-pantry', 'Pantry');

  it('copies the catalogue entry into its default area and leaves the date to the inventory shelf-life table', () => {
    const plan = planOnboardingItems({
      selected: ['Milk', 'rice'],
      catalogue: [
        entry('Milk', { fcdId: '1077', nutrition: '{"calories":42}' }),
        entry('Rice', { storage: 'Pantry', quantity: '2', unit: 'lb', expirationDays: 730, foodCategory: 'Cereal Grains and Pasta' }),
      ],
      locations: [fridge, pantry],
    });
    expect(plan.failedItems).toEqual([]);
    expect(plan.items).toEqual([
      {
        name: 'Milk',
        quantity: '1',
        unit: 'gallon',
        storageLocationId: 'loc-fridge',
        expirationDate: null,
        fcdId: '1077',
        usdaData: null,
        foodCategory: 'Dairy and Egg Products',
        nutrition: '{"calories":42}',
        imageUrl: null,
        weightInGrams: null,
      },
      expect.objectContaining({ name: 'Rice', quantity: '2', unit: 'lb', storageLocationId: 'loc-pantry', expirationDate: null }),
    ]);
  });

  it('falls back to the first area when the default one is not enabled', () => {
    const plan = planOnboardingItems({
      selected: ['Frozen Peas'],
      catalogue: [entry('Frozen Peas', { storage: 'Freezer' })],
      locations: [pantry, fridge],
    });
    expect(plan.items[0].storageLocationId).toBe('loc-pantry');
  });

  it('takes item defaults for quantity and unit, and no date whatever the catalogue says', () => {
    const plan = planOnboardingItems({
      selected: ['Mystery Cheese'],
      catalogue: [entry('Mystery Cheese', { expirationDays: null, quantity: null, unit: null, foodCategory: 'Dairy and Egg Products' })],
      locations: [fridge],
    });
    expect(plan.items[0]).toMatchObject({ quantity: '1', unit: 'item', expirationDate: null });
  });

  it('reports unknown names as failed and counts a name selected twice once', () => {
    const plan = planOnboardingItems({
      selected: ['Milk', 'Unicorn Steak', 'MILK'],
      catalogue: [entry('Milk')],
      locations: [fridge],
    });
    expect(plan.items.map((i) => i.name)).toEqual(['Milk']);
    expect(plan.failedItems).toEqual(['Unicorn Steak']);
  });
});
