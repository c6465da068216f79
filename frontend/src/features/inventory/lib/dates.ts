import type { IsoDate } from '@sous/kitchen';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "12 Mar 2025" for a yyyy-MM-dd date (read as a calendar day, never shifted by the time zone). */
export function formatDay(date: IsoDate): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
