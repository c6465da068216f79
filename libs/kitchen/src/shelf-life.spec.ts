import {
  DEFAULT_EXPIRY_DAYS,
  DEFAULT_SHELF_LIFE_DAYS,
  defaultExpirationDate,
  defaultExpirationDateFor,
  itemShelfLifeDays,
  stateAfterMove,
  defaultShelfLifeDays,
  shelfLifeDaysFor,
} from './shelf-life.js';

describe('defaultShelfLifeDays', () => {
  it.each<[string, number]>([
    ['Fruits and Fruit Juices', 7],
    ['Vegetables and Vegetable Products', 7],
    ['Fresh produce', 7],
    ['Milk', 10],
    ['Cheese', 10],
    ['Greek Yogurt', 10],
    ['Poultry Products', 3],
    ['Beef Products', 3],
    ['Pork Products', 3],
    ['Finfish and Shellfish Products', 3],
    ['Sausages and Luncheon Meats', 3],
    ['Seafood', 3],
    ['Baked Products', 5],
    ['Bakery', 5],
    ['Bread', 5],
    ['Eggs', 21],
    ['Frozen Dinners', 90],
    ['Canned Soup', 180],
    ['Snacks', 180],
    ['Breakfast Cereals', 180],
    ['Cereal Grains and Pasta', 180],
    ['Packaged Goods', 180],
  ])('%s → %d days', (category, days) => {
    expect(defaultShelfLifeDays(category)).toBe(days);
  });

  it('takes the first matching row in table order', () => {
    // dairy (row 2) comes before egg (row 5)
    expect(defaultShelfLifeDays('Dairy and Egg Products')).toBe(10);
    // vegetable (row 1) comes before frozen (row 6)
    expect(defaultShelfLifeDays('Frozen vegetables')).toBe(7);
    // chicken (row 3) comes before frozen (row 6)
    expect(defaultShelfLifeDays('frozen chicken')).toBe(3);
  });

  it('matches case-insensitively', () => {
    expect(defaultShelfLifeDays('DAIRY')).toBe(10);
    expect(defaultShelfLifeDays('eGg')).toBe(21);
  });

  it('defaults to 7 for empty and unknown categories', () => {
    expect(defaultShelfLifeDays('')).toBe(7);
    expect(defaultShelfLifeDays('   ')).toBe(7);
    expect(defaultShelfLifeDays(null)).toBe(7);
    expect(defaultShelfLifeDays(undefined)).toBe(7);
    expect(defaultShelfLifeDays('Spices and Herbs')).toBe(7);
    expect(DEFAULT_SHELF_LIFE_DAYS).toBe(7);
    expect(DEFAULT_EXPIRY_DAYS).toBe(7);
  });
});

describe('defaultExpirationDate', () => {
  it('adds the category shelf life to today', () => {
    expect(defaultExpirationDate('Dairy and Egg Products', '2024-02-25')).toBe('2024-03-06');
    expect(defaultExpirationDate('Eggs', '2024-12-20')).toBe('2025-01-10');
    expect(defaultExpirationDate('Poultry Products', '2024-01-30')).toBe('2024-02-02');
    expect(defaultExpirationDate(undefined, '2024-01-01')).toBe('2024-01-08');
  });

  it('rejects an invalid today', () => {
    expect(() => defaultExpirationDate('Eggs', '01/02/2024')).toThrow(RangeError);
  });
});

describe('shelfLifeDaysFor', () => {
  it.each<[string | null, string | null, string | null, number]>([
    ['Milk', 'Refrigerator', 'Dairy and Egg Products', 7],
    ['Eggs', 'Fridge', null, 21],
    ['Chicken Breast', 'Refrigerator', 'Poultry Products', 1],
    ['Chicken Breast', 'Freezer', 'Poultry Products', 270],
    ['Cooked rice', 'Refrigerator', null, 3],
    ['Rice', 'Pantry', 'Cereal Grains and Pasta', 730],
    ['Bananas', 'Counter', null, 2],
    ['Bread', 'Garage', null, 7],
    ['Rice', 'Garage', null, 730],
  ])('%s in %s (%s) → %d days', (name, location, category, days) => {
    expect(shelfLifeDaysFor(name, location, category)).toBe(days);
  });

  it('falls back to the category table, then 7 days, when the food or place is not known', () => {
    expect(shelfLifeDaysFor('Zorblax', 'Refrigerator', 'Poultry Products')).toBe(3);
    expect(shelfLifeDaysFor('Zorblax', 'Refrigerator', null)).toBe(7);
    expect(shelfLifeDaysFor('Milk', 'Pantry', 'Dairy and Egg Products')).toBe(10);
    expect(shelfLifeDaysFor(null, null, null)).toBe(7);
    expect(shelfLifeDaysFor('Zorblax', 'Freezer', null)).toBe(90);
  });

  it('gives the expiration date', () => {
    expect(defaultExpirationDateFor('Milk', 'Refrigerator', null, '2024-02-25')).toBe('2024-03-03');
  });
});

describe('itemShelfLifeDays (DESIGN §10: food, place and state)', () => {
  it.each([
    ['Leftover lasagna', 'Refrigerator'],
    ['Cooked rice', 'Refrigerator'],
    ['Homemade pesto', 'Refrigerator'],
    ["Grandma's tomato sauce", 'Refrigerator'],
    ['Rotisserie chicken', 'Refrigerator'],
    ['Cooked quinoa', 'Garage fridge'],
  ])('%s in the %s keeps 3–5 days whatever the raw food keeps', (name, place) => {
    const days = itemShelfLifeDays({ name }, place);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(days).toBeLessThanOrEqual(5);
  });

  it('reads the state from the path when the name says none', () => {
    expect(itemShelfLifeDays({ name: 'Rice', state: 'leftover' }, 'Refrigerator')).toBeLessThanOrEqual(5);
    expect(itemShelfLifeDays({ name: 'Rice' }, 'Pantry')).toBeGreaterThan(300);
  });

  it('keeps cooked food in the freezer for months and on the counter for a day', () => {
    expect(itemShelfLifeDays({ name: 'Leftover lasagna' }, 'Freezer')).toBeGreaterThanOrEqual(60);
    expect(itemShelfLifeDays({ name: 'Cooked rice' }, 'Counter')).toBe(1);
  });

  it('uses the linked food when the table does not know the name', () => {
    expect(itemShelfLifeDays({ name: 'Kerrygold butter', foodName: 'Butter' }, 'Refrigerator')).toBe(shelfLifeDaysFor('Butter', 'Refrigerator', null));
    expect(itemShelfLifeDays({ name: 'Bone-in chicken thighs', foodName: 'Chicken thighs', foodCategory: 'Poultry Products' }, 'Refrigerator')).toBeLessThanOrEqual(2);
  });

  it('gives an opened jar its opened time', () => {
    const opened = itemShelfLifeDays({ name: 'Salsa', state: 'opened' }, 'Refrigerator');
    expect(opened).toBeLessThan(itemShelfLifeDays({ name: 'Salsa' }, 'Pantry'));
  });
});

describe('stateAfterMove', () => {
  it('thaws raw food taken out of the freezer and leaves every other move alone', () => {
    expect(stateAfterMove(null, 'freezer', 'fridge')).toBe('thawed');
    expect(stateAfterMove('frozen', 'freezer', 'pantry')).toBe('thawed');
    expect(stateAfterMove('leftover', 'freezer', 'fridge')).toBe('leftover');
    expect(stateAfterMove(null, 'fridge', 'freezer')).toBeNull();
    expect(stateAfterMove('opened', 'fridge', 'pantry')).toBe('opened');
    expect(stateAfterMove(null, 'freezer', null)).toBeNull();
  });
});
