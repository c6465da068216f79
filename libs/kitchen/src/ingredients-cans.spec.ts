import { amountIn } from './amounts/amount-in.js';
import { typicalCanSize } from './amounts/can-sizes.js';
import { parseIngredientLine } from './ingredients.js';

type Size = { quantity: number; unit: string } | undefined;

describe('parseIngredientLine: cans and packages with a size', () => {
  it.each<[string, number, string, string, Size]>([
    ['1 (15 oz) can black beans', 1, 'can', 'black beans', { quantity: 15, unit: 'oz' }],
    ['1 (15-oz) can black beans', 1, 'can', 'black beans', { quantity: 15, unit: 'oz' }],
    ['1 (15 oz.) can black beans, drained', 1, 'can', 'black beans, drained', { quantity: 15, unit: 'oz' }],
    ['2 (14.5-ounce) cans diced tomatoes', 2, 'can', 'diced tomatoes', { quantity: 14.5, unit: 'oz' }],
    ['2 (14.5 ounce) cans fire-roasted tomatoes', 2, 'can', 'fire-roasted tomatoes', { quantity: 14.5, unit: 'oz' }],
    ['1 (13.5 fl oz) can coconut milk', 1, 'can', 'coconut milk', { quantity: 13.5, unit: 'fl oz' }],
    ['1 (400 g) tin chopped tomatoes', 1, 'can', 'chopped tomatoes', { quantity: 400, unit: 'g' }],
    ['1 (400g) can chickpeas', 1, 'can', 'chickpeas', { quantity: 400, unit: 'g' }],
    ['1 15-oz can black beans', 1, 'can', 'black beans', { quantity: 15, unit: 'oz' }],
    ['1 15 oz can pinto beans', 1, 'can', 'pinto beans', { quantity: 15, unit: 'oz' }],
    ['2 15-ounce cans kidney beans, rinsed', 2, 'can', 'kidney beans, rinsed', { quantity: 15, unit: 'oz' }],
    ['1 400 g can chickpeas', 1, 'can', 'chickpeas', { quantity: 400, unit: 'g' }],
    ['2 400g tins tomatoes', 2, 'can', 'tomatoes', { quantity: 400, unit: 'g' }],
    ['2 x 400g tins chickpeas', 2, 'can', 'chickpeas', { quantity: 400, unit: 'g' }],
    ['1 x 400 g can coconut milk', 1, 'can', 'coconut milk', { quantity: 400, unit: 'g' }],
    ['1 can (15 oz) black beans, drained and rinsed', 1, 'can', 'black beans, drained and rinsed', { quantity: 15, unit: 'oz' }],
    ['1 can (13.5 oz) coconut milk, divided', 1, 'can', 'coconut milk, divided', { quantity: 13.5, unit: 'oz' }],
    ['2 cans (400 g each) chopped tomatoes', 2, 'can', 'chopped tomatoes', { quantity: 400, unit: 'g' }],
    ['2 cans (15 oz each) chickpeas, drained', 2, 'can', 'chickpeas, drained', { quantity: 15, unit: 'oz' }],
    ['2 cans (28 oz each) crushed tomatoes', 2, 'can', 'crushed tomatoes', { quantity: 28, unit: 'oz' }],
    ['3 tins (400ml) coconut milk', 3, 'can', 'coconut milk', { quantity: 400, unit: 'ml' }],
    ['1 can black beans (15 oz), drained', 1, 'can', 'black beans, drained', { quantity: 15, unit: 'oz' }],
    ['1 can tuna (5 oz)', 1, 'can', 'tuna', { quantity: 5, unit: 'oz' }],
    ['1-2 (15 oz) cans black beans', 1, 'can', 'black beans', { quantity: 15, unit: 'oz' }],
    ['- 1 (15 oz) can chickpeas', 1, 'can', 'chickpeas', { quantity: 15, unit: 'oz' }],
    ['1 (8 oz) package cream cheese, softened', 1, 'package', 'cream cheese, softened', { quantity: 8, unit: 'oz' }],
    ['1 (24 oz) jar marinara sauce', 1, 'jar', 'marinara sauce', { quantity: 24, unit: 'oz' }],
    ['1 (16 oz) box spaghetti', 1, 'box', 'spaghetti', { quantity: 16, unit: 'oz' }],
    ['1 (1 lb) bag frozen peas', 1, 'bag', 'frozen peas', { quantity: 1, unit: 'lb' }],
    ['1 (32 fl oz) carton chicken broth', 1, 'carton', 'chicken broth', { quantity: 32, unit: 'fl oz' }],
    ['2 cans tomatoes', 2, 'can', 'tomatoes', undefined],
    ['1 can coconut milk', 1, 'can', 'coconut milk', undefined],
    ['1 tin of sardines', 1, 'can', 'sardines', undefined],
    ['½ can black beans', 0.5, 'can', 'black beans', undefined],
  ])('%j', (line, quantity, unit, name, packageSize) => {
    const parsed = parseIngredientLine(line);
    expect(parsed).toMatchObject({ quantity, unit, name });
    expect(parsed.packageSize).toEqual(packageSize);
  });

  it('reads a weight that names its can as that weight of the food', () => {
    expect(parseIngredientLine('15 oz can black beans')).toMatchObject({ quantity: 15, unit: 'oz', name: 'black beans' });
    expect(parseIngredientLine('400g tin chopped tomatoes')).toMatchObject({ quantity: 400, unit: 'g', name: 'chopped tomatoes' });
  });

  it('does not take counts, words or spoons in parentheses for a size', () => {
    expect(parseIngredientLine('1 (2 count) can biscuits').packageSize).toBeUndefined();
    expect(parseIngredientLine('2 cans (about 3 cups) beans').packageSize).toBeUndefined();
    expect(parseIngredientLine('1 cup (8 oz) milk')).toMatchObject({ quantity: 1, unit: 'cup', name: '(8 oz) milk' });
    expect(parseIngredientLine('1 cup (8 oz) milk').packageSize).toBeUndefined();
    expect(parseIngredientLine('2 cups flour').packageSize).toBeUndefined();
  });
});

describe('typicalCanSize', () => {
  it('knows the common cans, by name or through the food’s family', () => {
    expect(typicalCanSize('black beans')).toEqual({ quantity: 15, unit: 'oz' });
    expect(typicalCanSize('black-bean')).toEqual({ quantity: 15, unit: 'oz' });
    expect(typicalCanSize('diced tomatoes')).toEqual({ quantity: 15, unit: 'oz' });
    expect(typicalCanSize('coconut milk')).toEqual({ quantity: 13.5, unit: 'fl oz' });
    expect(typicalCanSize('tuna')).toEqual({ quantity: 5, unit: 'oz' });
    expect(typicalCanSize('great northern beans')).toEqual({ quantity: 15, unit: 'oz' });
  });

  it('knows no can for foods that do not come in one', () => {
    expect(typicalCanSize('garlic')).toBeNull();
    expect(typicalCanSize('water chestnuts')).toBeNull();
    expect(typicalCanSize('')).toBeNull();
  });
});

describe('amountIn with cans', () => {
  it('converts a can with a stated size to its weight, and back', () => {
    expect(amountIn(2, 'can', 'g', 'chickpeas', { from: { quantity: 400, unit: 'g' } })).toBe(800);
    expect(amountIn(30, 'oz', 'can', 'black beans', { to: { quantity: 15, unit: 'oz' } })).toBe(2);
  });

  it('uses the typical can for a bare can of a food the kitchen knows', () => {
    expect(amountIn(2, 'cans', 'oz', 'tomatoes')).toBe(30);
    expect(amountIn(1, 'lb', 'can', 'black beans')).toBeCloseTo(16 / 15, 6);
    expect(amountIn(1, 'can', 'fl oz', 'coconut milk')).toBe(13.5);
  });

  it('counts cans one for one unless both sizes are known', () => {
    expect(amountIn(2, 'can', 'can', 'water chestnuts')).toBe(2);
    expect(amountIn(1, 'can', 'can', 'water chestnuts', { from: { quantity: 8, unit: 'oz' } })).toBe(1);
    // a 28 oz can of tomatoes is almost two ordinary cans
    expect(amountIn(1, 'can', 'can', 'tomatoes', { from: { quantity: 28, unit: 'oz' } })).toBeCloseTo(28 / 15, 6);
  });

  it('leaves cans of a food without a typical can apart from weights', () => {
    expect(amountIn(2, 'can', 'lb', 'water chestnuts')).toBeNull();
    expect(amountIn(1, 'lb', 'can', 'water chestnuts')).toBeNull();
  });

  it('still converts parts of a whole, densities and plain units', () => {
    expect(amountIn(4, 'clove', 'head', 'garlic')).toBeCloseTo(0.4, 6);
    expect(amountIn(1, 'lb', 'oz', 'chicken')).toBeCloseTo(16, 6);
    expect(amountIn(1, 'cup', 'g', 'flour')).not.toBeNull();
  });
});
