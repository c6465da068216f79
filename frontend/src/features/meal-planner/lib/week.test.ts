import { afterEach, describe, expect, it } from 'vitest';
import { moveFocus } from '../components/month-calendar';
import {
  addMonths,
  addMonthsToDate,
  endOfWeekOf,
  formatWeekRange,
  isSameMonth,
  localIsoDate,
  monthGrid,
  readIsoDate,
  startOfWeek,
  weekDays,
  weekdayIndex,
} from './week';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('weeks start on Monday', () => {
  it.each([
    ['2025-03-03', '2025-03-03'], // Monday itself
    ['2025-03-06', '2025-03-03'], // Thursday
    ['2025-03-09', '2025-03-03'], // Sunday belongs to the week before it
    ['2025-03-10', '2025-03-10'],
    ['2025-01-01', '2024-12-30'], // across a year
    ['2024-03-01', '2024-02-26'], // across a leap day
  ])('%s is in the week of %s', (date, monday) => {
    expect(startOfWeek(date)).toBe(monday);
    expect(endOfWeekOf(date)).toBe(weekDays(date)[6]);
  });

  it('lists seven consecutive days, Monday to Sunday', () => {
    expect(weekDays('2024-12-31')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
    expect(weekDays('2025-03-06').map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('is not shifted by a daylight-saving change in the week', () => {
    for (const tz of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney']) {
      process.env.TZ = tz;
      expect(weekDays('2025-03-30')).toEqual(['2025-03-24', '2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28', '2025-03-29', '2025-03-30']);
      expect(weekDays('2025-11-02')[6]).toBe('2025-11-02');
      expect(weekDays('2025-04-06')[6]).toBe('2025-04-06');
    }
  });
});

describe('local dates', () => {
  it('takes "today" from the local calendar, not from UTC', () => {
    const moment = new Date('2025-03-09T12:00:00Z');
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: already Monday there
    expect(localIsoDate(moment)).toBe('2025-03-10');
    process.env.TZ = 'Pacific/Pago_Pago'; // UTC−11: still Sunday morning
    expect(localIsoDate(moment)).toBe('2025-03-09');
    process.env.TZ = 'America/Los_Angeles';
    expect(localIsoDate(new Date(2025, 2, 9, 23, 59))).toBe('2025-03-09');
  });

  it('formats a day without shifting it in any time zone', () => {
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(formatWeekRange('2025-03-03')).toMatch(/Mar 3\D+Mar 9, 2025/);
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatWeekRange('2025-03-03')).toMatch(/Mar 3\D+Mar 9, 2025/);
  });

  it('reads only real dates from the address bar', () => {
    expect(readIsoDate('2025-03-06')).toBe('2025-03-06');
    expect(readIsoDate('2025-02-30')).toBeNull();
    expect(readIsoDate('06/03/2025')).toBeNull();
    expect(readIsoDate(null)).toBeNull();
  });
});

describe('month overview', () => {
  it('covers a month with whole Monday-to-Sunday weeks', () => {
    const march = monthGrid({ year: 2025, month: 3 }); // 1st is a Saturday, 31st a Monday
    expect(march).toHaveLength(6);
    expect(march[0][0]).toBe('2025-02-24');
    expect(march[5]).toEqual(['2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-05', '2025-04-06']);
    for (const week of march) expect(week.map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const february2021 = monthGrid({ year: 2021, month: 2 }); // Monday 1st, 28 days: exactly 4 weeks
    expect(february2021).toHaveLength(4);
    expect(february2021[0][0]).toBe('2021-02-01');
    expect(february2021[3][6]).toBe('2021-02-28');

    const june2025 = monthGrid({ year: 2025, month: 6 }); // Sunday 1st
    expect(june2025[0]).toContain('2025-06-01');
    expect(june2025[0][0]).toBe('2025-05-26');
  });

  it('moves by months across years and keeps the day where it can', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonthsToDate('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsToDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToDate('2025-03-15', -12)).toBe('2024-03-15');
    expect(isSameMonth('2025-02-28', { year: 2025, month: 2 })).toBe(true);
    expect(isSameMonth('2025-03-01', { year: 2025, month: 2 })).toBe(false);
  });

  it('moves keyboard focus by day, week, week edge and month', () => {
    expect(moveFocus('2025-03-06', 'ArrowRight')).toBe('2025-03-07');
    expect(moveFocus('2025-03-01', 'ArrowLeft')).toBe('2025-02-28');
    expect(moveFocus('2025-03-06', 'ArrowDown')).toBe('2025-03-13');
    expect(moveFocus('2025-03-06', 'ArrowUp')).toBe('2025-02-27');
    expect(moveFocus('2025-03-06', 'Home')).toBe('2025-03-03');
    expect(moveFocus('2025-03-06', 'End')).toBe('2025-03-09');
    expect(moveFocus('2025-03-31', 'PageDown')).toBe('2025-04-30');
    expect(moveFocus('2025-03-06', 'PageUp', true)).toBe('2024-03-06');
    expect(moveFocus('2025-03-06', 'Enter')).toBeNull();
  });
});
