import { cleanItemName, fixWordLookalikes, readFood } from './read-food.js';

describe('readFood', () => {
  it('matches a whole catalog alias exactly', () => {
    expect(readFood('BNLS CHKN BRST')).toMatchObject({ foodKey: 'chicken-breast', name: 'Chicken breast', match: 'exact', coverage: 1 });
  });

  it('marks a match that leaves words unexplained as partial', () => {
    const food = readFood('ATL SALMON FILLET');
    expect(food).toMatchObject({ foodKey: 'salmon', match: 'partial' });
    expect(food.coverage).toBeGreaterThan(0);
    expect(food.coverage).toBeLessThan(1);
  });

  it('finds the food first and its form after, as receipts print it', () => {
    expect(readFood('PARMESAN WEDGE')).toMatchObject({ foodKey: 'parmesan-cheese', match: 'partial' });
    expect(readFood('SALSA MILD')).toMatchObject({ foodKey: 'salsa', match: 'partial' });
  });

  it.each([
    ['AVOCAD0S', 'avocado'],
    ['CELFRY', 'celery'],
    ['SPARKLlNG WATER', 'sparkling-water'],
    ['BRlTlSH BEEF MlNCE', 'ground-beef'],
    ['BANANA5', 'banana'],
    ['STRAWBERRlES 1LB', 'strawberry'],
    ['BLUEBERRIFS', 'blueberry'],
    ['CUCUMBFR', 'cucumber'],
  ])('corrects the OCR-garbled %j', (name, key) => {
    expect(readFood(name)).toMatchObject({ foodKey: key, match: 'fuzzy' });
  });

  it.each([
    // the unexplained word names another food, and the match is a single ingredient
    ['RAMEN-BEEF12', 'Ramen-beef'],
    ['LEMON PEPPER', 'Lemon pepper'],
    // a spice matched by a word that also names produce, with a variety in front
    ['SHISHITO PEP', 'Shishito pep'],
    ['POBLANO PEPPERS', 'Poblano peppers'],
    // the food before a trailing word that is no form of it
    ['CHOC CREPES', 'Choc crepes'],
    ['BEEF JERKY', 'Beef jerky'],
    ['PEANUT BUTTER CUPS', 'Peanut butter cups'],
  ])('links %j to no food on part of its words', (written, name) => {
    expect(readFood(written)).toMatchObject({ foodKey: null, name, match: 'none' });
  });

  it('gives a name it refused no category of the food it was taken for', () => {
    // beef's group would send ramen to the fridge for three days
    expect(readFood('RAMEN-BEEF12').category).toBeNull();
  });

  it.each([
    ['GV PNT BUTTR', 'peanut-butter'],
    ['KERRYGOLD BUTTER', 'butter'],
    ['BANANA CAVENDISH', 'banana'],
    ['MCCORMICK BLACK PEPPER', 'black-pepper'],
  ])('still links %j, where the other words do not name another food', (written, key) => {
    expect(readFood(written).foodKey).toBe(key);
  });

  it('keeps an unknown food with a cleaned name and no key', () => {
    expect(readFood('ZQX SNACKY BITES 12OZ')).toMatchObject({ foodKey: null, name: 'Zqx snacky bites', match: 'none', coverage: 0 });
  });
});

describe('fixWordLookalikes', () => {
  it('repairs letters inside words and leaves sizes, codes and mixed case alone', () => {
    expect(fixWordLookalikes('SPARKLlNG WATER 1L')).toBe('SPARKLING WATER 1L');
    expect(fixWordLookalikes('AVOCAD0S 5CT')).toBe('AVOCADOS 5CT');
    expect(fixWordLookalikes('KS EGGS 24CT 2%')).toBe('KS EGGS 24CT 2%');
    expect(fixWordLookalikes('Lidl Plus')).toBe('Lidl Plus');
    expect(fixWordLookalikes('B12 VITAMIN')).toBe('B12 VITAMIN');
    expect(fixWordLookalikes('MILK1GAL')).toBe('MILK 1GAL');
  });
});

describe('cleanItemName', () => {
  it('drops sizes and symbols and writes sentence case', () => {
    expect(cleanItemName('ZQX* SNACKY BITES 12OZ 2%')).toBe('Zqx snacky bites');
    expect(cleanItemName("L'OVEN FRESH 20OZ")).toBe("L'oven fresh");
  });
});
