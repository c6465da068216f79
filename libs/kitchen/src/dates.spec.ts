import { addDays, daysBetween, daysInMonth, isValidIsoDate, todayIn } from './dates.js';

describe('isValidIsoDate', () => {
  it.each(['2024-01-01', '2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31'])('accepts %s', (date) => {
    expect(isValidIsoDate(date)).toBe(true);
  });

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'century without leap day'],
    ['2024-04-31', 'April has 30 days'],
    ['2024-13-01', 'month 13'],
    ['2024-00-10', 'month 0'],
    ['2024-01-00', 'day 0'],
    ['2024-1-5', 'missing padding'],
    ['24-01-05', 'two-digit year'],
    ['2024/01/05', 'slashes'],
    [' 2024-01-05', 'leading space'],
    ['2024-01-05T00:00:00Z', 'a timestamp'],
    ['', 'empty'],
  ])('rejects %s (%s)', (date) => {
    expect(isValidIsoDate(date)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidIsoDate(null)).toBe(false);
    expect(isValidIsoDate(undefined)).toBe(false);
    expect(isValidIsoDate(20240105)).toBe(false);
    expect(isValidIsoDate(new Date(2024, 0, 5))).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('knows leap years and short months', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 9)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
});

describe('addDays', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('is not affected by daylight-saving changes (calendar arithmetic only)', () => {
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-11-02', 2)).toBe('2024-11-04');
  });

  it('handles zero and long spans', () => {
    expect(addDays('2024-05-17', 0)).toBe('2024-05-17');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('2000-01-01', 36525)).toBe('2100-01-01');
    expect(addDays('1970-01-01', -1)).toBe('1969-12-31');
  });

  it('throws RangeError on a bad date or a fractional day count', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, negative when the target is past', () => {
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(0);
    expect(daysBetween('2024-01-01', '2024-01-02')).toBe(1);
    expect(daysBetween('2024-01-02', '2024-01-01')).toBe(-1);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2023-02-01', '2023-03-01')).toBe(28);
    expect(daysBetween('2023-12-25', '2024-01-05')).toBe(11);
  });

  it('is the inverse of addDays', () => {
    for (const n of [-400, -31, -1, 0, 1, 59, 365, 1000]) {
      expect(daysBetween('2024-02-29', addDays('2024-02-29', n))).toBe(n);
    }
  });

  it('throws RangeError on bad input', () => {
    expect(() => daysBetween('2024-01-01', '')).toThrow(RangeError);
    expect(() => daysBetween('2024-13-01', '2024-01-01')).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it('formats the local calendar date', () => {
    expect(todayIn(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(todayIn(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });

  it('formats the date in a given time zone', () => {
    const moment = new Date('2024-06-30T23:30:00Z');
    expect(todayIn(moment, 'UTC')).toBe('2024-06-30');
    expect(todayIn(moment, 'Europe/Paris')).toBe('2024-07-01');
    expect(todayIn(moment, 'America/Los_Angeles')).toBe('2024-06-30');
    expect(todayIn(new Date('2024-01-01T03:00:00Z'), 'America/New_York')).toBe('2023-12-31');
  });

  it('rejects an invalid Date and an unknown time zone', () => {
    expect(() => todayIn(new Date('nope'))).toThrow(RangeError);
    expect(() => todayIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
