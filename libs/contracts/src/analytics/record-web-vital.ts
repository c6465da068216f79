import { z } from 'zod';
import { webVitalNames, webVitalRatings } from '../constants.js';

/**
 * `POST /api/analytics` (spec 001 §7): one web-vitals metric, sent by `navigator.sendBeacon`
 * (so possibly as text/plain). Answered 204.
 * A missing rating is derived from the value (`rateWebVital`). Extra fields of the library's metric are ignored.
 */
export const recordWebVitalBody = z.object({
  name: z.enum(webVitalNames),
  value: z.number().min(0, 'must not be negative'),
  /** Derived from the thresholds of spec 001 §9 when absent. */
  rating: z.enum(webVitalRatings).optional(),
  delta: z.number(),
  /** The metric instance id from the web-vitals library. */
  id: z.string().min(1).max(200),
  navigationType: z.string().max(40).optional(),
});
export type RecordWebVitalBody = z.infer<typeof recordWebVitalBody>;
