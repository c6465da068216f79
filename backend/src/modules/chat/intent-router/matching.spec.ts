import { parseAmount } from './amounts.js';
import { resolveDay } from './days.js';
import { splitList } from './intake.js';
import { andList, distinctNames, matchByName, matchLocations, orList, pickOption, placeInAnswer } from './matching.js';

const locations = [
  { id: 'l1', name: 'Refrigerator' },
  { id: 'l2', name: 'Freezer' },
  { id: 'l3', name: 'Pantry' },
];

describe('matching what was said to what the household has', () => {
  it('finds a storage location by kind: "fridge" is the Refrigerator, "cupboard" the Pantry', () => {
    expect(matchLocations('fridge', locations)).toEqual([locations[0]]);
    expect(matchLocations('my refrigerator', locations)).toEqual([locations[0]]);
    expect(matchLocations('deep freeze', locations)).toEqual([locations[1]]);
    expect(matchLocations('cupboard', locations)).toEqual([locations[2]]);
    expect(matchLocations('garage', locations)).toEqual([]);
  });

  it("finds a household's own place by its icon when its name says no kind, and a shelf among pantry words", () => {
    const own = [{ id: 'k', name: 'Kitchen', icon: 'refrigerator' }, { id: 'c', name: 'Chest', icon: 'snowflake' }, { id: 's', name: 'Shelf', icon: 'utensils-crossed' }, { id: 'b', name: 'Basement', icon: 'pizza' }];
    expect(matchLocations('the fridge', own).map((l) => l.id)).toEqual(['k']);
    expect(matchLocations('freezer', own).map((l) => l.id)).toEqual(['c']);
    expect(matchLocations('shelf', own).map((l) => l.id)).toEqual(['s']);
    expect(matchLocations('cupboard', own).map((l) => l.id)).toEqual(['s', 'b']);
    // a name that says its kind wins over an icon that says another
    expect(matchLocations('freezer', [{ id: 'f', name: 'Freezer', icon: 'refrigerator' }, { id: 'r', name: 'Fridge', icon: 'snowflake' }]).map((l) => l.id)).toEqual(['f']);
  });

  it('reads the place out of an answer to "where?"', () => {
    expect(placeInAnswer('fridge')).toBe('fridge');
    expect(placeInAnswer('The freezer, please!')).toBe('freezer');
    expect(placeInAnswer('put them in the garage fridge')).toBe('garage fridge');
    expect(placeInAnswer('in the wine cellar thanks')).toBe('wine cellar');
    expect(placeInAnswer('please')).toBe('');
  });

  it('finds both fridges when there are two, so the chef asks which', () => {
    const two = [...locations, { id: 'l4', name: 'Garage fridge' }];
    expect(matchLocations('fridge', two).map((l) => l.name)).toEqual(['Refrigerator', 'Garage fridge']);
    expect(matchLocations('garage fridge', two).map((l) => l.name)).toEqual(['Garage fridge']);
  });

  it('finds items by name: the exact name first, then every item holding the words said', () => {
    const items = [{ name: 'Whole milk' }, { name: 'Oat milk' }, { name: 'Milk chocolate' }, { name: 'Eggs' }];
    expect(matchByName('eggs', items, (i) => i.name)).toEqual([{ name: 'Eggs' }]);
    expect(matchByName('egg', items, (i) => i.name)).toEqual([{ name: 'Eggs' }]);
    expect(matchByName('milk', items, (i) => i.name).map((i) => i.name)).toEqual(['Whole milk', 'Oat milk', 'Milk chocolate']);
    expect(matchByName('the oat milk', items, (i) => i.name)).toEqual([{ name: 'Oat milk' }]);
    expect(matchByName('large eggs', items, (i) => i.name)).toEqual([{ name: 'Eggs' }]);
    expect(matchByName('butter', items, (i) => i.name)).toEqual([]);
  });

  it('counts two items of one name as one name (no question needed)', () => {
    expect(distinctNames([{ name: 'Eggs' }, { name: 'eggs' }, { name: 'Oat milk' }], (i) => i.name)).toEqual(['Eggs', 'Oat milk']);
  });

  it('reads the answer to a question by name, by kind or by position', () => {
    const options = [
      { id: 'a', label: 'Whole milk' },
      { id: 'b', label: 'Oat milk' },
    ];
    expect(pickOption('oat milk', options, (o) => o.label)?.id).toBe('b');
    expect(pickOption('the oat one', options, (o) => o.label)?.id).toBe('b');
    expect(pickOption('whole', options, (o) => o.label)?.id).toBe('a');
    expect(pickOption('the second one', options, (o) => o.label)?.id).toBe('b');
    expect(pickOption('1', options, (o) => o.label)?.id).toBe('a');
    expect(pickOption('milk', options, (o) => o.label)).toBeNull();
    expect(pickOption('fridge', locations.map((l) => ({ id: l.id, label: l.name })), (o) => o.label)?.id).toBe('l1');
  });

  it('writes lists the way people say them', () => {
    expect(orList(['Whole milk', 'Oat milk'])).toBe('Whole milk or Oat milk');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
    expect(andList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(andList(['A'])).toBe('A');
  });
});

describe('amounts', () => {
  it.each([
    ['2 pounds of chicken', { quantity: 2, unit: 'lb', portion: null, name: 'chicken' }],
    ['a dozen eggs', { quantity: 12, unit: 'item', portion: null, name: 'eggs' }],
    ['half a dozen eggs', { quantity: 6, unit: 'item', portion: null, name: 'eggs' }],
    ['half a pound of butter', { quantity: 0.5, unit: 'lb', portion: null, name: 'butter' }],
    ['half an onion', { quantity: 0.5, unit: null, portion: null, name: 'onion' }],
    ['a couple of eggs', { quantity: 2, unit: null, portion: null, name: 'eggs' }],
    ['couple eggs', { quantity: 2, unit: null, portion: null, name: 'eggs' }],
    ['a few carrots', { quantity: 3, unit: null, portion: null, name: 'carrots' }],
    ['three eggs', { quantity: 3, unit: null, portion: null, name: 'eggs' }],
    ['twenty-four eggs', { quantity: 24, unit: null, portion: null, name: 'eggs' }],
    ['1/2 cup of sugar', { quantity: 0.5, unit: 'cup', portion: null, name: 'sugar' }],
    ['1 1/2 cups sugar', { quantity: 1.5, unit: 'cup', portion: null, name: 'sugar' }],
    ['¾ cup milk', { quantity: 0.75, unit: 'cup', portion: null, name: 'milk' }],
    ['500g pasta', { quantity: 500, unit: 'g', portion: null, name: 'pasta' }],
    ['3 cans of beans', { quantity: 3, unit: 'can', portion: null, name: 'beans' }],
    ['the milk', { quantity: null, unit: null, portion: null, name: 'milk' }],
    ['all the milk', { quantity: null, unit: null, portion: 'all', name: 'milk' }],
    ['the rest of the rice', { quantity: null, unit: null, portion: 'all', name: 'rice' }],
    ['half the spinach', { quantity: null, unit: null, portion: 'half', name: 'spinach' }],
    ['olive oil', { quantity: null, unit: null, portion: null, name: 'olive oil' }],
    ['2 large eggs', { quantity: 2, unit: null, portion: null, name: 'large eggs' }],
  ])('%s', (text, amount) => {
    expect(parseAmount(text)).toEqual(amount);
  });

  it('splits lists only where it is safe', () => {
    expect(splitList('2 eggs and a lemon')).toEqual(['2 eggs', 'a lemon']);
    expect(splitList('eggs, milk and bread')).toEqual(['eggs', 'milk', 'bread']);
    expect(splitList('mac and cheese')).toEqual(['mac and cheese']);
    expect(splitList('two and a half pounds of beef')).toEqual(['two and a half pounds of beef']);
  });
});

describe('days', () => {
  // a Wednesday
  const today = '2025-03-12';
  it.each([
    ['today', '2025-03-12'],
    ['tonight', '2025-03-12'],
    ['tomorrow', '2025-03-13'],
    ['on Friday', '2025-03-14'],
    ['friday night', '2025-03-14'],
    ['fri', '2025-03-14'],
    ['Wednesday', '2025-03-12'],
    ['next Wednesday', '2025-03-19'],
    ['this Sunday', '2025-03-16'],
    ['in 3 days', '2025-03-15'],
    ['in two days', '2025-03-14'],
    ['next week', '2025-03-19'],
    ['2025-04-01', '2025-04-01'],
    ['March 20', '2025-03-20'],
    ['20th of March', '2025-03-20'],
    ['March 1st', '2026-03-01'],
    ['someday', null],
  ])('%s → %s', (phrase, date) => {
    expect(resolveDay(phrase, today)).toBe(date);
  });
});
