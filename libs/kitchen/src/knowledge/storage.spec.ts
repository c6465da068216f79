import { foodKey } from './food-names.js';
import { FREEZING_ADVICE } from './freezing.js';
import {
  type FoodState,
  findStoredFood,
  freezingFacts,
  lifeOf,
  parseStorageTable,
  placeOfLocation,
  rangeText,
  STORAGE_PLACES,
  STORAGE_SOURCES,
  storageLife,
  storageLives,
  storagePlaceOf,
  storedFoods,
} from './storage.js';

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

describe('the storage table (issue 29)', () => {
  const STATES = ['times', 'opened', 'cooked', 'thawed'] as const;

  it('holds at least 600 foods', () => {
    expect(storedFoods().length).toBeGreaterThanOrEqual(600);
  });

  it('cites a known source on every row', () => {
    for (const food of storedFoods()) {
      expect([food.name, food.sources.length > 0]).toEqual([food.name, true]);
      expect(food.source).toBe(food.sources[0]);
      for (const tag of food.sources) expect([food.name, tag, tag in STORAGE_SOURCES]).toEqual([food.name, tag, true]);
    }
  });

  it('defines every source with a title, a publisher and an https address, and every source is cited', () => {
    const cited = new Set(storedFoods().flatMap((food) => food.sources));
    for (const [tag, source] of Object.entries(STORAGE_SOURCES)) {
      expect(source.title.length).toBeGreaterThan(0);
      expect(source.publisher.length).toBeGreaterThan(0);
      expect(source.url).toMatch(/^https:\/\/[^\s]+$/);
      expect([tag, cited.has(tag as keyof typeof STORAGE_SOURCES)]).toEqual([tag, true]);
    }
  });

  it('gives no lookup key (case, accents, plurals) to two rows', () => {
    const seen = new Map<string, string>();
    for (const food of storedFoods()) {
      for (const name of food.names) {
        const key = foodKey(name);
        expect([name, seen.get(key) ?? food.name]).toEqual([name, food.name]);
        seen.set(key, food.name);
      }
    }
  });

  it('has min ≤ max in every range', () => {
    for (const food of storedFoods()) {
      for (const state of STATES) {
        for (const place of STORAGE_PLACES) {
          const range = food[state][place];
          if (range) expect([food.name, state, place, range.min <= range.max && range.min > 0]).toEqual([food.name, state, place, true]);
        }
      }
    }
  });

  it('keeps canned, dried and frozen products as rows of their own', () => {
    for (const name of ['canned tomatoes', 'canned corn', 'canned soup', 'dried apricots', 'dried black beans', 'frozen peas', 'frozen strawberries', 'frozen shrimp']) {
      expect(findStoredFood(name)?.food.names[0]).toBe(name);
    }
    expect(findStoredFood('frozen peas')?.food).not.toBe(findStoredFood('peas')?.food);
  });

  it.each<[string, string, FoodState | null, string, string]>([
    // FSIS "Leftovers and Food Safety" (FoodKeeper agrees for cooked grains)
    ['rice', 'fridge', 'cooked', '3 to 4 days', 'fsis-leftovers'],
    // FoodKeeper: raw chicken 1 to 2 days; pieces 9 months, whole birds 12 months frozen
    ['chicken', 'fridge', null, '1 to 2 days', 'fk'],
    ['chicken thighs', 'freezer', null, '9 months', 'fk'],
    ['whole chicken', 'freezer', null, '12 months', 'fk'],
    ['ground beef', 'fridge', null, '1 to 2 days', 'fk'],
    ['pork tenderloin', 'fridge', null, '3 to 5 days', 'fda-chart'],
    ['eggs', 'fridge', null, '3 to 5 weeks', 'fk'],
    // FoodKeeper: ground spices 2 to 3 years, whole 3 to 4 years
    ['black pepper', 'pantry', null, '2 to 3 years', 'fk'],
    ['ground coriander', 'pantry', null, '2 to 3 years', 'fk'],
    ['coriander seeds', 'pantry', null, '3 to 4 years', 'fk'],
    ['ground cumin', 'pantry', null, '3 to 4 years', 'fk'],
    ['peppercorns', 'pantry', null, '3 to 4 years', 'fk'],
    ['ground coffee', 'pantry', 'opened', '2 weeks', 'fk'],
    ['coffee beans', 'pantry', null, '3 to 4 months', 'fk'],
    ['red lentils', 'pantry', null, '1 year', 'fk'],
    ['green lentils', 'pantry', null, '1 year', 'fk'],
    ['dried beans', 'pantry', null, '1 to 2 years', 'fk'],
    // FSIS "Shelf-Stable Food Safety": high-acid cans 12 to 18 months, low-acid 2 to 5 years; opened 5 to 7 and 3 to 4 days
    ['canned tomatoes', 'pantry', null, '12 to 18 months', 'fk'],
    ['canned tomatoes', 'fridge', 'opened', '5 to 7 days', 'fk'],
    ['canned corn', 'pantry', null, '2 to 5 years', 'fsis-shelf-stable'],
    ['canned corn', 'fridge', 'opened', '3 to 4 days', 'fsis-shelf-stable'],
    ['dried apricots', 'pantry', null, '6 months', 'fk'],
    ['dried apricots', 'pantry', 'opened', '1 month', 'fk'],
    ['frozen peas', 'freezer', null, '8 months', 'ext'],
    ['hummus', 'fridge', null, '7 days', 'fk'],
    ['mayonnaise', 'fridge', 'opened', '2 months', 'fk'],
    ['soy sauce', 'pantry', null, '2 years', 'ext'],
    ['lasagna', 'fridge', null, '3 to 4 days', 'fk'],
    ['soup', 'freezer', null, '2 to 3 months', 'fk'],
    ['breast milk', 'fridge', null, '4 days', 'cdc-breastmilk'],
  ])('%s in the %s (%s) → %s, cited to %s', (food, place, state, text, source) => {
    const found = findStoredFood(food)!;
    expect(found.food.sources).toContain(source);
    expect(storageLife(food, place, state)?.text).toBe(text);
  });
});

describe('thawed food', () => {
  it.each<[string, string, string, string]>([
    // FSIS "The Big Thaw": poultry, ground meat and seafood 1 to 2 days; red-meat cuts 3 to 5 days
    ['chicken breasts', 'fridge', '1 to 2 days', 'table'],
    ['ground beef', 'fridge', '1 to 2 days', 'table'],
    ['salmon', 'fridge', '1 to 2 days', 'table'],
    ['steak', 'fridge', '3 to 5 days', 'table'],
    ['frozen shrimp', 'fridge', '1 to 2 days', 'table'],
    // FoodKeeper, food bought frozen: thawed 3 to 4 days
    ['frozen peas', 'fridge', '3 to 4 days', 'table'],
    ['hot dogs', 'fridge', '3 to 4 days', 'table'],
    ['frozen pizza', 'fridge', '3 to 4 days', 'table'],
    ['chicken nuggets', 'fridge', '1 to 2 days', 'table'],
    // cooked dishes: the leftovers rule, or their own shorter fridge time
    ['lasagna', 'fridge', '3 to 4 days', 'table'],
    ['ham', 'fridge', '3 to 4 days', 'leftovers'],
    ['gravy', 'fridge', '1 to 2 days', 'table'],
    // cured and smoked meat and fish: 3 to 4 days
    ['bacon', 'fridge', '3 to 4 days', 'thawed'],
    ['smoked salmon', 'fridge', '3 to 4 days', 'thawed'],
    // refrozen after thawing in the fridge: the freezer time
    ['chicken', 'freezer', '9 months', 'table'],
  ])('%s thawed, in the %s → %s (%s)', (food, place, text, basis) => {
    expect(storageLife(food, place, 'thawed')).toMatchObject({ state: 'thawed', text, basis });
  });

  it('is never kept in the pantry, and has no time where the table gives no fridge time', () => {
    expect(storageLife('chicken', 'pantry', 'thawed')).toBeNull();
    expect(storageLife('frozen dinners', 'fridge', 'thawed')).toBeNull();
  });

  it('never keeps longer than fresh, nor raw meat and fish more than 5 days or cooked dishes more than 4', () => {
    const days = (life: { days: { max: number } } | null): number => life?.days.max ?? 0;
    for (const food of storedFoods()) {
      const thawed = lifeOf(food, 'fridge', 'thawed');
      if (!thawed) continue;
      const fresh = food.times.fridge ? lifeOf(food, 'fridge', null) : null;
      if (fresh && !food.thawed.fridge && thawed.basis === 'table') expect([food.name, days(thawed) <= days(fresh)]).toEqual([food.name, true]);
      if (['raw-meat', 'raw-fish', 'shellfish-live'].includes(food.freezing)) expect([food.name, days(thawed) <= 5]).toEqual([food.name, true]);
      if (['cooked', 'soup', 'sauce-thickened'].includes(food.freezing)) expect([food.name, days(thawed) <= 4]).toEqual([food.name, true]);
    }
  });
});

describe('parseStorageTable', () => {
  it('reads the source and thawed times', () => {
    const [food] = parseStorageTable('chicken, hen | fridge=1-2d thawed.fridge=1-2d freezer=9m | raw-meat | fk fsis-thaw');
    expect(food).toMatchObject({ name: 'chicken', source: 'fk', sources: ['fk', 'fsis-thaw'], thawed: { fridge: { min: 1, max: 2, unit: 'day' } } });
  });

  it.each<[string, RegExp]>([
    ['milk | fridge=7d | dairy-liquid', /names \| storage \| freezing \| source/],
    ['milk | fridge=7d | dairy-liquid | ', /No source/],
    ['milk | fridge=7d | dairy-liquid | usda', /Unknown source "usda"/],
    ['milk | fridge=7d | dairy-liquid | fk wikipedia', /Unknown source "wikipedia"/],
    ['milk | fridge=7d | dairy-liquid | constructor', /Unknown source "constructor"/],
    ['milk | fridge=7d | sour | fk', /Unknown freezing kind/],
    ['milk | fridge=9-7d | dairy-liquid | fk', /runs backwards/],
    ['milk | spoiled.fridge=7d | dairy-liquid | fk', /Bad storage place/],
    ['milk | times.fridge=7d | dairy-liquid | fk', /Bad storage place/],
    ['milk | cellar=7d | dairy-liquid | fk', /Bad storage place/],
    ['milk | fridge=7 | dairy-liquid | fk', /Bad storage time/],
  ])('rejects %s', (line, error) => {
    expect(() => parseStorageTable(line)).toThrow(error);
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

describe('placeOfLocation', () => {
  it('reads the name, else the icon, and a cold icon beats a shelf word', () => {
    expect(placeOfLocation({ name: 'Garage fridge', icon: 'box' })).toBe('fridge');
    expect(placeOfLocation({ name: 'Chest', icon: 'snowflake' })).toBe('freezer');
    expect(placeOfLocation({ name: 'Deep drawer', icon: 'snowflake' })).toBe('freezer');
    expect(placeOfLocation({ name: 'Pantry', icon: 'pizza' })).toBe('pantry');
    expect(placeOfLocation({ name: 'Shed', icon: 'box' })).toBeNull();
  });
});
