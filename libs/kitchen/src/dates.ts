/**
 * Calendar dates as `yyyy-MM-dd` strings.
 *
 * Expiry is a calendar notion ("use by the 12th"), so the arithmetic here works on day numbers
 * computed from the year, month and day alone: no `Date`, no time zone, no daylight-saving hour
 * that could turn "tomorrow" into 0 or 2 days. Callers pass `today` explicitly (see `todayIn`).
 */

/** A calendar date written `yyyy-MM-dd`, e.g. `2025-03-09`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1–12) of a given year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parse(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a strict `yyyy-MM-dd` string naming a real calendar day (`2024-02-29` yes, `2023-02-29` no). */
export function isValidIsoDate(value: unknown): value is IsoDate {
  return parse(value) !== null;
}

function parseOrThrow(value: IsoDate, argument: string): CalendarDate {
  const date = parse(value);
  if (!date) throw new RangeError(`${argument} must be a yyyy-MM-dd calendar date, got ${JSON.stringify(value)}`);
  return date;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

function format({ year, month, day }: CalendarDate): IsoDate {
  if (year < 0 || year > 9999) throw new RangeError(`Year ${year} cannot be written as yyyy`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` calendar days after `date` (before it when negative). Throws RangeError on bad input. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  return format(fromDayNumber(toDayNumber(parseOrThrow(date, 'date')) + days));
}

/**
 * Whole calendar days from `from` to `to`: 1 when `to` is the next day, negative when `to` is in
 * the past. Throws RangeError on bad input.
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(parseOrThrow(to, 'to')) - toDayNumber(parseOrThrow(from, 'from'));
}

/**
 * The calendar date of a moment as `yyyy-MM-dd`: in the runtime's local time zone, or in
 * `timeZone` (an IANA name such as `Europe/Paris`) so a server can compute a household's "today".
 */
export function todayIn(moment: Date, timeZone?: string): IsoDate {
  if (Number.isNaN(moment.getTime())) throw new RangeError('todayIn needs a valid Date');
  if (timeZone === undefined) {
    return format({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return format({ year: part('year'), month: part('month'), day: part('day') });
}
