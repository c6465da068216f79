import type { CalendarFeedMeal } from '@sous/contracts';
import { scaleIngredientLines } from '@sous/kitchen';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DateTime } from 'luxon';

/** A planned meal as the feed shows it: the plan and what it needs of its recipe. */
export interface FeedMealPlan {
  id: string;
  recipeId: string;
  /** YYYY-MM-DD in the household's calendar. */
  date: string;
  mealType: CalendarFeedMeal;
  servings: number;
  notes: string | null;
  createdAt: string;
  cookedAt: string | null;
  recipeTitle: string;
  recipeServings: number | null;
  ingredients: string[];
}

/** Where the feed puts each meal: a time of day per meal type, a length and the household's zone. */
export interface FeedPlacement extends Record<CalendarFeedMeal, string> {
  durationMinutes: number;
  timeZone: string;
}

const mealLabels: Record<CalendarFeedMeal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/** Marks a cooked meal in the title, where every calendar app shows it (STATUS has no "done" for events). */
export const cookedMark = '✓ ';

const minuteFormat = "yyyy-LL-dd'T'HH:mm";

/** `date` at `hour`:`minute` on the clocks of `timeZone`, read as RFC 5545 reads local times. */
function wallClock(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): DateTime {
  const time = DateTime.fromObject({ year, month, day, hour, minute }, { zone: timeZone });
  if (!time.isValid) throw new RangeError(`No such time in ${timeZone}: ${time.invalidExplanation ?? 'invalid'}`);
  // Luxon takes the later of a time the clocks pass twice (fall back); RFC 5545 means the first.
  // A time the clocks skip (spring forward) Luxon moves on by the gap, the instant RFC 5545 means.
  const earlier = time.minus({ hours: 1 });
  return earlier.toFormat(minuteFormat) === time.toFormat(minuteFormat) ? earlier : time;
}

/**
 * When a meal planned for `date` at `time` (HH:MM) starts and ends in `timeZone`. The end is the
 * start's wall-clock time plus the length, so a meal reads 18:30–19:30 on the clocks even on the
 * night they change; it is never before the start.
 */
export function mealSlot(date: string, time: string, minutes: number, timeZone: string): { start: DateTime; end: DateTime } {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const start = wallClock(year, month, day, hour, minute, timeZone);
  const endWall = DateTime.fromObject({ year, month, day, hour, minute }, { zone: 'UTC' }).plus({ minutes });
  const end = wallClock(endWall.year, endWall.month, endWall.day, endWall.hour, endWall.minute, timeZone);
  return { start, end: end > start ? end : start.plus({ minutes }) };
}

export const recipeUrl = (appUrl: string, recipeId: string) => `${appUrl}/cookbook?recipe=${encodeURIComponent(recipeId)}`;

function describePlan(plan: FeedMealPlan, url: string): string {
  const lines = [`Servings: ${plan.servings}`];
  if (plan.notes) lines.push(`Notes: ${plan.notes}`);
  if (plan.cookedAt) lines.push('Cooked');
  if (plan.ingredients.length > 0) {
    // the lines at the planned servings, as the recipe card and Cook show them
    lines.push('', 'Ingredients:', ...scaleIngredientLines(plan.ingredients, plan.recipeServings, plan.servings).map((line) => `- ${line}`));
  }
  lines.push('', `Recipe: ${url}`);
  return lines.join('\n');
}

/** The zone's VTIMEZONE block (rules from the IANA database, bundled), or null for a zone it does not know. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0]?.startsWith('BEGIN:VTIMEZONE') ? block[0] : null;
}

/**
 * The household's meal plans as an iCalendar feed: one VEVENT per plan, its UID stable across
 * fetches (`<planId>@sous`) so a calendar app updates the event in place when the plan moves.
 */
export function buildCalendarFeed(plans: readonly FeedMealPlan[], placement: FeedPlacement, appUrl: string, now: Date): string {
  // UTC events are written as UTC instants; any other zone as wall-clock times with its TZID. The
  // zone goes on the events only: set on the calendar, the library would also write DTSTAMP and
  // LAST-MODIFIED as local times, which RFC 5545 requires in UTC.
  const zone = placement.timeZone === 'UTC' ? null : placement.timeZone;
  const calendar = ical({ name: 'Sous meal plan', prodId: { company: 'Sous', product: 'Meal plan' }, ttl: 60 * 60 });
  // RFC 5545 wants a VTIMEZONE for every TZID the events name; the library writes one per zone
  // used when given a generator, and with no calendar zone name the stamps stay in UTC
  calendar.timezone({ name: null, generator: vtimezone });
  // the zone calendar apps (Google's among them) show the subscription in
  if (zone) calendar.x('X-WR-TIMEZONE', zone);
  for (const plan of plans) {
    const { start, end } = mealSlot(plan.date, placement[plan.mealType], placement.durationMinutes, placement.timeZone);
    const url = recipeUrl(appUrl, plan.recipeId);
    calendar.createEvent({
      id: `${plan.id}@sous`,
      start,
      end,
      timezone: zone,
      summary: `${plan.cookedAt ? cookedMark : ''}${mealLabels[plan.mealType]}: ${plan.recipeTitle}`,
      description: describePlan(plan, url),
      url,
      stamp: now,
      // meal_plans keeps no updated_at: the newest moment it records is when it was cooked
      lastModified: new Date(plan.cookedAt ?? plan.createdAt),
    });
  }
  return calendar.toString();
}
