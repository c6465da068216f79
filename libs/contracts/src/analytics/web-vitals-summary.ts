import { z } from 'zod';
import { calendarDateMessages, calendarDateRange } from '../calendar-date.js';
import { webVitalNames } from '../constants.js';

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (YYYY-MM-DD) or an ISO date-time' })
  // year 0 passes the ISO shape but not the database: the same sane range as every date field
  .refine((value) => value.slice(0, 10) >= calendarDateRange.min && value.slice(0, 10) <= calendarDateRange.max, calendarDateMessages.range);

/** `GET /api/analytics/web-vitals?from=&to=` (admin): the last 30 days by default; `to` is exclusive. */
export const webVitalsSummaryQuery = z
  .object({ from: dateOrDateTime.optional(), to: dateOrDateTime.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { message: 'must be after from', path: ['to'] });
export type WebVitalsSummaryQuery = z.input<typeof webVitalsSummaryQuery>;

/** One metric on one page (the path of the page's URL, without query or hash). */
export const webVitalSummaryRow = z.object({
  name: z.enum(webVitalNames),
  page: z.string(),
  samples: z.number(),
  p75: z.number(),
  /** The rating p75 earns by the thresholds of spec 001 §9. */
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  good: z.number(),
  needsImprovement: z.number(),
  poor: z.number(),
});
export type WebVitalSummaryRow = z.infer<typeof webVitalSummaryRow>;

export const webVitalsSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Across all pages, one row per metric. */
  overall: z.array(webVitalSummaryRow.omit({ page: true })),
  byPage: z.array(webVitalSummaryRow),
});
export type WebVitalsSummary = z.infer<typeof webVitalsSummary>;
