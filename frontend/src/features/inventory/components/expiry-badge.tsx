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

/** Red once past, amber within 3 days, green after (DESIGN §9 meaning colours). */
export function ExpiryBadge({ expirationDate, today }: { expirationDate: string | null; today: IsoDate }) {
  const status = expiryStatus(expirationDate, today);
  const variant = status === 'unknown' ? 'outline' : status === 'expiring' ? 'expiring' : status;
  return (
    <Badge variant={variant} title={expirationDate ? formatDay(expirationDate) : undefined} data-status={status}>
      {expiryLabel(expirationDate, today)}
    </Badge>
  );
}
