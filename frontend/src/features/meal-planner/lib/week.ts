/**
 * Calendar math of the planner on `yyyy-MM-dd` strings: weeks start on Monday, "today" is the
 * browser's local calendar date, and no Date ever stands for a day (so no time zone or daylight
 * saving shift can move a meal to the day before). Formatting goes through UTC for the same reason.
 */
import { addDays, daysInMonth, isValidIsoDate, todayIn, type IsoDate } from '@sous/kitchen';

export type { IsoDate };

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** The local calendar date of a moment (what "today" means to the person at the screen). */
export const localIsoDate = (moment: Date = new Date()): IsoDate => todayIn(moment);

export function parseIsoDate(iso: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoOf = (year: number, month: number, day: number): IsoDate => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(iso: IsoDate): number {
  const { year, month, day } = parseIsoDate(iso);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week a date is in. */
export const startOfWeek = (iso: IsoDate): IsoDate => addDays(iso, -weekdayIndex(iso));

/** The seven dates, Monday to Sunday, of the week a date is in. */
export function weekDays(iso: IsoDate): IsoDate[] {
  const monday = startOfWeek(iso);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export const monthOf = (iso: IsoDate): YearMonth => {
  const { year, month } = parseIsoDate(iso);
  return { year, month };
};

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Moves a date by whole months, keeping the day where the month has it (Jan 31 + 1 → Feb 28/29). */
export function addMonthsToDate(iso: IsoDate, count: number): IsoDate {
  const { day } = parseIsoDate(iso);
  const target = addMonths(monthOf(iso), count);
  return isoOf(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/**
 * The weeks (Monday to Sunday) that show a month on a calendar: 4 to 6 rows, starting with the
 * week of the 1st and ending with the week of the last day; days of the months around fill them.
 */
export function monthGrid({ year, month }: YearMonth): IsoDate[][] {
  const first = isoOf(year, month, 1);
  const last = isoOf(year, month, daysInMonth(year, month));
  const weeks: IsoDate[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

export const isSameMonth = (iso: IsoDate, { year, month }: YearMonth) => {
  const date = parseIsoDate(iso);
  return date.year === year && date.month === month;
};

/** A date from the address bar, or null for anything that is not a real `yyyy-MM-dd` day. */
export const readIsoDate = (value: string | null): IsoDate | null => (value !== null && isValidIsoDate(value) ? value : null);

// Formatting: the date is put at midnight UTC and formatted in UTC, so the day never shifts.
const utc = (iso: IsoDate) => {
  const { year, month, day } = parseIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day));
};
const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
const weekdayShort = formatter({ weekday: 'short' });
const weekdayLong = formatter({ weekday: 'long' });
const dayMonth = formatter({ month: 'short', day: 'numeric' });
const fullDay = formatter({ weekday: 'long', month: 'long', day: 'numeric' });
const fullDayYear = formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const monthYear = formatter({ month: 'long', year: 'numeric' });
const mediumDate = formatter({ month: 'short', day: 'numeric', year: 'numeric' });

export const formatWeekdayShort = (iso: IsoDate) => weekdayShort.format(utc(iso));
export const formatWeekdayLong = (iso: IsoDate) => weekdayLong.format(utc(iso));
export const formatDayMonth = (iso: IsoDate) => dayMonth.format(utc(iso));
export const formatMediumDate = (iso: IsoDate) => mediumDate.format(utc(iso));
/** "Thursday, March 6", with the year when it is not this year's. */
export const formatFullDay = (iso: IsoDate, today: IsoDate = localIsoDate()) =>
  (parseIsoDate(iso).year === parseIsoDate(today).year ? fullDay : fullDayYear).format(utc(iso));
export const formatMonthYear = ({ year, month }: YearMonth) => monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
/** "Mar 3 – Mar 9, 2025" for the week starting on `monday`. */
export function formatWeekRange(monday: IsoDate): string {
  const sunday = addDays(monday, 6);
  return `${formatDayMonth(monday)} – ${formatMediumDate(sunday)}`;
}

/** The Sunday of the week a date is in. */
export const endOfWeekOf = (iso: IsoDate): IsoDate => addDays(startOfWeek(iso), 6);
