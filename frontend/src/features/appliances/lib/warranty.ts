/** What the card says about a warranty: nothing far off, a reminder when it nears, a note once over. */
export interface WarrantyReminder {
  tone: 'fresh' | 'expiring' | 'expired';
  label: string;
}

/** Reminders start this many days before the end. */
export const warrantyReminderDays = 60;

const dayNumber = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000;

/** `today` and `warrantyEndDate` are yyyy-MM-dd in the household's calendar. */
export function warrantyReminder(warrantyEndDate: string | null, today: string): WarrantyReminder | null {
  if (!warrantyEndDate || !/^\d{4}-\d{2}-\d{2}$/.test(warrantyEndDate)) return null;
  const days = Math.round(dayNumber(warrantyEndDate) - dayNumber(today));
  if (days < 0) return { tone: 'expired', label: 'Warranty ended' };
  if (days === 0) return { tone: 'expiring', label: 'Warranty ends today' };
  if (days === 1) return { tone: 'expiring', label: 'Warranty ends tomorrow' };
  if (days <= warrantyReminderDays) return { tone: 'expiring', label: `Warranty ends in ${days} days` };
  return { tone: 'fresh', label: `Under warranty until ${warrantyEndDate}` };
}

/** The local calendar day as yyyy-MM-dd. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
