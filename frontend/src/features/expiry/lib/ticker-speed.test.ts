import { describe, expect, it } from 'vitest';
import { daysLeftText } from './expiry-text';
import { tickerSpeed } from './ticker-speed';

describe('ticker speed (spec 001 §2, §9)', () => {
  it("is 'normal' above 5 notifications, otherwise slow", () => {
    expect(tickerSpeed(0)).toBe('slow');
    expect(tickerSpeed(5)).toBe('slow');
    expect(tickerSpeed(6)).toBe('normal');
    expect(tickerSpeed(40)).toBe('normal');
  });

  it('says how long is left', () => {
    expect(daysLeftText(-1)).toBe('expired');
    expect(daysLeftText(0)).toBe('today');
    expect(daysLeftText(1)).toBe('1 day');
    expect(daysLeftText(3)).toBe('3 days');
  });
});
