/**
 * Days as people say them, resolved against today's date: "today", "tonight", "tomorrow",
 * "Friday", "next Friday", "in 3 days", "2025-03-14", "March 14", "14th of March". Pure.
 */
import { addDays, isValidIsoDate, type IsoDate } from '@sous/kitchen';
import { numberWord } from './amounts.js';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY_SHORT: Readonly<Record<string, number>> = { sun: 0, mon: 1, tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6 };
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function weekdayIndex(word: string): number | null {
  const full = (WEEKDAYS as readonly string[]).indexOf(word.replace(/s$/, ''));
  if (full >= 0) return full;
  return WEEKDAY_SHORT[word] ?? null;
}

function monthIndex(word: string): number | null {
  const index = MONTHS.findIndex((month) => month === word || (word.length >= 3 && month.startsWith(word)));
  return index >= 0 ? index + 1 : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first such day on or after today, this year or next. */
function monthDay(month: number, day: number, today: IsoDate): IsoDate | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [`${year}-${pad(month)}-${pad(day)}`, `${year + 1}-${pad(month)}-${pad(day)}`]) {
    if (isValidIsoDate(candidate) && candidate >= today) return candidate;
  }
  return null;
}

/**
 * The date a day phrase means, or null when it names no day. A weekday is the next one on or after
 * today ("Friday" said on a Friday is today); "next Friday" is the next one after today.
 */
export function resolveDay(phrase: string, today: IsoDate): IsoDate | null {
  const text = phrase
    .toLowerCase()
    .trim()
    .replace(/^(?:on|for|by|until|till|this coming|coming|this)\s+/, '')
    .replace(/^the\s+/, '')
    .replace(/[.,!?]+$/, '')
    .trim();
  if (isValidIsoDate(text)) return text;
  if (/^(?:today|tonight|this (?:morning|afternoon|evening)|now)$/.test(text)) return today;
  if (/^(?:tomorrow|tmrw|tomorrow (?:morning|night|evening|afternoon))$/.test(text)) return addDays(today, 1);
  if (text === 'day after tomorrow') return addDays(today, 2);
  if (text === 'next week' || text === 'a week from today' || text === 'in a week') return addDays(today, 7);
  const inDays = /^in (\S+(?: \S+)?) days?$/.exec(text);
  if (inDays) {
    const tokens = inDays[1].split(' ');
    const count = /^\d+$/.test(tokens[0]) ? { value: Number(tokens[0]) } : numberWord(tokens, 0);
    return count && count.value <= 366 ? addDays(today, count.value) : null;
  }
  const weekday = /^(next )?([a-z]+?)(?: (?:morning|afternoon|evening|night))?$/.exec(text);
  if (weekday) {
    const index = weekdayIndex(weekday[2]);
    if (index !== null) {
      let ahead = (index - weekdayOf(today) + 7) % 7;
      if (weekday[1] && ahead === 0) ahead = 7;
      return addDays(today, ahead);
    }
  }
  const monthFirst = /^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?$/.exec(text);
  if (monthFirst) {
    const month = monthIndex(monthFirst[1]);
    if (month) return monthDay(month, Number(monthFirst[2]), today);
  }
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([a-z]+)$/.exec(text);
  if (dayFirst) {
    const month = monthIndex(dayFirst[2]);
    if (month) return monthDay(month, Number(dayFirst[1]), today);
  }
  return null;
}

/** "Friday, 2025-03-14": the weekday makes a date easy to check at a glance. */
export function describeDay(date: IsoDate, today: IsoDate): string {
  const name = WEEKDAYS[weekdayOf(date)];
  const weekday = name.charAt(0).toUpperCase() + name.slice(1);
  if (date === today) return `today (${weekday}, ${date})`;
  if (date === addDays(today, 1)) return `tomorrow (${weekday}, ${date})`;
  return `${weekday}, ${date}`;
}
