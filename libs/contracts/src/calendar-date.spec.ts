import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { calendarDate, isCalendarDate } from './calendar-date.js';
import { describeIssues } from './http.js';

describe('calendar dates', () => {
  it('knows the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-01')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('9999-99-99')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
  });

  it('names the field in the 400 message', () => {
    const body = z.object({ expirationDate: calendarDate() });
    const failure = (value: string) => {
      const result = body.safeParse({ expirationDate: value });
      return result.success ? null : describeIssues(result.error.issues).message;
    };
    expect(failure('2027-02-30')).toBe('expirationDate: not a real date');
    expect(failure('9999-99-99')).toBe('expirationDate: not a real date');
    expect(failure('2201-01-01')).toBe('expirationDate: must be between 1900-01-01 and 2200-12-31');
    expect(failure('1899-12-31')).toBe('expirationDate: must be between 1900-01-01 and 2200-12-31');
    expect(failure('tomorrow')).toBe('expirationDate: must be a date like 2026-05-31');
    expect(failure('2026-05-31')).toBeNull();
  });

  it('keeps a field-specific format message and lets blank through when asked', () => {
    expect(calendarDate({ format: 'Date must be in YYYY-MM-DD format' }).safeParse('31/05/2026').error?.issues[0].message).toBe('Date must be in YYYY-MM-DD format');
    expect(calendarDate({ allowEmpty: true }).parse(' ')).toBe('');
    expect(calendarDate().safeParse('').success).toBe(false);
  });
});
