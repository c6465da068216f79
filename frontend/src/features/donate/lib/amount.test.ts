import { describe, expect, it } from 'vitest';
import { amountInputText, formatAmount, parseAmountInput } from './amount';

describe('formatAmount', () => {
  it('formats minor units in the currency, dropping .00 on whole amounts', () => {
    expect(formatAmount(2500, 'usd', 'en-US')).toBe('$25');
    expect(formatAmount(1250, 'usd', 'en-US')).toBe('$12.50');
    expect(formatAmount(1_000_000, 'usd', 'en-US')).toBe('$10,000');
    expect(formatAmount(500, 'eur', 'en-US')).toBe('€5');
    expect(formatAmount(105, 'gbp', 'en-GB')).toBe('£1.05');
  });
});

describe('parseAmountInput', () => {
  it('reads whole and decimal amounts into cents', () => {
    expect(parseAmountInput('12', 'usd')).toEqual({ ok: true, minor: 1200 });
    expect(parseAmountInput('12.5', 'usd')).toEqual({ ok: true, minor: 1250 });
    expect(parseAmountInput(' 12.05 ', 'usd')).toEqual({ ok: true, minor: 1205 });
    expect(parseAmountInput('$1,000.00', 'usd')).toEqual({ ok: true, minor: 100_000 });
    expect(parseAmountInput('1', 'usd')).toEqual({ ok: true, minor: 100 });
    expect(parseAmountInput('10000', 'usd')).toEqual({ ok: true, minor: 1_000_000 });
  });

  it('refuses what is not an amount, or more than two decimals', () => {
    expect(parseAmountInput('', 'usd')).toEqual({ ok: false, message: 'Enter an amount' });
    for (const text of ['abc', '12.505', '1.2.3', '-5', '12,5']) {
      expect(parseAmountInput(text, 'usd')).toEqual({ ok: false, message: 'Enter an amount like 12 or 12.50' });
    }
  });

  it('holds to the server bounds of 1.00 to 10,000.00', () => {
    expect(parseAmountInput('0.99', 'usd', 'en-US')).toEqual({ ok: false, message: 'The smallest donation is $1' });
    expect(parseAmountInput('0', 'usd', 'en-US')).toEqual({ ok: false, message: 'The smallest donation is $1' });
    expect(parseAmountInput('10000.01', 'usd', 'en-US')).toEqual({ ok: false, message: 'The largest donation is $10,000' });
  });
});

describe('amountInputText', () => {
  it('writes cents back as the box shows them', () => {
    expect(amountInputText(2500)).toBe('25');
    expect(amountInputText(1250)).toBe('12.50');
    expect(amountInputText(1205)).toBe('12.05');
  });
});
