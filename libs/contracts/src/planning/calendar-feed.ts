import { z } from 'zod';
import { someChange } from '../patch-body.js';

/** The meals a feed places, each at its own time of day. */
export const calendarFeedMeals = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type CalendarFeedMeal = (typeof calendarFeedMeals)[number];

/** Until the household chooses: the times most households eat, an hour each, in UTC. */
export const calendarFeedDefaults = {
  breakfast: '08:00',
  lunch: '12:30',
  dinner: '18:30',
  snack: '15:30',
  durationMinutes: 60,
  timeZone: 'UTC',
} as const;

export const calendarFeedDurationLimits = { min: 5, max: 240 } as const;

let knownZones: ReadonlySet<string> | undefined;

/**
 * The zone as this runtime's `Intl.supportedValuesOf('timeZone')` names it, or null when it is no
 * zone. That list holds canonical names only and leaves out "UTC" itself, so "UTC" is added and an
 * alias another browser reports ("Asia/Kolkata", "Etc/UTC", any letter case) is accepted under the
 * name it resolves to.
 */
export function canonicalTimeZone(value: string): string | null {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (knownZones.has(value)) return value;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    return knownZones.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

const mealTime = z
  .string({ error: 'must be a time as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM, from 00:00 to 23:59');

const timeZone = z
  .string({ error: 'must be a time zone such as Europe/Berlin' })
  .refine((zone) => canonicalTimeZone(zone) !== null, 'must be a time zone such as Europe/Berlin')
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

const durationMinutes = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(calendarFeedDurationLimits.min, `must be at least ${calendarFeedDurationLimits.min}`)
  .max(calendarFeedDurationLimits.max, `must be at most ${calendarFeedDurationLimits.max}`);

/** `PUT /api/household/calendar-feed`: the fields sent change, the others keep their values. */
export const updateCalendarFeedBody = someChange(
  z.object({
    breakfast: mealTime.optional(),
    lunch: mealTime.optional(),
    dinner: mealTime.optional(),
    snack: mealTime.optional(),
    durationMinutes: durationMinutes.optional(),
    timeZone: timeZone.optional(),
  }),
);
export type UpdateCalendarFeedBody = z.input<typeof updateCalendarFeedBody>;

/** `GET /api/household/calendar-feed`: whether a feed URL works, and where its events fall. */
export const calendarFeedSettings = z.object({
  active: z.boolean(),
  /** When the URL that works now was made (null while there is none). */
  createdAt: z.string().nullable(),
  breakfast: z.string(),
  lunch: z.string(),
  dinner: z.string(),
  snack: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
});
export type CalendarFeedSettings = z.infer<typeof calendarFeedSettings>;

/** `POST /api/household/calendar-feed`: the new URL, shown this once (only its hash is stored). */
export const createdCalendarFeed = calendarFeedSettings.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeed>;
