import { fdcFood, type FdcFood } from './ports/food-source.port.js';
import { offProduct } from './ports/product-source.port.js';
import { barcodeVariants, fdcFoodResult, offFoodResult } from './food-results.js';

describe('barcodeVariants', () => {
  it('spells a code the ways sources store it', () => {
    expect(barcodeVariants('0016000275287')).toEqual(['0016000275287', '16000275287', '016000275287', '00016000275287']);
    expect(barcodeVariants('4006381333931')).toEqual(['4006381333931', '04006381333931']);
    expect(barcodeVariants('96385074')).toEqual(['96385074', '000096385074', '0000096385074', '00000096385074']);
  });
});

describe('fdcFoodResult', () => {
  it('reads a branded search result: nutrients by number, the serving as a household weight', () => {
    const food: FdcFood = fdcFood.parse({
      fdcId: 534358,
      description: "NUT 'N BERRY MIX",
      dataType: 'Branded',
      gtinUpc: '077034085228',
      brandOwner: 'Kar Nut Products Company',
      foodCategory: 'Popcorn, Peanuts, Seeds & Related Snacks',
      servingSize: 28,
      servingSizeUnit: 'g',
      householdServingFullText: '1 ONZ',
      foodNutrients: [
        { nutrientId: 1008, nutrientNumber: '208', unitName: 'KCAL', value: 500 },
        { nutrientId: 1062, nutrientNumber: '268', unitName: 'kJ', value: 2092 },
        { nutrientId: 1093, nutrientNumber: '307', unitName: 'MG', value: 36 },
      ],
    });
    expect(fdcFoodResult(food)).toEqual({
      fdcId: '534358',
      description: "NUT 'N BERRY MIX",
      brandOwner: 'Kar Nut Products Company',
      foodCategory: 'Popcorn, Peanuts, Seeds & Related Snacks',
      gtinUpc: '077034085228',
      dataType: 'Branded',
      source: 'fdc',
      brandName: null,
      ingredients: null,
      servingSize: 28,
      servingSizeUnit: 'g',
      nutrients: { energyKcal: 500, sodium: 36 },
      householdWeights: [{ description: '1 ONZ', grams: 28 }],
    });
  });

  it('reads food details: nested nutrients, portions, the category object', () => {
    const food = fdcFood.parse({
      fdcId: 171705,
      description: 'Eggs, Grade A, Large, egg whole',
      dataType: 'Foundation',
      foodCategory: { description: 'Dairy and Egg Products' },
      foodNutrients: [{ amount: 148, nutrient: { id: 2047, number: '957', unitName: 'kcal' } }, { amount: 12.4, nutrient: { id: 1003, number: '203', unitName: 'g' } }],
      foodPortions: [{ gramWeight: 50.3, amount: 1, modifier: 'large', measureUnit: { name: 'undetermined' } }],
    });
    expect(fdcFoodResult(food)).toMatchObject({
      foodCategory: 'Dairy and Egg Products',
      nutrients: { protein: 12.4 },
      householdWeights: [{ description: '1 large', grams: 50.3 }],
    });
  });
});

describe('offFoodResult', () => {
  it('converts Open Food Facts grams to our milligrams and maps the category', () => {
    const product = offProduct.parse({
      product_name: '',
      generic_name: 'Chocolate biscuits',
      brands: 'Biscuiterie, Other',
      categories: 'Snacks, Sweet snacks, Biscuits',
      serving_quantity: '25',
      serving_size: '2 biscuits (25 g)',
      nutriments: { 'energy-kcal_100g': 480, sodium_100g: 0.2, 'vitamin-d_100g': 0.0000025, iron_100g: '0.0031' },
    });
    expect(offFoodResult('3017620422003', product)).toMatchObject({
      fdcId: 'off:3017620422003',
      description: 'Chocolate biscuits',
      brandOwner: 'Biscuiterie',
      foodCategory: 'Snacks',
      nutrients: { energyKcal: 480, sodium: 200, vitaminD: 2.5, iron: 3.1 },
      householdWeights: [{ description: '2 biscuits (25 g)', grams: 25 }],
    });
  });

  it('keeps an unknown category as Open Food Facts names it', () => {
    expect(offFoodResult('12345678', offProduct.parse({ product_name: 'Soap', categories: 'Cosmetics, Soaps' }))).toMatchObject({
      foodCategory: 'Cosmetics',
      nutrients: {},
      householdWeights: [],
    });
  });
});
