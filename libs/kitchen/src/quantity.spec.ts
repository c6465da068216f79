import { formatCookingQuantity, formatQuantity, formatScaled, parseQuantity, roundTo, scanQuantity } from './quantity.js';

describe('parseQuantity', () => {
  it.each<[string, number]>([
    ['1', 1],
    ['0', 0],
    ['12', 12],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['0.25', 0.25],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['2  3/4', 2.75],
    ['1-1/2', 1.5],
    ['½', 0.5],
    ['¾', 0.75],
    ['⅛', 0.125],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['2⅓', 2 + 1 / 3],
    ['1⁄2', 0.5],
    [' 2 ', 2],
    ['\t3\n', 3],
  ])('reads %j as %d', (text, expected) => {
    expect(parseQuantity(text)).toBeCloseTo(expected, 10);
  });

  it.each(['', '   ', 'some', 'a', '-1', '1/0', '2 cups', '1,5', '1.', '1/2/3', '½½', 'NaN', 'Infinity', '1e3'])(
    'refuses %j',
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );

  it('passes finite non-negative numbers through and refuses the rest', () => {
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity(0.5)).toBe(0.5);
    expect(parseQuantity(-2)).toBeNull();
    expect(parseQuantity(Number.NaN)).toBeNull();
    expect(parseQuantity(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseQuantity(null)).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
  });
});

describe('scanQuantity', () => {
  it('reports the span of a quantity inside a longer text', () => {
    expect(scanQuantity('1 1/2 cups flour')).toEqual({ value: 1.5, start: 0, end: 5, text: '1 1/2' });
    expect(scanQuantity('- 2 eggs', 2)).toEqual({ value: 2, start: 2, end: 3, text: '2' });
    expect(scanQuantity('400g rice')).toEqual({ value: 400, start: 0, end: 3, text: '400' });
  });

  it('returns null when no quantity starts at the position', () => {
    expect(scanQuantity('salt')).toBeNull();
    expect(scanQuantity(' 2', 0)).toBeNull();
    expect(scanQuantity('1/0 cup')).toBeNull();
  });
});

describe('roundTo', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.25, 1)).toBe(1.3);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});

describe('formatQuantity (integer or one decimal)', () => {
  it.each<[number, string]>([
    [2, '2'],
    [0, '0'],
    [1.5, '1.5'],
    [1.25, '1.3'],
    [1.04, '1'],
    [1.96, '2'],
    [0.333, '0.3'],
    [12.75, '12.8'],
  ])('%d → %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it('gives an empty string for non-finite values', () => {
    expect(formatQuantity(Number.NaN)).toBe('');
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatScaled (two decimals, no trailing zeros)', () => {
  it.each<[number, string]>([
    [2, '2'],
    [1.5, '1.5'],
    [1.25, '1.25'],
    [1 / 3, '0.33'],
    [2 / 3, '0.67'],
    [0.125, '0.13'],
    [1.999, '2'],
    [1.10, '1.1'],
    [1.005, '1.01'],
  ])('%d → %s', (value, expected) => {
    expect(formatScaled(value)).toBe(expected);
  });

  it('gives an empty string for non-finite values', () => {
    expect(formatScaled(Number.NaN)).toBe('');
  });
});

describe('formatCookingQuantity (how a recipe writes an amount)', () => {
  it.each([
    [2, '2'],
    [0.5, '1/2'],
    [1.5, '1 1/2'],
    [0.25, '1/4'],
    [2.75, '2 3/4'],
    [1 / 3, '1/3'],
    [2 / 3, '2/3'],
    [0.125, '1/8'],
    [1.999, '2'],
    [0.3, '0.3'],
    [12.4, '12.4'],
  ])('%d → %s', (value, text) => {
    expect(formatCookingQuantity(value)).toBe(text);
  });

  it('reads back to the same value and gives an empty string for non-numbers', () => {
    for (const value of [0.5, 1.25, 3.75, 1 / 3, 7]) expect(parseQuantity(formatCookingQuantity(value))).toBeCloseTo(value, 2);
    expect(formatCookingQuantity(Number.NaN)).toBe('');
    expect(formatCookingQuantity(-1)).toBe('');
  });
});
