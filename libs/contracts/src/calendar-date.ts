import { z } from 'zod';

/** The days a date field accepts: anything outside is a typo or a probe, never a household's plan. */
export const calendarDateRange = { min: '1900-01-01', max: '2200-12-31' } as const;

export const calendarDateMessages = {
  format: 'must be a date like 2026-05-31',
  notReal: 'not a real date',
  range: `must be between ${calendarDateRange.min} and ${calendarDateRange.max}`,
} as const;

const shape = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The range and the month/day shapes as one standard `pattern` (1900–2200, months 01–12, days
 * 01–31): what JSON Schema can say of the range; "30 February" is still only refused by the server.
 */
export const calendarDatePattern = '^(19\\d\\d|2[01]\\d\\d|2200)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** Whether `yyyy-MM-dd` names a day of the calendar (no month 13, no 30 February). */
export function isCalendarDate(value: string): boolean {
  const parts = shape.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const time = new Date(Date.UTC(year, month - 1, day));
  return time.getUTCFullYear() === year && time.getUTCMonth() === month - 1 && time.getUTCDate() === day;
}

/**
 * One date field (`yyyy-MM-dd`): the shape, then a real calendar day, then the sane range, each
 * with its own message so the 400 reads 'expirationDate: not a real date'. `format` overrides the
 * shape message where a spec names its own; `allowEmpty` lets '' through (a field left blank).
 */
export const calendarDate = (options: { format?: string; required?: string; allowEmpty?: boolean } = {}) =>
  z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .superRefine((value, ctx) => {
      if (options.allowEmpty && value === '') return;
      if (!shape.test(value)) ctx.addIssue({ code: 'custom', message: options.format ?? calendarDateMessages.format });
      else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: calendarDateMessages.notReal });
      else if (value < calendarDateRange.min || value > calendarDateRange.max) ctx.addIssue({ code: 'custom', message: calendarDateMessages.range });
    })
    // what the refinement enforces, stated in the OpenAPI document with standard keywords only
    .meta({
      format: 'date',
      pattern: options.allowEmpty ? `^(|${calendarDatePattern.slice(1, -1)})$` : calendarDatePattern,
      description: `A real calendar date (yyyy-MM-dd) between ${calendarDateRange.min} and ${calendarDateRange.max}${options.allowEmpty ? ', or empty for none' : ''}`,
    });
