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
    expect(classifyLine('MEMBER DISCOUNT -1.00')).toEqual({ kind: 'discount', amount: 1, base: null });
    expect(classifyLine('SAVINGS 0.50')).toEqual({ kind: 'discount', amount: 0.5, base: null });
    expect(classifyLine('1.00-')).toEqual({ kind: 'discount', amount: 1, base: null });
    // a brand that says 'OFF' is no saving
    expect(classifyLine('OFF DEEP WOODS 6.99')).not.toMatchObject({ kind: 'discount' });
  });

  it('reads a saving that names the price it came off, with that price', () => {
    expect(classifyLine('Cartwheel 15% off $3.62')).toEqual({ kind: 'discount', amount: 0.54, base: 3.62 });
    expect(classifyLine('Saved $1.71 off $6.21')).toEqual({ kind: 'discount', amount: 1.71, base: 6.21 });
  });

  it('reads a price change, a price alone and a department heading', () => {
    expect(classifyLine('was 4.09 now 1.89')).toEqual({ kind: 'reprice', was: 4.09, now: 1.89 });
    expect(classifyLine('REG 3.99 SALE 2.50')).toEqual({ kind: 'reprice', was: 3.99, now: 2.5 });
    expect(classifyLine('3.49 F')).toEqual({ kind: 'price', price: 3.49 });
    expect(classifyLine('HEALTH AND BEAUTY')).toEqual({ kind: 'department', food: false });
    expect(classifyLine('REFRIG/FROZEN')).toEqual({ kind: 'department', food: true });
  });

  it('skips loyalty lines and savings summaries, which lower no item', () => {
    expect(classifyLine('FUEL POINTS EARNED 1.20')).toMatchObject({ kind: 'skip', reason: 'header' });
    expect(classifyLine('Target Circle Earnings $0.16')).toMatchObject({ kind: 'skip', reason: 'header' });
    expect(classifyLine('YOU SAVED 4.00')).toMatchObject({ kind: 'skip', reason: 'total', grandTotal: false });
    expect(classifyLine('TOTAL MEIJER PROMOTIONS 7.97')).toMatchObject({ kind: 'skip', reason: 'total', grandTotal: false });
    // rounded to the coin, with its currency, or with the tax said to be in it: the amount paid
    for (const line of ['ROUNDED TOTAL (RM): 32.70', 'TOTAL ROUNDED 32.70', 'NETT TOTAL 12.40', 'TOTAL INCL. GST 8.10', 'TOTAL SALES (INCLUSIVE GST) RN 8.10', 'Total Includes GST 0% 3.20', 'Total After Adj Incl GST 5.90']) {
      expect(classifyLine(line)).toMatchObject({ kind: 'skip', reason: 'total', grandTotal: true });
    }
    // the tax alone is not
    expect(classifyLine('TOTAL GST 0.46')).toMatchObject({ kind: 'skip', grandTotal: false });
  });

  it('marks the grand total apart from the other totals', () => {
    expect(classifyLine('TOTAL 48.12')).toEqual({ kind: 'skip', reason: 'total', amount: 48.12, grandTotal: true });
    expect(classifyLine('SUBTOTAL 45.67')).toMatchObject({ reason: 'total', grandTotal: false });
    expect(classifyLine('TOTAL SAVINGS 3.00')).toMatchObject({ reason: 'total', grandTotal: false });
  });

  it('never takes a food for merchandise, a bag or a payment', () => {
    for (const line of ['TEA BAGS 20CT 2.99', 'CAULIFLOWER 2.99', 'CASHEWS 7.99', 'SNAP PEAS 2.49', 'BAGELS 6CT 2.99', 'SPONGE CAKE 3.99', 'PUDDING CUPS 4PK 2.49', 'POINT REYES BLUE CHEESE 7.99', 'SNAP PEAS 2.49', 'STRAWBERRIES 2.99', 'PENNE 1.29', 'GARLIC CLOVES 0.99', 'VITAMIN D MILK 3.29']) {
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
