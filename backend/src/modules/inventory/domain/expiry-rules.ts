import { addDays, defaultExpirationDate, todayIn } from '@sous/kitchen';
import { ExpiryInPastError } from './inventory.errors.js';

/**
 * The server's today, one day of slack: a browser a timezone ahead may already be on tomorrow's
 * date, and its "today" must not be refused as past.
 */
const earliestAllowed = (now: Date) => addDays(todayIn(now), -1);

/** The date a new item gets: the one given, else the category's shelf life from today (spec 000 §5, §9). */
export function expiryForNewItem(given: string | null | undefined, foodCategory: string | null | undefined, now: Date): string {
  if (!given) return defaultExpirationDate(foodCategory, todayIn(now));
  assertNotPast(given, now);
  return given;
}

export function assertNotPast(date: string, now: Date): void {
  if (date < earliestAllowed(now)) throw new ExpiryInPastError();
}
