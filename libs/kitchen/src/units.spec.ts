import {
  UNIT_NAMES,
  areUnitsCompatible,
  canonicalUnit,
  convertQuantity,
  formatUnitAmount,
  pluralizeUnit,
  isKnownUnit,
  toImperial,
  toMetric,
  toPreferredUnits,
  unitKind,
} from './units.js';

describe('canonicalUnit', () => {
  it.each<[string, string]>([
    ['cups', 'cup'],
    ['Cup', 'cup'],
    ['c', 'cup'],
    ['Tablespoons', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['Tbs', 'tbsp'],
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['teaspoon', 'tsp'],
    ['tsp', 'tsp'],
    ['grams', 'g'],
    ['G', 'g'],
    ['Kilos', 'kg'],
    ['ounces', 'oz'],
    ['lbs', 'lb'],
    ['Pounds', 'lb'],
    ['mL', 'ml'],
    ['litres', 'l'],
    ['L', 'l'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fl.oz', 'fl oz'],
    ['fluid ounces', 'fl oz'],
    ['qt', 'quart'],
    ['pints', 'pint'],
    ['gal', 'gallon'],
    ['pcs', 'piece'],
    ['items', 'item'],
    ['cloves', 'clove'],
    ['cans', 'can'],
    ['pinches', 'pinch'],
    ['loaves', 'loaf'],
    ['  slices ', 'slice'],
  ])('%j → %s', (written, canonical) => {
    expect(canonicalUnit(written)).toBe(canonical);
  });

  it('returns null for words that are not units', () => {
    expect(canonicalUnit('large')).toBeNull();
    expect(canonicalUnit('eggs')).toBeNull();
    expect(canonicalUnit('')).toBeNull();
    expect(canonicalUnit(null)).toBeNull();
    expect(canonicalUnit(undefined)).toBeNull();
    expect(isKnownUnit('handful')).toBe(true);
    expect(isKnownUnit('smidgen')).toBe(false);
  });

  it('lists canonical names that are themselves canonical', () => {
    for (const name of UNIT_NAMES) expect(canonicalUnit(name)).toBe(name);
    expect(UNIT_NAMES).toEqual(expect.arrayContaining(['g', 'kg', 'oz', 'lb', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'fl oz', 'pint', 'quart', 'gallon', 'item', 'piece', 'each']));
  });
});

describe('unitKind', () => {
  it('classifies mass, volume and count units', () => {
    expect(unitKind('kg')).toBe('mass');
    expect(unitKind('ounce')).toBe('mass');
    expect(unitKind('cups')).toBe('volume');
    expect(unitKind('fl oz')).toBe('volume');
    expect(unitKind('each')).toBe('count');
    expect(unitKind('cloves')).toBe('count');
  });

  it('treats a missing unit as a count and an unknown one as unknown', () => {
    expect(unitKind(null)).toBe('count');
    expect(unitKind('')).toBe('count');
    expect(unitKind('smidgen')).toBeNull();
  });
});

describe('convertQuantity', () => {
  it('converts mass units', () => {
    expect(convertQuantity(1, 'kg', 'g')).toBe(1000);
    expect(convertQuantity(500, 'g', 'kg')).toBe(0.5);
    expect(convertQuantity(1, 'lb', 'oz')).toBeCloseTo(16, 10);
    expect(convertQuantity(1, 'lb', 'g')).toBeCloseTo(453.59237, 6);
    expect(convertQuantity(100, 'g', 'oz')).toBeCloseTo(3.5274, 4);
    expect(convertQuantity(250, 'mg', 'g')).toBeCloseTo(0.25, 10);
  });

  it('converts volume units with US customary definitions', () => {
    expect(convertQuantity(1, 'tbsp', 'tsp')).toBeCloseTo(3, 10);
    expect(convertQuantity(1, 'cup', 'tbsp')).toBeCloseTo(16, 10);
    expect(convertQuantity(1, 'cup', 'fl oz')).toBeCloseTo(8, 10);
    expect(convertQuantity(1, 'pint', 'cup')).toBeCloseTo(2, 10);
    expect(convertQuantity(1, 'quart', 'pint')).toBeCloseTo(2, 10);
    expect(convertQuantity(1, 'gallon', 'quart')).toBeCloseTo(4, 10);
    expect(convertQuantity(1, 'cup', 'ml')).toBeCloseTo(236.588, 3);
    expect(convertQuantity(1, 'l', 'ml')).toBe(1000);
    expect(convertQuantity(2, 'dl', 'ml')).toBe(200);
  });

  it('treats item, piece and each as interchangeable and a dozen as 12', () => {
    expect(convertQuantity(3, 'piece', 'item')).toBe(3);
    expect(convertQuantity(3, 'each', 'pcs')).toBe(3);
    expect(convertQuantity(1, 'dozen', 'item')).toBe(12);
    expect(convertQuantity(2, null, 'item')).toBe(2);
    expect(convertQuantity(2, 'items', undefined)).toBe(2);
  });

  it('refuses to convert between kinds or between packaging units', () => {
    expect(convertQuantity(1, 'cup', 'g')).toBeNull();
    expect(convertQuantity(1, 'lb', 'item')).toBeNull();
    expect(convertQuantity(1, 'can', 'clove')).toBeNull();
    expect(convertQuantity(1, 'can', 'item')).toBeNull();
    expect(areUnitsCompatible('cup', 'ml')).toBe(true);
    expect(areUnitsCompatible('cup', 'oz')).toBe(false);
  });

  it('converts a unit to itself, unknown units included, but not to another unknown unit', () => {
    expect(convertQuantity(2, 'cans', 'can')).toBe(2);
    expect(convertQuantity(2, 'smidgen', 'Smidgen')).toBe(2);
    expect(convertQuantity(2, 'smidgen', 'dollop')).toBeNull();
    expect(convertQuantity(2, 'smidgen', null)).toBeNull();
  });

  it('returns null for a non-finite quantity', () => {
    expect(convertQuantity(Number.NaN, 'g', 'kg')).toBeNull();
  });
});

describe('toMetric / toImperial / toPreferredUnits', () => {
  it('shows imperial amounts in metric, choosing kg and l from 1000 up', () => {
    expect(toMetric(1, 'lb')).toEqual({ quantity: 453.59237, unit: 'g' });
    expect(toMetric(4, 'lb').unit).toBe('kg');
    expect(toMetric(4, 'lb').quantity).toBeCloseTo(1.81437, 5);
    expect(toMetric(2, 'cups').unit).toBe('ml');
    expect(toMetric(2, 'cups').quantity).toBeCloseTo(473.176, 3);
    expect(toMetric(1, 'gallon').unit).toBe('l');
    expect(toMetric(1, 'gallon').quantity).toBeCloseTo(3.785, 3);
  });

  it('keeps spoon measures, metric, count and unknown units as they are', () => {
    expect(toMetric(2, 'tbsp')).toEqual({ quantity: 2, unit: 'tbsp' });
    expect(toMetric(1, 'teaspoon')).toEqual({ quantity: 1, unit: 'teaspoon' });
    expect(toMetric(250, 'g')).toEqual({ quantity: 250, unit: 'g' });
    expect(toMetric(3, 'cloves')).toEqual({ quantity: 3, unit: 'cloves' });
    expect(toMetric(3, null)).toEqual({ quantity: 3, unit: '' });
  });

  it('shows metric amounts in imperial with a sensible unit', () => {
    expect(toImperial(100, 'g').unit).toBe('oz');
    expect(toImperial(100, 'g').quantity).toBeCloseTo(3.527, 3);
    expect(toImperial(1, 'kg').unit).toBe('lb');
    expect(toImperial(1, 'kg').quantity).toBeCloseTo(2.2046, 4);
    expect(toImperial(5, 'ml').unit).toBe('tsp');
    expect(toImperial(30, 'ml').unit).toBe('tbsp');
    expect(toImperial(250, 'ml').unit).toBe('cup');
    expect(toImperial(250, 'ml').quantity).toBeCloseTo(1.0567, 4);
    expect(toImperial(2, 'l').unit).toBe('quart');
    expect(toImperial(5, 'l').unit).toBe('gallon');
    expect(toImperial(2, 'cups')).toEqual({ quantity: 2, unit: 'cups' });
  });

  it('follows the preferred system', () => {
    expect(toPreferredUnits(1, 'lb', 'metric').unit).toBe('g');
    expect(toPreferredUnits(100, 'g', 'imperial').unit).toBe('oz');
    expect(toPreferredUnits(100, 'g', 'metric')).toEqual({ quantity: 100, unit: 'g' });
  });
});

describe('conversions a cook relies on', () => {
  it.each([
    ['mass', 1, 'lb', 'oz', 16],
    ['mass', 16, 'ounces', 'pounds', 1],
    ['mass', 1, 'kg', 'g', 1000],
    ['mass', 500, 'g', 'kg', 0.5],
    ['mass', 1, 'lb', 'g', 453.59],
    ['mass', 100, 'g', 'oz', 3.53],
    ['mass', 2, 'kilos', 'lbs', 4.41],
    ['volume', 3, 'tsp', 'tbsp', 1],
    ['volume', 1, 'cup', 'tbsp', 16],
    ['volume', 1, 'cup', 'ml', 236.59],
    ['volume', 1, 'l', 'ml', 1000],
    ['volume', 2, 'cups', 'pint', 1],
    ['volume', 4, 'quarts', 'gallon', 1],
    ['volume', 1, 'T', 'teaspoons', 3],
    ['volume', 8, 'fl oz', 'cup', 1],
  ])('%s: %d %s = %d %s', (_measure, quantity, from, to, expected) => {
    expect(convertQuantity(quantity, from, to)).toBeCloseTo(expected, 2);
  });

  it('counts: a dozen is 12 items, pieces and items are interchangeable, no unit is an item', () => {
    expect(convertQuantity(1, 'dozen', 'item')).toBe(12);
    expect(convertQuantity(18, 'items', 'dozen')).toBe(1.5);
    expect(convertQuantity(3, 'pieces', null)).toBe(3);
    expect(convertQuantity(2, undefined, 'each')).toBe(2);
  });

  it('refuses mismatched measures: mass to volume, count to mass, packaging to packaging', () => {
    expect(convertQuantity(200, 'g', 'cup')).toBeNull();
    expect(convertQuantity(1, 'cup', 'oz')).toBeNull();
    expect(convertQuantity(3, 'item', 'g')).toBeNull();
    expect(convertQuantity(1, 'can', 'clove')).toBeNull();
    expect(convertQuantity(1, 'bunch', 'item')).toBeNull();
    expect(areUnitsCompatible('tbsp', 'ml')).toBe(true);
    expect(areUnitsCompatible('lb', 'l')).toBe(false);
  });
});

describe('pluralizeUnit and formatUnitAmount', () => {
  it.each([
    ['pint', 2, 'pints'],
    ['gallon', '2', 'gallons'],
    ['cup', 1, 'cup'],
    ['cup', '1/2', 'cup'],
    ['cup', '1 1/2', 'cups'],
    ['cups', '1', 'cup'],
    ['clove', 2, 'cloves'],
    ['loaf', 3, 'loaves'],
    ['box', 2, 'boxes'],
    ['bunch', 2, 'bunches'],
    ['item', 3, 'items'],
    ['item', 1, 'item'],
    ['ounce', 2, 'ounces'],
    ['fluid ounce', 2, 'fluid ounces'],
    ['Cup', 2, 'Cups'],
    ['CAN', 2, 'CANS'],
    ['tub', 2, 'tubs'],
    ['pouch', 2, 'pouches'],
  ])('%s after %s reads %s', (unit, quantity, expected) => {
    expect(pluralizeUnit(unit, quantity)).toBe(expected);
  });

  it.each(['oz', 'lb', 'lbs', 'g', 'kg', 'ml', 'l', 'tbsp', 'tsp', 'fl oz', 'dozen', 'each', 'pkg', 'qt', 'gal', 'T', 'pkt', 'Crate', 'crates'])(
    '%s never changes',
    (unit) => {
      expect(pluralizeUnit(unit, 2)).toBe(unit);
      expect(pluralizeUnit(unit, 1)).toBe(unit);
    },
  );

  it('leaves the unit as written when the amount cannot be read, and trims it', () => {
    expect(pluralizeUnit(' pint ', 'lots')).toBe('pint');
    expect(pluralizeUnit('', 2)).toBe('');
  });

  it('formats an amount with its unit', () => {
    expect(formatUnitAmount('2', 'pint')).toBe('2 pints');
    expect(formatUnitAmount('1/2', 'cup')).toBe('1/2 cup');
    expect(formatUnitAmount(2.5, 'lb')).toBe('2.5 lb');
    expect(formatUnitAmount('3', '')).toBe('3');
    expect(formatUnitAmount('3', null)).toBe('3');
  });
});
