import { FREEZING_ADVICE } from './freezing.js';
import { findStoredFood, freezingFacts, rangeText, storageLife, storageLives, storagePlaceOf, storedFoods } from './storage.js';

describe('the storage table', () => {
  it('holds at least 300 foods, each with a time somewhere and a known freezing kind', () => {
    expect(storedFoods().length).toBeGreaterThanOrEqual(300);
    for (const food of storedFoods()) {
      expect(storageLives(food, null).length + storageLives(food, 'opened').length).toBeGreaterThan(0);
      expect(FREEZING_ADVICE[food.freezing]).toBeDefined();
    }
  });

  it('gives every name to one food only', () => {
    const seen = new Map<string, string>();
    for (const food of storedFoods()) {
      for (const name of food.names) {
        const key = name.toLowerCase();
        expect([key, seen.get(key) ?? food.name]).toEqual([key, food.name]);
        seen.set(key, food.name);
      }
    }
  });
});

describe('storageLife', () => {
  it.each<[string, string, string | undefined, string]>([
    ['cooked rice', 'fridge', undefined, '3 to 4 days'],
    ['rice (cooked)', 'fridge', undefined, '3 to 4 days'],
    ['leftover rice', 'fridge', undefined, '3 to 4 days'],
    ['Leftover Rice', 'freezer', undefined, '1 to 6 months'],
    ['rice', 'fridge', 'cooked', '3 to 4 days'],
    ['rice', 'pantry', undefined, '2 years'],
    ['milk', 'fridge', undefined, '7 days'],
    ['Whole Milk', 'Refrigerator', undefined, '7 days'],
    ['milk', 'freezer', undefined, '3 months'],
    ['eggs', 'fridge', undefined, '3 to 5 weeks'],
    ['an egg', 'fridge', undefined, '3 to 5 weeks'],
    ['chicken breasts', 'fridge', undefined, '1 to 2 days'],
    ['chicken breast fillets', 'fridge', undefined, '1 to 2 days'],
    ['cooked chicken', 'fridge', undefined, '3 to 4 days'],
    ['leftover chicken', 'freezer', undefined, '2 to 6 months'],
    ['ground beef', 'freezer', undefined, '3 to 4 months'],
    ['salmon fillets', 'fridge', undefined, '1 to 2 days'],
    ['tomatoes', 'pantry', undefined, '3 to 5 days'],
    ['strawberries', 'fridge', undefined, '3 to 7 days'],
    ['bananas', 'Counter', undefined, '2 to 7 days'],
    ['a loaf of bread', 'freezer', undefined, '3 months'],
    ['mayonnaise', 'fridge', undefined, '2 months'],
    ['ketchup', 'fridge', 'opened', '6 months'],
    ['opened salsa', 'fridge', undefined, '1 month'],
    ['salsa', 'pantry', undefined, '12 to 18 months'],
    ['canned beans', 'fridge', 'opened', '3 to 4 days'],
    ['crème fraîche', 'fridge', undefined, '1 to 2 weeks'],
    ['cheddar', 'fridge', 'opened', '3 to 4 weeks'],
    ['parmesan', 'fridge', undefined, '12 months'],
    ['cooked carrots', 'fridge', undefined, '3 to 5 days'],
    ['leftover lasagna', 'fridge', undefined, '3 to 4 days'],
  ])('%s in the %s (%s) → %s', (food, place, state, text) => {
    expect(storageLife(food, place, state as 'opened' | 'cooked' | undefined)?.text).toBe(text);
  });

  it('falls back to the leftovers rule for a cooked food the table has no cooked time for', () => {
    const life = storageLife('cooked kale', 'fridge');
    expect(life).toMatchObject({ food: 'kale', state: 'cooked', basis: 'leftovers', text: '3 to 4 days' });
    expect(storageLife('cooked kale', 'pantry')).toBeNull();
  });

  it('counts days from the range', () => {
    expect(storageLife('eggs', 'fridge')?.days).toEqual({ min: 21, max: 35 });
    expect(storageLife('chicken', 'freezer')?.days).toEqual({ min: 270, max: 270 });
  });

  it('is null for unknown foods, places the food does not keep in, and unknown places', () => {
    expect(storageLife('unobtainium', 'fridge')).toBeNull();
    expect(storageLife('milk', 'pantry')).toBeNull();
    expect(storageLife('milk', 'garage')).toBeNull();
  });
});

describe('findStoredFood', () => {
  it.each<[string, string, string | null]>([
    ['Cherry Tomatoes', 'tomatoes', null],
    ['berries', 'blackberries', null],
    ['potatoes', 'potatoes', null],
    ['leftover mashed potatoes', 'mashed potatoes', 'cooked'],
    ['peanut butter', 'peanut butter', null],
    ['cream cheese', 'cream cheese', null],
    ['an opened jar of pasta sauce', 'pasta sauce', 'opened'],
    ['rice vinegar', 'vinegar', null],
  ])('%s → %s (%s)', (text, food, state) => {
    const found = findStoredFood(text);
    expect(found && { food: found.food.name, state: found.state }).toEqual({ food, state });
  });
});

describe('storagePlaceOf', () => {
  it.each<[string, string | null]>([
    ['Refrigerator', 'fridge'],
    ['Garage fridge', 'fridge'],
    ['Chest Freezer', 'freezer'],
    ['Pantry', 'pantry'],
    ['Kitchen counter', 'pantry'],
    ['Garage', null],
  ])('%s → %s', (name, place) => {
    expect(storagePlaceOf(name)).toBe(place);
  });
});

describe('freezingFacts', () => {
  it('says milk freezes with a texture caveat, and for how long', () => {
    const facts = freezingFacts('milk')!;
    expect(facts.advice.verdict).toBe('texture');
    expect(facts.advice.caveat).toMatch(/separate/);
    expect(facts.freezer?.text).toBe('3 months');
  });

  it('says no for lettuce and raw potatoes, yes for bread', () => {
    expect(freezingFacts('lettuce')!.advice.verdict).toBe('no');
    expect(freezingFacts('potatoes')!.advice.verdict).toBe('no');
    expect(freezingFacts('bread')!.advice.verdict).toBe('yes');
    expect(freezingFacts('cooked rice')!.freezer?.text).toBe('1 to 6 months');
  });
});

describe('rangeText', () => {
  it('words single values and ranges', () => {
    expect(rangeText({ min: 1, max: 1, unit: 'week' })).toBe('1 week');
    expect(rangeText({ min: 3, max: 4, unit: 'day' })).toBe('3 to 4 days');
  });
});
