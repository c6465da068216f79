import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, lotPriceText, parsePriceInput, priceEdit } from './money';

describe('money on screen', () => {
  it('formats amounts in the given currency and shows its sign', () => {
    expect(formatMoney(4.5, 'USD')).toBe(new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(4.5));
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
  });

  it('reads a typed price: empty is none, a comma is a decimal point, more than cents or a sign is refused', () => {
    expect(parsePriceInput('')).toEqual({ price: null });
    expect(parsePriceInput(' 3,99 ')).toEqual({ price: 3.99 });
    expect(parsePriceInput('0')).toEqual({ price: 0 });
    for (const bad of ['-1', '3.999', '$3', 'abc', '1e3']) expect(parsePriceInput(bad)).toHaveProperty('error');
    expect(parsePriceInput('100000.01')).toEqual({ error: 'Enter at most 100000' });
  });

  it("shows what a lot cost from its unit price, to the cent, and tells an edit's price change", () => {
    expect(lotPriceText({ quantity: '1 1/2', unitPrice: 4 })).toBe('6.00');
    expect(lotPriceText({ quantity: '3', unitPrice: 3.99 / 3 })).toBe('3.99');
    expect(lotPriceText({ quantity: '3', unitPrice: null })).toBe('');
    expect(priceEdit('6', '6.00')).toEqual({ change: null });
    expect(priceEdit('7.5', '6.00')).toEqual({ change: { price: 7.5 } });
    expect(priceEdit('', '6.00')).toEqual({ change: { price: null } });
    expect(priceEdit('', '')).toEqual({ change: null });
    expect(priceEdit('x', '')).toHaveProperty('error');
  });
});
