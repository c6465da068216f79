import { fixNumberToken, letterShare, normalizeLine, receiptLines } from './receipt-text.js';

describe('receiptLines', () => {
  it('splits on every line ending and keeps blank lines, so indexes are positions', () => {
    expect(receiptLines('A\r\nB\n\nC\rD')).toEqual(['A', 'B', '', 'C', 'D']);
  });
});

describe('fixNumberToken', () => {
  it.each([
    ['l.29', '1.29'],
    ['1.2O', '1.20'],
    ['6.S8', '6.58'],
    ['$3.4S', '$3.45'],
    ['l.OO', '1.00'],
    ['1.OO-', '1.00-'],
    ['4/l.OO', '4/1.00'],
    ['11/2O/2O26', '11/20/2026'],
    ['6O614', '60614'],
    ['0.5l2', '0.512'],
  ])('reads %s as %s', (token, fixed) => {
    expect(fixNumberToken(token)).toBe(fixed);
  });

  it.each(['OIL', 'SOS', 'BOB', '16OZ', '0.75OZ', 'l.lb', 'lb', 'IO', 'S.O'])('leaves the word %s alone', (token) => {
    expect(fixNumberToken(token)).toBe(token);
  });
});

describe('normalizeLine', () => {
  it.each([
    ['  ORG   BANANAS     1.29   ', 'ORG BANANAS 1.29'],
    ['BNLS CHKN BRST 6 .58 F', 'BNLS CHKN BRST 6.58 F'],
    ['BNLS CHKN BRST 6. 58 F', 'BNLS CHKN BRST 6.58 F'],
    ['MILK $$3.49', 'MILK $3.49'],
    ['MILK $ 3.49', 'MILK $3.49'],
    ['1.32 lb e 4.99 /lb', '1.32 lb @ 4.99 /lb'],
    ['1.32 lb © 4.99 /lb', '1.32 lb @ 4.99 /lb'],
    ['1.32lb@4.99/lb', '1.32lb @ 4.99/lb'],
    ['4 © 4/l.OO 1.OO F', '4 @ 4/1.00 1.00 F'],
    ['SPAG 16OZ 1.29', 'SPAG 16OZ 1.29'],
    ['BANANAS 1,29 A', 'BANANAS 1,29 A'],
    ['COFFEE – DARK 7.99', 'COFFEE - DARK 7.99'],
  ])('cleans %j', (raw, cleaned) => {
    expect(normalizeLine(raw)).toBe(cleaned);
  });

  it('does not take the e of a word for an @', () => {
    expect(normalizeLine('APPLE PIE 4.99')).toBe('APPLE PIE 4.99');
    expect(normalizeLine('CAFE 2 e 1.00')).toBe('CAFE 2 @ 1.00');
  });
});

describe('letterShare', () => {
  it('is the share of letters among the visible characters', () => {
    expect(letterShare('BANANAS')).toBe(1);
    expect(letterShare('AB12')).toBe(0.5);
    expect(letterShare('  ')).toBe(0);
  });
});
