import { z } from 'zod';
import { calendarDateMessages, calendarDateRange } from '../calendar-date.js';
import { feedbackSentiments, feedbackStatuses, feedbackTypes } from '../constants.js';

const isoDate = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });
const dateOrDateTime = z.union([z.iso.date(), isoDate], { error: 'must be a date (YYYY-MM-DD) or an ISO date-time' })
  // year 0 passes the ISO shape but not the database: the same sane range as every date field
  .refine((value) => value.slice(0, 10) >= calendarDateRange.min && value.slice(0, 10) <= calendarDateRange.max, calendarDateMessages.range);

/** `GET /api/feedback/analytics?from=&to=` (admin): all time by default; `to` is exclusive. */
export const feedbackAnalyticsQuery = z
  .object({ from: dateOrDateTime.optional(), to: dateOrDateTime.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { message: 'must be after from', path: ['to'] });
export type FeedbackAnalyticsQuery = z.input<typeof feedbackAnalyticsQuery>;

const count = <T extends readonly [string, ...string[]]>(keys: T) => z.object({ key: z.enum(keys), count: z.number() });

export const feedbackAnalytics = z.object({
  total: z.number(),
  byType: z.array(count(feedbackTypes)),
  /** `none` counts entries without a sentiment. */
  bySentiment: z.array(z.object({ key: z.enum([...feedbackSentiments, 'none']), count: z.number() })),
  byStatus: z.array(count(feedbackStatuses)),
  /** Entries per ISO week (Monday, YYYY-MM-DD, UTC), oldest first, weeks without entries left out. */
  byWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  averageRating: z.number().nullable(),
  ratedCount: z.number(),
  topUpvoted: z.array(z.object({ id: z.string(), type: z.enum(feedbackTypes), content: z.string().nullable(), status: z.enum(feedbackStatuses), upvoteCount: z.number() })),
  /** Hours from submission to `resolvedAt` over resolved entries; null when none is resolved. */
  timeToResolve: z.object({ resolvedCount: z.number(), averageHours: z.number().nullable(), medianHours: z.number().nullable() }),
});
export type FeedbackAnalytics = z.infer<typeof feedbackAnalytics>;
