import type { ExpirationNotification } from '@sous/contracts';
import { X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { badgeVariant, daysLeftText, expiryText } from '../lib/expiry-text';

/**
 * One expiring item: its name and days left, coloured by how soon, with its dismiss button (44 px
 * on phones, where the compact header lists them; 32 px in the desktop ticker). A long name is cut
 * short, never the days left.
 */
export function ExpiryBadge({
  notification,
  pending,
  onDismiss,
  className,
}: {
  notification: ExpirationNotification;
  pending: boolean;
  onDismiss: (notification: ExpirationNotification) => void;
  className?: string;
}) {
  return (
    <Badge variant={badgeVariant(notification.daysUntilExpiry)} className={cn('min-h-11 gap-1.5 py-0 pr-0 pl-3 text-sm md:min-h-8', className)}>
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="truncate font-medium">{notification.foodItemName}</span>
        <span aria-hidden>·</span>
        <span className="shrink-0 tabular-nums">{daysLeftText(notification.daysUntilExpiry)}</span>
      </span>
      <button
        type="button"
        onClick={() => onDismiss(notification)}
        disabled={pending}
        aria-label={expiryText.dismiss(notification.foodItemName)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 md:size-8 dark:hover:bg-white/10"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </Badge>
  );
}
