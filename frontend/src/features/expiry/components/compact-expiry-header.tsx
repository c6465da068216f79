import type { ExpirationNotification } from '@sous/contracts';
import { AlarmClock, ChevronDown, Lightbulb } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { daysLeftText, expiryText } from '../lib/expiry-text';
import { ExpiryBadge } from './expiry-badge';
import { RefreshTipsButton, useWasteTips, WasteTipsList } from './waste-tips-card';

function TipsPopoverBody() {
  const waste = useWasteTips();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Lightbulb aria-hidden className="size-4 text-primary" />
          {expiryText.tipsTitle}
        </p>
        <RefreshTipsButton waste={waste} />
      </div>
      <WasteTipsList waste={waste} />
    </div>
  );
}

/**
 * The chat screen's expiry ticker and waste tips folded into one line for phones (issue 16), so
 * the conversation keeps the screen: how many items are expiring and the first names, opening
 * the full list (each with its dismiss button); and a tips button opening the tips.
 */
export function CompactExpiryHeader({
  notifications,
  pendingId,
  onDismiss,
}: {
  notifications: ExpirationNotification[];
  pendingId: string | null;
  onDismiss: (notification: ExpirationNotification) => void;
}) {
  const names = notifications.map((n) => `${n.foodItemName} ${daysLeftText(n.daysUntilExpiry)}`).join(', ');
  return (
    <section aria-label={expiryText.tickerLabel} data-compact className="flex h-11 min-w-0 items-center gap-1 rounded-lg border bg-card pl-1 shadow-sm">
      {notifications.length === 0 ? (
        <p className="flex min-w-0 flex-1 items-center gap-2 px-2 text-sm text-muted-foreground">
          <AlarmClock aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{expiryText.nothingExpiring}</span>
        </p>
      ) : (
        <Popover>
          <PopoverTrigger
            aria-label={`${expiryText.showExpiring}: ${expiryText.compactSummary(notifications.length)}`}
            className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <AlarmClock aria-hidden className="size-4 shrink-0 text-expiring" />
            <span className="shrink-0 font-medium text-expiring tabular-nums">{expiryText.compactSummary(notifications.length)}</span>
            <span className="min-w-0 truncate text-muted-foreground">{names}</span>
            <ChevronDown aria-hidden className="ml-auto size-4 shrink-0 text-muted-foreground" />
          </PopoverTrigger>
          <PopoverContent className="w-[calc(100vw-2rem)] max-w-sm">
            <ul className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto">
              {notifications.map((n) => (
                <li key={n.id}>
                  <ExpiryBadge notification={n} pending={pendingId === n.id} onDismiss={onDismiss} className="w-full justify-between" />
                </li>
              ))}
            </ul>
          </PopoverContent>
        </Popover>
      )}
      <Popover>
        <PopoverTrigger
          aria-label={expiryText.tipsTitle}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Lightbulb aria-hidden className="size-4" />
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[calc(100vw-2rem)] max-w-sm">
          <TipsPopoverBody />
        </PopoverContent>
      </Popover>
    </section>
  );
}
