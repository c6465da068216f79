import type { FoodItem, FoodResult } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import {
  addFoodReducer,
  defaultStorageLocationId,
  initialAddFoodState,
  recentItems,
  resolveExpirationDate,
  searchMode,
  selectionFromResult,
  selectionFromTyped,
  validateAddFood,
} from './add-food-state';
import { lot } from '@/test/food-item-fixture';

const milk: FoodResult = {
  fdcId: 'sr:01077',
  description: 'Milk, whole',
  brandOwner: null,
  foodCategory: 'Dairy and Egg Products',
  gtinUpc: null,
  dataType: 'SR Legacy',
  source: 'embedded',
};

function item(id: string, addedAt: string, usdaData: unknown): FoodItem {
  return lot(id, { name: `Item ${id}`, unit: 'item', storageLocationId: 'l1', expirationDate: '2030-01-01', usdaData, foodCategory: null, addedAt, foodKey: undefined });
}

describe('add-food state machine', () => {
  it('starts at the search step, picks into details, and Back to Search returns', () => {
    let state = addFoodReducer(initialAddFoodState, { type: 'typed', query: 'milk' });
    expect(state).toMatchObject({ step: 'search', query: 'milk', searchTerm: '' });
    state = addFoodReducer(state, { type: 'debounced' });
    expect(state.searchTerm).toBe('milk');
    state = addFoodReducer(state, { type: 'picked', food: selectionFromResult(milk) });
    expect(state.step).toBe('details');
    expect(state.selected?.name).toBe('Milk, whole');
    state = addFoodReducer(state, { type: 'detail', field: 'quantity', value: '2' });
    state = addFoodReducer(state, { type: 'back' });
    expect(state).toMatchObject({ step: 'search', selected: null, query: 'milk' });
    expect(state.details.quantity).toBe('1');
  });

  it('a scan or a browse chip shows the Search tab and searches at once', () => {
    const scanning = addFoodReducer(initialAddFoodState, { type: 'tab', tab: 'scan' });
    const state = addFoodReducer(scanning, { type: 'searchFor', term: ' 0123456789012 ' });
    expect(state).toMatchObject({ tab: 'search', query: '0123456789012', searchTerm: '0123456789012' });
  });

  it('resets everything after a successful add', () => {
    const added = addFoodReducer({ ...initialAddFoodState, step: 'details', selected: selectionFromResult(milk) }, { type: 'added', name: 'Milk' });
    expect(added).toMatchObject({ step: 'success', addedName: 'Milk' });
    expect(addFoodReducer(added, { type: 'reset' })).toEqual(initialAddFoodState);
  });
});

describe('search mode (spec 000 §5)', () => {
  it('needs 2 characters and treats 8 to 13 digits as a barcode', () => {
    expect(searchMode('')).toBe('idle');
    expect(searchMode('  ')).toBe('idle');
    expect(searchMode('m')).toBe('too-short');
    expect(searchMode('mi')).toBe('text');
    expect(searchMode('1234567')).toBe('text');
    expect(searchMode('12345678')).toBe('barcode');
    expect(searchMode('0123456789012')).toBe('barcode');
    expect(searchMode('01234567890123')).toBe('text');
    expect(searchMode('1234 5678')).toBe('text');
  });
});

describe('default storage location (spec 000 §4)', () => {
  it('is the first whose name contains fridge or refrigerator, else the first', () => {
    expect(defaultStorageLocationId([{ id: 'p', name: 'Pantry' }, { id: 'f', name: 'Freezer' }, { id: 'r', name: 'Refrigerator' }])).toBe('r');
    expect(defaultStorageLocationId([{ id: 'p', name: 'Pantry' }, { id: 'g', name: 'Garage fridge' }, { id: 'r', name: 'Refrigerator' }])).toBe('g');
    expect(defaultStorageLocationId([{ id: 'p', name: 'Pantry' }, { id: 'c', name: 'Counter' }])).toBe('p');
    expect(defaultStorageLocationId([])).toBe('');
  });
});

describe('expiration date (spec 000 §5)', () => {
  it('defaults to 7 days from today when left empty', () => {
    expect(resolveExpirationDate('', '2025-02-25')).toBe('2025-03-04');
    expect(resolveExpirationDate('2025-03-01', '2025-02-25')).toBe('2025-03-01');
  });

  it('uses the shelf life of that food in that place when it is known (issue 16)', () => {
    const chicken = { name: 'Chicken breast', foodCategory: 'Poultry Products' };
    expect(resolveExpirationDate('', '2025-02-25', { ...chicken, locationName: 'Freezer' })).toBe('2025-11-22');
    expect(resolveExpirationDate('', '2025-02-25', { name: 'oat milk', foodCategory: null, locationName: 'Refrigerator' })).toBe('2025-03-04');
    expect(resolveExpirationDate('2025-03-01', '2025-02-25', { ...chicken, locationName: 'Freezer' })).toBe('2025-03-01');
  });

  it('a name as typed is picked without a food record', () => {
    expect(selectionFromTyped('  oat   milk ')).toEqual({ name: 'oat milk', fdcId: null, foodCategory: null, brandOwner: null, usdaData: null });
    expect(selectionFromTyped('   ')).toBeNull();
  });
});

describe('validation (spec 000 §5)', () => {
  const locations = [{ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Fridge' }];
  const details = { storageLocationId: '', expirationDate: '', quantity: '1', unit: 'item', price: '' };

  it('needs a food and a storage location', () => {
    const missingFood = validateAddFood(null, details, locations, '2025-02-25');
    const missingLocation = validateAddFood(selectionFromResult(milk), details, [], '2025-02-25');
    for (const result of [missingFood, missingLocation]) {
      expect(result).toEqual({ ok: false, missing: true, message: 'Missing information: Please select a food item and storage location.' });
    }
  });

  it('builds the spec 000 §7 body with the default location, leaving an empty date to the server (one shelf-life rule)', () => {
    const result = validateAddFood(selectionFromResult(milk), details, locations, '2025-02-25');
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Milk, whole',
        quantity: '1',
        unit: 'item',
        storageLocationId: locations[0].id,
        fcdId: 'sr:01077',
        usdaData: milk,
        foodCategory: 'Dairy and Egg Products',
      },
    });
  });

  it('sends a date the cook typed as it is', () => {
    const result = validateAddFood(selectionFromResult(milk), { ...details, expirationDate: '2025-03-10' }, locations, '2025-02-25');
    expect(result.ok && result.body.expirationDate).toBe('2025-03-10');
  });

  it("shows the date of the canonical food the server files a pick under ('Milk, whole' is milk: 7 days in the fridge)", () => {
    expect(resolveExpirationDate('', '2025-02-25', { name: 'Milk, whole', foodCategory: 'Dairy and Egg Products', locationName: 'Fridge' })).toBe('2025-03-04');
    expect(resolveExpirationDate('', '2025-02-25', { name: 'Milk, whole', foodCategory: 'Dairy and Egg Products', locationName: 'Freezer' })).not.toBe('2025-03-04');
  });

  it('refuses a past date, a bad quantity and a blank unit', () => {
    const result = validateAddFood(
      selectionFromResult(milk),
      { ...details, expirationDate: '2025-02-24', quantity: '0', unit: ' ' },
      locations,
      '2025-02-25',
    );
    expect(result).toMatchObject({ ok: false, missing: false });
    expect(result.ok === false && !result.missing && Object.keys(result.errors).sort()).toEqual(['expirationDate', 'quantity', 'unit']);
  });

  it('sends the price paid as a number when one is typed (a comma reads as a decimal point), and leaves it out when empty', () => {
    const body = (price: string) => {
      const result = validateAddFood(selectionFromResult(milk), { ...details, price }, locations, '2025-02-25');
      return result.ok ? result.body : null;
    };
    expect(body('3.99')).toMatchObject({ price: 3.99 });
    expect(body(' 3,5 ')).toMatchObject({ price: 3.5 });
    expect(body('0')).toMatchObject({ price: 0 });
    expect(body('')).not.toHaveProperty('price');
  });

  it.each(['-1', 'abc', '3.999', '$4', '100000.01'])('refuses the price %j with a message under the field', (price) => {
    const result = validateAddFood(selectionFromResult(milk), { ...details, price }, locations, '2025-02-25');
    expect(result.ok === false && !result.missing && result.errors.price).toMatch(/^Enter (an amount such as 3\.99|at most 100000)$/);
  });
});

describe('Recently Added (spec 000 §2, §4)', () => {
  it('lists the 5 newest items that have stored nutrition data', () => {
    const items = [
      item('a', '2025-01-01T10:00:00Z', milk),
      item('b', '2025-01-07T10:00:00Z', null),
      item('c', '2025-01-03T10:00:00Z', milk),
      item('d', '2025-01-06T10:00:00Z', milk),
      item('e', '2025-01-02T10:00:00Z', milk),
      item('f', '2025-01-05T10:00:00Z', milk),
      item('g', '2025-01-04T10:00:00Z', milk),
      item('h', '2025-01-08T10:00:00Z', { unrelated: true }),
    ];
    expect(recentItems(items).map((i) => i.id)).toEqual(['d', 'f', 'g', 'c', 'e']);
  });
});
