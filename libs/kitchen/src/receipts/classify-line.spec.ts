import { classifyLine, isHeaderText } from './classify-line.js';

describe('classifyLine', () => {
  it('reads a food line with its price, weight, multi-buy and size', () => {
    expect(classifyLine('BNLS CHKN BRST 1.32lb @ $4.99/lb 6.59')).toMatchObject({
      kind: 'item',
      name: 'BNLS CHKN BRST',
      price: 6.59,
      weight: { quantity: 1.32, unit: 'lb', unitPrice: 4.99 },
      multiBuy: null,
    });
    expect(classifyLine('LIMES 4 @ 0.25 1.00')).toMatchObject({ kind: 'item', name: 'LIMES', price: 1, multiBuy: { count: 4, total: 1 } });
    expect(classifyLine('0007203671 KS EGGS 24CT 6.99')).toMatchObject({ kind: 'item', name: 'KS EGGS 24CT', size: { quantity: 24, unit: 'item' } });
    expect(classifyLine('GV 2% MILK 1GAL 007874235186 F 2.78 N')).toMatchObject({ kind: 'item', name: 'GV 2% MILK 1GAL', price: 2.78 });
  });

  it('reads a weight or multi-buy alone as an amount line, its unit price never taken for the line price', () => {
    expect(classifyLine('1.32 lb @ 4.99 /lb')).toMatchObject({ kind: 'amount', price: null, weight: { quantity: 1.32 } });
    expect(classifyLine('1.32 lb @ 4.99 /lb 6.59')).toMatchObject({ kind: 'amount', price: 6.59 });
    expect(classifyLine('2 @ 0.99')).toMatchObject({ kind: 'amount', price: null, multiBuy: { count: 2, total: 1.98 } });
    expect(classifyLine('QTY 3')).toMatchObject({ kind: 'amount', multiBuy: { count: 3, total: null } });
  });

  it('reads discounts: a credit, or a savings word with a price', () => {
    expect(classifyLine('MEMBER DISCOUNT -1.00')).toEqual({ kind: 'discount', amount: 1 });
    expect(classifyLine('SAVINGS 0.50')).toEqual({ kind: 'discount', amount: 0.5 });
    expect(classifyLine('1.00-')).toEqual({ kind: 'discount', amount: 1 });
  });

  it('marks the grand total apart from the other totals', () => {
    expect(classifyLine('TOTAL 48.12')).toEqual({ kind: 'skip', reason: 'total', amount: 48.12, grandTotal: true });
    expect(classifyLine('SUBTOTAL 45.67')).toMatchObject({ reason: 'total', grandTotal: false });
    expect(classifyLine('TOTAL SAVINGS 3.00')).toMatchObject({ reason: 'total', grandTotal: false });
  });

  it('never takes a food for merchandise, a bag or a payment', () => {
    for (const line of ['TEA BAGS 20CT 2.99', 'CAULIFLOWER 2.99', 'CASHEWS 7.99', 'SNAP PEAS 2.49', 'BAGELS 6CT 2.99', 'SPONGE CAKE 3.99', 'PUDDING CUPS 4PK 2.49']) {
      expect(classifyLine(line)).toMatchObject({ kind: 'item' });
    }
  });

  it('reads a blank line as blank', () => {
    expect(classifyLine('')).toEqual({ kind: 'blank' });
  });
});

describe('isHeaderText', () => {
  it.each(['(479) 273-4134', '406 S WALTON BLVD', 'LONDON N1 9GU', 'www.example.com', '11/23/26', '10:32 AM', 'CASHIER: PAT', 'REFRIG/FROZEN', '0 12345 67890 5'])(
    'is true for %j',
    (line) => {
      expect(isHeaderText(line)).toBe(true);
    },
  );

  it.each(['ORG BANANAS', 'BNLS CHKN BRST', 'MEDJOOL DATES'])('is false for %j', (line) => {
    expect(isHeaderText(line)).toBe(false);
  });
});
