import type { IsoDate } from '@sous/kitchen';

/** Where the browser remembers the last day the expiration check ran (spec 001 §4). */
export const lastExpirationCheckKey = 'lastExpirationCheck';

function read(): string | null {
  try {
    return localStorage.getItem(lastExpirationCheckKey);
  } catch (error) {
    console.warn('Could not read the last expiration check', error);
    return null;
  }
}

/**
 * Claims today's check: true (and today remembered) when it has not run today in this browser,
 * false when it already has. Remembering before the call keeps two tabs from both running it.
 */
export function claimDailyCheck(today: IsoDate): boolean {
  if (read() === today) return false;
  try {
    localStorage.setItem(lastExpirationCheckKey, today);
  } catch (error) {
    console.warn('Could not remember the expiration check', error);
  }
  return true;
}

/** A failed check forgets the day so the next visit retries. */
export function releaseDailyCheck(today: IsoDate): void {
  try {
    if (read() === today) localStorage.removeItem(lastExpirationCheckKey);
  } catch (error) {
    console.warn('Could not forget the expiration check', error);
  }
}
