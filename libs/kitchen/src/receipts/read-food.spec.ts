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
