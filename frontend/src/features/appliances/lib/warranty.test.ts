import { describe, expect, it } from 'vitest';
import { localToday, warrantyReminder } from './warranty';

describe('warrantyReminder', () => {
  const today = '2026-11-24';
  it('says nothing without a date', () => {
    expect(warrantyReminder(null, today)).toBeNull();
    expect(warrantyReminder('soon', today)).toBeNull();
  });

  it('reminds within 60 days, counting calendar days', () => {
    expect(warrantyReminder('2026-12-06', today)).toEqual({ tone: 'expiring', label: 'Warranty ends in 12 days' });
    expect(warrantyReminder('2027-01-23', today)).toEqual({ tone: 'expiring', label: 'Warranty ends in 60 days' });
    expect(warrantyReminder('2026-11-25', today)).toEqual({ tone: 'expiring', label: 'Warranty ends tomorrow' });
    expect(warrantyReminder('2026-11-24', today)).toEqual({ tone: 'expiring', label: 'Warranty ends today' });
  });

  it('notes a warranty far off as covered and a past one as ended', () => {
    expect(warrantyReminder('2027-01-24', today)).toEqual({ tone: 'fresh', label: 'Under warranty until 2027-01-24' });
    expect(warrantyReminder('2026-11-23', today)).toEqual({ tone: 'expired', label: 'Warranty ended' });
  });

  it('crosses a daylight-saving change without losing a day', () => {
    expect(warrantyReminder('2027-03-30', '2027-03-20')?.label).toBe('Warranty ends in 10 days');
  });

  it('reads today in local time', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
