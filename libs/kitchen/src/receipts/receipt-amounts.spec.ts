import { dateCandidates, parseMoney, pickPurchaseDate, readMultiBuy, readSize, readTrailingPrice, readWeight, receiptUnit } from './receipt-amounts.js';

describe('parseMoney', () => {
  it.each([
    ['3.49', 3.49],
    ['3,49', 3.49],
    ['$3.49', 3.49],
    ['£1.85', 1.85],
    ['€0.89', 0.89],
    ['12345.00', 12345],
  ])('reads %s', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['3.4', '349', 'abc', '1.234', ''])('rejects %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('readTrailingPrice', () => {
  it.each([
    ['GRAPE TOMATOES 1.49 F3', 1.49, false, 'GRAPE TOMATOES'],
    ['GRAPE TOMATOES 1.49F3', 1.49, false, 'GRAPE TOMATOES'],
    ['GRAPE TOMATOES 1.49 T1 *', 1.49, false, 'GRAPE TOMATOES'],
    ['ORG BANANAS 1.29', 1.29, false, 'ORG BANANAS'],
    ['BNLS CHKN BRST 6.58 F', 6.58, false, 'BNLS CHKN BRST'],
    ['BNLS CHKN BRST 6.58 FT', 6.58, false, 'BNLS CHKN BRST'],
    ['BNLS CHKN BRST 6.58F', 6.58, false, 'BNLS CHKN BRST'],
    ['MILK 3.49-A', 3.49, false, 'MILK'],
    ['MILK $3.49', 3.49, false, 'MILK'],
    ['BANANAS 1,29 A', 1.29, false, 'BANANAS'],
    ['CLUBCARD PRICE -£0.75', 0.75, true, 'CLUBCARD PRICE'],
    ['COUPON 1.00-', 1, true, 'COUPON'],
    ['SAVINGS 0.50 CR', 0.5, true, 'SAVINGS'],
    ['BANANAS1.29', 1.29, false, 'BANANAS'],
    ['E 1234567 KS EGGS 24CT 6.99 N', 6.99, false, 'E 1234567 KS EGGS 24CT'],
  ])('reads %j', (line, price, negative, rest) => {
    expect(readTrailingPrice(line)).toEqual({ price, negative, rest });
  });

  it.each(['SPAG 16OZ', '4011 BANANAS', 'THANK YOU', 'ITEMS SOLD 12'])('finds no price in %j', (line) => {
    expect(readTrailingPrice(line)).toBeNull();
  });
});

describe('receiptUnit', () => {
  it.each([
    ['CT', 'item'],
    ['PK', 'item'],
    ['GAL', 'gallon'],
    ['OZ', 'oz'],
    ['FL OZ', 'fl oz'],
    ['LB', 'lb'],
    ['KG', 'kg'],
    ['L', 'l'],
    ['LTR', 'l'],
    ['DZ', 'dozen'],
    ['QT', 'quart'],
  ])('%s → %s', (written, unit) => {
    expect(receiptUnit(written)).toBe(unit);
  });

  it('knows no unit in a word', () => {
    expect(receiptUnit('BANANA')).toBeNull();
  });
});

describe('readWeight', () => {
  it.each([
    ['1.32 LB @ 4.99 /LB', 1.32, 'lb', 4.99],
    ['1.32lb @ $4.99/lb 6.59', 1.32, 'lb', 4.99],
    ['0.512 kg @ 8.99/kg', 0.512, 'kg', 8.99],
    ['0,512 kg x 8,99 EUR/kg', 0.512, 'kg', 8.99],
    ['1.234 kg @ £0.94/kg £1.16', 1.234, 'kg', 0.94],
    ['2.63 lb @ 1 lb /0.47 1.24 N', 2.63, 'lb', 0.47],
    ['NET WT 1.9 lb @ $0.79/lb', 1.9, 'lb', 0.79],
  ])('reads %j', (line, quantity, unit, unitPrice) => {
    expect(readWeight(line)).toMatchObject({ quantity, unit, unitPrice });
  });

  it('spans the characters it read', () => {
    const line = 'BANANAS 1.32 lb @ 0.59 /lb 0.78';
    const weight = readWeight(line);
    expect(line.slice(weight?.start, weight?.end)).toBe('1.32 lb @ 0.59 /lb');
  });

  it.each(['2 @ 0.99', 'SPAG 16OZ 1.29', 'BANANAS 1.29'])('finds no weight in %j', (line) => {
    expect(readWeight(line)).toBeNull();
  });
});

describe('readMultiBuy', () => {
  it.each([
    ['2 @ 0.99', 2, 1.98],
    ['2 @ 2/1.98', 2, 1.98],
    ['3 @ 2 FOR 5.00', 3, 7.5],
    ['4 @ 4/1.00 1.00', 4, 1],
    ['2 AT 1 FOR 0.78 1.56 N', 2, 1.56],
    ['2 x £1.10 £2.20', 2, 2.2],
    ['6 @ 0.69 EA', 6, 4.14],
    ['QTY 3', 3, null],
    ['QTY: 2', 2, null],
  ])('reads %j', (line, count, total) => {
    expect(readMultiBuy(line)).toMatchObject({ count, total });
  });

  it.each(['1.32 LB @ 4.99 /LB', 'ORG BANANAS 1.29', 'KS EGGS 24CT'])('finds no multi-buy in %j', (line) => {
    expect(readMultiBuy(line)).toBeNull();
  });
});

describe('readSize', () => {
  it.each([
    ['KS EGGS 24CT', 24, 'item'],
    ['MILK 1GAL', 1, 'gallon'],
    ['SPAG 16OZ', 16, 'oz'],
    ['ORGANIC WHOLE MILK 1/2 GAL', 0.5, 'gallon'],
    ['LARGE EGGS 1 DOZ', 12, 'item'],
    ['SEMI SKIMMED MILK 2.272L', 2.272, 'l'],
    ['365 ORG WHOLE MILK 64 FL OZ', 64, 'fl oz'],
    ['PEPSI COLA 12PK 12OZ', 144, 'oz'],
    ['BUTTER 250G', 250, 'g'],
    ['FREE RANGE EGGS X6', 6, 'item'],
    ['YOGHURT 125G X4', 500, 'g'],
  ])('reads %j', (name, quantity, unit) => {
    expect(readSize(name)).toMatchObject({ quantity, unit });
  });

  it.each(['ORG BANANAS', '2% MILK', 'GRND BEEF 80/20', 'MALTESERS X1'])('finds no size in %j', (name) => {
    expect(readSize(name)).toBeNull();
  });
});

describe('dateCandidates and pickPurchaseDate', () => {
  it('reads every printed layout', () => {
    expect(dateCandidates('11/23/26 18:42:17')).toEqual(['2026-11-23']);
    expect(dateCandidates('11/22/2026 14:32')).toEqual(['2026-11-22']);
    expect(dateCandidates('2026-11-20 09:00')).toEqual(['2026-11-20']);
    expect(dateCandidates('26.11.2026 16:22')).toEqual(['2026-11-26']);
    expect(dateCandidates('26/11/2026')).toEqual(['2026-11-26']);
    expect(dateCandidates('04/11/2026')).toEqual(['2026-04-11', '2026-11-04']);
    expect(dateCandidates('13/13/2026 1.29')).toEqual([]);
    expect(dateCandidates('APR 14 2026 5:41 PM')).toEqual(['2026-04-14']);
    expect(dateCandidates('April 14, 2026')).toEqual(['2026-04-14']);
    expect(dateCandidates('14 Apr 2026 11:20')).toEqual(['2026-04-14']);
    expect(dateCandidates('14-SEPT-26')).toEqual(['2026-09-14']);
    expect(dateCandidates('DECAF 12 16')).toEqual([]);
  });

  it('picks the reading closest to today that is not in the future', () => {
    expect(pickPurchaseDate(['2026-04-11', '2026-11-04'], '2026-11-26')).toBe('2026-11-04');
    expect(pickPurchaseDate(['2026-04-11', '2026-11-04'], '2026-05-01')).toBe('2026-04-11');
    expect(pickPurchaseDate(['2026-11-27'], '2026-11-26')).toBe('2026-11-27');
    expect(pickPurchaseDate(['2026-04-11', '2026-11-04'])).toBe('2026-04-11');
    expect(pickPurchaseDate([], '2026-11-26')).toBeNull();
  });
});
