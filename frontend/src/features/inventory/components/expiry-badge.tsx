import { daysUntilExpiry, expiryStatus, type IsoDate } from '@sous/kitchen';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '../lib/dates';

export { formatDay };

/** The words for how long an item has: "Expires today", "Expires in 2 days", "Expired 3 days ago". */
export function expiryLabel(expirationDate: string | null, today: IsoDate): string {
  const days = daysUntilExpiry(expirationDate, today);
  if (days === null) return 'No expiry date';
  if (days < 0) return days === -1 ? 'Expired yesterday' : `Expired ${-days} days ago`;
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

/** The few characters a phone's list row has room for: "Today", "Tomorrow", "12 days", "Expired". */
export function shortExpiryLabel(expirationDate: string | null, today: IsoDate): string {
  const days = daysUntilExpiry(expirationDate, today);
  if (days === null) return 'No date';
  if (days < 0) return 'Expired';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days`;
}

/**
 * Red once past, amber within 3 days, green after (DESIGN §9 meaning colours). `compact` (the
 * phone's list row, issue 29) shows the short label under 640 px, where the name needs the room;
 * the full words stay for screen readers and wider screens.
 */
export function ExpiryBadge({ expirationDate, today, compact = false }: { expirationDate: string | null; today: IsoDate; compact?: boolean }) {
  const status = expiryStatus(expirationDate, today);
  const variant = status === 'unknown' ? 'outline' : status === 'expiring' ? 'expiring' : status;
  const label = expiryLabel(expirationDate, today);
  return (
    <Badge variant={variant} title={expirationDate ? formatDay(expirationDate) : undefined} data-status={status} className={compact ? 'shrink-0' : undefined}>
      {compact ? (
        <>
          <span aria-hidden className="sm:hidden">
            {shortExpiryLabel(expirationDate, today)}
          </span>
          <span className="sr-only sm:not-sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </Badge>
  );
}
