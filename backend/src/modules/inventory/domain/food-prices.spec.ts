import { roundCents } from '@sous/contracts';
import { convertUnitPrice, estimateUnitPrice, mergedUnitPrice, unitPriceAfterUnitChange, unitPriceOf, valueOf } from './food-prices.js';

describe('unitPriceOf', () => {
  it('divides what was paid by the amount bought, fractions included', () => {
    expect(unitPriceOf(6, '3')).toBe(2);
    expect(unitPriceOf(3, '1 1/2')).toBe(2);
    expect(unitPriceOf(0, '2')).toBe(0);
  });

  it('has no unit price for an amount that is not a number', () => {
    expect(unitPriceOf(5, 'some')).toBeNull();
  });
});

describe('convertUnitPrice', () => {
  it('prices one of another unit of the same kind ($4/lb is $0.25/oz, $1/oz is $16/lb)', () => {
    expect(convertUnitPrice(4, 'lb', 'oz')).toBeCloseTo(0.25, 10);
    expect(convertUnitPrice(1, 'oz', 'lb')).toBeCloseTo(16, 10);
    expect(convertUnitPrice(2, 'kg', 'g')).toBeCloseTo(0.002, 10);
  });

  it("goes between volume and weight through the food's density, and not without one", () => {
    // the catalog's flour is about 125 g a cup: $0.004/g is about $0.50 a cup
    expect(convertUnitPrice(0.004, 'g', 'cup', 'flour')).toBeCloseTo(0.5, 2);
    expect(convertUnitPrice(0.004, 'g', 'cup')).toBeNull();
    expect(convertUnitPrice(3, 'can', 'g', 'beans')).toBeNull();
  });
});

describe('valueOf', () => {
  it('is what part of a lot is worth, rounded to the cent', () => {
    // 3 lb for $3.99: 1 lb of it
    expect(valueOf('1', unitPriceOf(3.99, '3') as number)).toBe(1.33);
    expect(valueOf('1/3', 3.99)).toBe(1.33);
    expect(valueOf('2.5', 1.1)).toBe(2.75);
    expect(valueOf('x', 1)).toBeNull();
  });

  it('splits a lot in parts that add up to what was paid, within a cent per part', () => {
    const unitPrice = unitPriceOf(10, '3') as number;
    const parts = ['1', '1', '1'].map((part) => valueOf(part, unitPrice) as number);
    expect(parts).toEqual([3.33, 3.33, 3.33]);
    expect(Math.abs(roundCents(parts.reduce((a, b) => a + b, 0)) - 10)).toBeLessThanOrEqual(0.03);
  });
});

describe('mergedUnitPrice', () => {
  it('is what both priced parts cost over the whole amount, converting the added unit', () => {
    // 1 lb at $4 + 8 oz for $3 (= $6/lb) → 1.5 lb for $7
    const price = mergedUnitPrice({ quantity: '1', unit: 'lb', unitPrice: 4 }, { quantity: '8', unit: 'oz', unitPrice: 3 / 8 }, '1.5', 'chicken breast');
    expect(price).toBeCloseTo(7 / 1.5, 10);
    expect(valueOf('1.5', price as number)).toBe(7);
  });

  it('takes the one known price when only one part has a price', () => {
    expect(mergedUnitPrice({ quantity: '2', unit: 'lb', unitPrice: null }, { quantity: '16', unit: 'oz', unitPrice: 0.25 }, '3')).toBeCloseTo(4, 10);
    expect(mergedUnitPrice({ quantity: '2', unit: 'lb', unitPrice: 5 }, { quantity: '1', unit: 'lb', unitPrice: null }, '3')).toBe(5);
    expect(mergedUnitPrice({ quantity: '2', unit: 'lb', unitPrice: null }, { quantity: '1', unit: 'lb', unitPrice: null }, '3')).toBeNull();
  });
});

describe('unitPriceAfterUnitChange', () => {
  it('keeps what the lot is worth when its unit changes (1.5 lb at $4/lb is 24 oz at $0.25/oz)', () => {
    const perOunce = unitPriceAfterUnitChange(4, 'lb', 'oz') as number;
    expect(perOunce).toBeCloseTo(0.25, 10);
    expect(valueOf('24', perOunce)).toBe(valueOf('1.5', 4));
  });

  it('keeps the price of a relabel between units that do not convert, and has none without a price', () => {
    expect(unitPriceAfterUnitChange(2, 'box', 'bag')).toBe(2);
    expect(unitPriceAfterUnitChange(null, 'lb', 'oz')).toBeNull();
  });
});

describe('estimateUnitPrice', () => {
  it("uses the latest known price that converts to the lot's unit", () => {
    const history = [
      { unitPrice: 1.5, unit: 'can' },
      { unitPrice: 8, unit: 'kg' },
      { unitPrice: 3, unit: 'lb' },
    ];
    // the can does not convert to grams; the kilogram price (latest that does) wins over the older pound price
    expect(estimateUnitPrice(history, 'g')).toBeCloseTo(0.008, 10);
    expect(estimateUnitPrice(history, 'can')).toBe(1.5);
    expect(estimateUnitPrice(history, 'bunch')).toBeNull();
    expect(estimateUnitPrice([], 'g')).toBeNull();
  });
});
