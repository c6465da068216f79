import { readSrLegacy } from './sr-legacy-source.js';
import { categoryFromText, fdcCategories, srFoodCategory } from './sr-food-groups.js';

describe('srFoodCategory', () => {
  it.each([
    ['01123', 'EGG, WHL, RAW, FRSH', 'Dairy and Egg Products'],
    ['15076', 'SALMON, ATLANTIC, WILD, RAW', 'Finfish and Shellfish Products'],
    ['20044', 'RICE, WHITE, LONG-GRAIN, REG, RAW, ENR', 'Cereal Grains and Pasta'],
    ['07029', 'HAM, SLICED, REG (APPROX 11% FAT)', 'Sausages and Luncheon Meats'],
    ['22970', 'MACARONI AND CHS, FRZ ENTREE', 'Meals, Entrees, and Side Dishes'],
    ['23572', 'BEEF, GROUND, 80% LN MEAT / 20% FAT, RAW', 'Beef Products'],
    ['28050', 'KEEBLER, CLUB AND CHEDDAR SNDWCH CRACKERS', 'Baked Products'],
    ['36048', "CARRABBA'S ITALIAN GRILL, SPAGHETTI WITH POMODORO SAU", 'Restaurant Foods'],
  ])('files %s by its NDB range', (ndb, name, category) => {
    expect(srFoodCategory(ndb, name)).toBe(category);
  });

  it.each([
    ['42128', 'TURKEY HAM, SLICED, EX LN, PREPACKAGED OR DELI-SLICED', 'Sausages and Luncheon Meats'],
    ['43128', 'CHICKEN, MEATLESS', 'Legumes and Legume Products'],
    ['43541', 'ICE CREAMS, CHOC, RICH', 'Sweets'],
    ['42155', 'CHEESE, MONTEREY, LOW FAT', 'Dairy and Egg Products'],
    ['43015', 'SALAD DRSNG, CAESAR DRSNG, REG', 'Fats and Oils'],
    ['43218', 'CEREALS RTE, ALPEN', 'Breakfast Cereals'],
    ['42259', 'SNACKS, POPCORN, HOME-PREPARED, OIL-POPPED, UNSALTED', 'Snacks'],
    ['43008', 'BABYFOOD, DINNER, CHICK AND RICE', 'Baby Foods'],
    ['83110', 'MACKEREL, SALTED', 'Finfish and Shellfish Products'],
    ['43392', 'HEARTS OF PALM, RAW', 'Vegetables and Vegetable Products'],
  ])('files the later number %s by its description', (ndb, name, category) => {
    expect(srFoodCategory(ndb, name)).toBe(category);
  });

  it('gives every SR food one of the FDC category names', () => {
    const names = new Set<string>(Object.values(fdcCategories));
    const foods = readSrLegacy();
    expect(foods).toHaveLength(8790);
    for (const food of foods) expect(names.has(food.foodCategory)).toBe(true);
  });
});

describe('categoryFromText', () => {
  it('maps Open Food Facts category lists, the first category deciding', () => {
    expect(categoryFromText('Dairies, Milks, Whole milks')).toBe('Dairy and Egg Products');
    expect(categoryFromText('Snacks, Sweet snacks, Biscuits and cakes')).toBe('Snacks');
    expect(categoryFromText('Beverages, Plant-based beverages, Oat-based drinks')).toBe('Beverages');
    expect(categoryFromText('Breakfast cereals')).toBe('Breakfast Cereals');
    expect(categoryFromText('Cosmetics')).toBeNull();
  });
});
