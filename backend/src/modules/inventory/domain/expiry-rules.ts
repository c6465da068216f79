import { addDays, todayIn } from '@sous/kitchen';
import { ExpiryInPastError } from './inventory.errors.js';
import { type DatedFood, expiryIn, type StoragePlace } from './place-shelf-life.js';

/**
 * The server's today, one day of slack: a browser a timezone ahead may already be on tomorrow's
 * date, and its "today" must not be refused as past.
 */
const earliestAllowed = (now: Date) => addDays(todayIn(now), -1);

/**
 * The date a new item gets: the one given, else the household's accepted shelf life of that food
 * in that place (issue 35), else the shelf life of that food in that place from today (one table
 * for every path, issue 16; the spec's category rows where the food is unknown).
 */
export function expiryForNewItem(
  given: string | null | undefined,
  food: DatedFood,
  now: Date,
  place: StoragePlace | null = null,
  householdDays: number | null = null,
): string {
  if (!given) return expiryIn(food, place, todayIn(now), householdDays);
  assertNotPast(given, now);
  return given;
}

export function assertNotPast(date: string, now: Date): void {
  if (date < earliestAllowed(now)) throw new ExpiryInPastError();
}
