import { parseIngredientLine, scaleIngredientLine, servingsScaleFactor } from './ingredients.js';

describe('parseIngredientLine', () => {
  it.each([
    ['2 cups flour', 2, 'cup', 'flour'],
    ['1 1/2 cups sugar', 1.5, 'cup', 'sugar'],
    ['1/2 tsp salt', 0.5, 'tsp', 'salt'],
    ['0.5 kg potatoes', 0.5, 'kg', 'potatoes'],
    ['½ cup milk', 0.5, 'cup', 'milk'],
    ['1½ cups rice', 1.5, 'cup', 'rice'],
    ['400g chickpeas', 400, 'g', 'chickpeas'],
    ['2 tbsp. olive oil', 2, 'tbsp', 'olive oil'],
    ['1 T butter', 1, 'tbsp', 'butter'],
    ['1 t vanilla', 1, 'tsp', 'vanilla'],
    ['2 cups of water', 2, 'cup', 'water'],
    ['8 fl oz cream', 8, 'fl oz', 'cream'],
    ['2 cloves garlic, minced', 2, 'clove', 'garlic, minced'],
    ['1 can (14 oz) tomatoes', 1, 'can', '(14 oz) tomatoes'],
    ['1 dozen eggs', 1, 'dozen', 'eggs'],
  ])('%j → %d %s %s', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, quantityMax: null, unit, name, original: line });
  });

  it('leaves the word in the name when it is not a unit', () => {
    expect(parseIngredientLine('3 eggs')).toMatchObject({ quantity: 3, unit: null, name: 'eggs' });
    expect(parseIngredientLine('1 large onion, diced')).toMatchObject({ quantity: 1, unit: null, name: 'large onion, diced' });
    expect(parseIngredientLine('2 cupcakes')).toMatchObject({ quantity: 2, unit: null, name: 'cupcakes' });
    expect(parseIngredientLine('4 flour tortillas')).toMatchObject({ quantity: 4, unit: null, name: 'flour tortillas' });
  });

  it('reads ranges as lower bound plus upper bound', () => {
    expect(parseIngredientLine('2-3 cloves garlic')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic' });
    expect(parseIngredientLine('2 to 3 tbsp honey')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'honey' });
    expect(parseIngredientLine('1–2 cups stock')).toMatchObject({ quantity: 1, quantityMax: 2, unit: 'cup' });
    expect(parseIngredientLine('1-1/2 cups flour')).toMatchObject({ quantity: 1.5, quantityMax: null, unit: 'cup' });
  });

  it('accepts a list bullet before the quantity', () => {
    expect(parseIngredientLine('- 2 cups flour')).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
    expect(parseIngredientLine('• salt')).toMatchObject({ quantity: null, name: 'salt' });
  });

  it('returns lines without a leading number as a name only', () => {
    expect(parseIngredientLine('Salt and pepper to taste')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      name: 'Salt and pepper to taste',
      original: 'Salt and pepper to taste',
    });
    expect(parseIngredientLine('a pinch of salt').quantity).toBeNull();
    expect(parseIngredientLine('')).toMatchObject({ quantity: null, name: '' });
  });

  it('does not take numbers that are part of a word or a percentage for a quantity', () => {
    expect(parseIngredientLine('2% milk')).toMatchObject({ quantity: null, name: '2% milk' });
    expect(parseIngredientLine('7up soda')).toMatchObject({ quantity: null, name: '7up soda' });
    expect(parseIngredientLine('-1 cup water').quantity).toBeNull();
    expect(parseIngredientLine('1/0 cup water').quantity).toBeNull();
  });
});

describe('scaleIngredientLine', () => {
  it.each([
    ['2 cups flour', 2, '4 cups flour'],
    ['1 1/2 cups sugar', 2, '3 cups sugar'],
    ['1/3 cup oil', 1, '0.33 cup oil'],
    ['½ cup milk', 3, '1.5 cup milk'],
    ['1 cup rice', 1.5, '1.5 cup rice'],
    ['3 eggs', 0.5, '1.5 eggs'],
    ['400g chickpeas', 1.5, '600g chickpeas'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['2 to 3 tbsp honey', 0.5, '1 to 1.5 tbsp honey'],
    ['1 can (14 oz) tomatoes', 2, '2 can (14 oz) tomatoes'],
    ['  - 1 tsp salt  ', 4, '  - 4 tsp salt  '],
    ['1/4 tsp nutmeg', 1 / 3, '0.08 tsp nutmeg'],
  ])('%j × %d → %j', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('leaves lines without a leading number unchanged', () => {
    expect(scaleIngredientLine('Salt to taste', 3)).toBe('Salt to taste');
    expect(scaleIngredientLine('Juice of 1 lemon', 2)).toBe('Juice of 1 lemon');
    expect(scaleIngredientLine('2% milk', 2)).toBe('2% milk');
    expect(scaleIngredientLine('', 2)).toBe('');
  });

  it('rejects a factor that is not a positive number', () => {
    expect(() => scaleIngredientLine('1 cup rice', 0)).toThrow(RangeError);
    expect(() => scaleIngredientLine('1 cup rice', -2)).toThrow(RangeError);
    expect(() => scaleIngredientLine('1 cup rice', Number.NaN)).toThrow(RangeError);
  });
});

describe('servingsScaleFactor', () => {
  it('divides target servings by the recipe servings, defaulting to 4', () => {
    expect(servingsScaleFactor(8, 4)).toBe(2);
    expect(servingsScaleFactor(3, 6)).toBe(0.5);
    expect(servingsScaleFactor(2, null)).toBe(0.5);
    expect(servingsScaleFactor(4, 0)).toBe(1);
    expect(() => servingsScaleFactor(0, 4)).toThrow(RangeError);
  });
});
