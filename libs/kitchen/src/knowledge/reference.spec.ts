import { convertMeasure, densityOf, temperatureText } from './conversions.js';
import { pairingsFor } from './pairings.js';
import { substituteCount, substitutesFor, substitutions } from './substitutions.js';
import { donenessOf, safeTemperature } from './temperatures.js';

describe('substitutions', () => {
  it('holds at least 150, each with a substitute and when it fails', () => {
    expect(substituteCount()).toBeGreaterThanOrEqual(150);
    for (const entry of substitutions()) {
      for (const option of entry.options) {
        expect(option.use.length).toBeGreaterThan(5);
        expect(option.fails.length).toBeGreaterThan(5);
      }
    }
  });

  it.each<[string, string, RegExp]>([
    ['buttermilk', 'buttermilk', /1 cup milk \+ 1 tbsp lemon juice.*5 min/],
    ['Buttermilk', 'buttermilk', /lemon juice/],
    ['an egg', 'egg', /flaxseed/],
    ['eggs', 'egg', /flaxseed/],
    ['heavy cream', 'heavy cream', /milk \+ 1\/4 cup melted butter/],
    ['double cream', 'heavy cream', /melted butter/],
    ['self raising flour', 'self-rising flour', /baking powder/],
    ['cornstarch', 'cornstarch', /flour/],
    ['fresh basil', 'fresh herbs', /dried/],
    ['white wine', 'white wine', /broth/],
  ])('%s → %s', (asked, ingredient, use) => {
    const found = substitutesFor(asked)!;
    expect(found.ingredient).toBe(ingredient);
    expect(found.options[0].use).toMatch(use);
  });

  it('is null for an unknown ingredient', () => {
    expect(substitutesFor('unobtainium')).toBeNull();
  });
});

describe('conversions', () => {
  it.each<[number, string, string, string | null, string]>([
    [1, 'cup', 'g', 'flour', '125 g'],
    [1, 'cup', 'grams', 'all-purpose flour', '125 g'],
    [2, 'cups', 'g', 'sugar', '400 g'],
    [1, 'cup', 'tbsp', null, '16 tbsp'],
    [1, 'tbsp', 'tsp', null, '3 tsp'],
    [1, 'lb', 'g', null, '454 g'],
    [100, 'g', 'cup', 'butter', '0.44 cup'],
    [1, 'stick', 'g', 'butter', ''],
  ])('%d %s → %s of %s', (quantity, from, to, ingredient, text) => {
    expect(convertMeasure(quantity, from, to, ingredient)?.text ?? '').toBe(text);
  });

  it('needs a known density for volume ↔ weight', () => {
    expect(convertMeasure(1, 'cup', 'g', null)).toBeNull();
    expect(convertMeasure(1, 'cup', 'g', 'unobtainium')).toBeNull();
    expect(densityOf('brown sugar')?.gramsPerCup).toBe(213);
  });

  it('converts oven temperatures both ways', () => {
    expect(temperatureText(350, 'F')).toBe('350 °F is 177 °C (an oven set to about 175 °C, gas mark 4)');
    expect(temperatureText(200, 'C')).toBe('200 °C is 392 °F (an oven set to about 400 °F, gas mark 6)');
    expect(temperatureText(100, 'C')).toBe('100 °C is 212 °F');
  });
});

describe('temperatures', () => {
  it.each<[string, number, number]>([
    ['chicken', 165, 74],
    ['chicken thighs', 165, 74],
    ['pork chops', 145, 63],
    ['ground beef', 160, 71],
    ['burgers', 160, 71],
    ['salmon', 145, 63],
    ['leftovers', 165, 74],
    ['steak', 145, 63],
  ])('%s is safe at %d °F (%d °C)', (food, f, c) => {
    expect(safeTemperature(food)).toMatchObject({ fahrenheit: f, celsius: c });
  });

  it('knows doneness levels', () => {
    expect(donenessOf('steak')!.levels.join(' ')).toContain('medium-rare: 135 °F');
    expect(donenessOf('boiled eggs')!.levels.join(' ')).toContain('hard-boiled: 10 to 12 minutes');
    expect(donenessOf('unobtainium')).toBeNull();
  });
});

describe('pairings', () => {
  it('knows what goes with salmon', () => {
    expect(pairingsFor('salmon')!.flavors).toContain('dill');
    expect(pairingsFor('salmon fillets')!.food).toBe('salmon');
    expect(pairingsFor('unobtainium')).toBeNull();
  });
});
