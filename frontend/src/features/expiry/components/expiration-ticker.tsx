import type { ExpirationNotification } from '@sous/contracts';
import { AlarmClock } from 'lucide-react';
import { useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { toast } from '@/lib/toast-store';
import { useExpirationNotifications } from '../api/get-expiration-notifications';
import { useDismissNotification } from '../api/dismiss-notification';
import { expiryText, phoneQuery } from '../lib/expiry-text';
import { tickerPixelsPerSecond, tickerSpeed } from '../lib/ticker-speed';
import { useMarquee } from '../hooks/use-marquee';
import { CompactExpiryHeader } from './compact-expiry-header';
import { ExpiryBadge } from './expiry-badge';

function TickerEntries({
  notifications,
  hidden = false,
  pendingId,
  onDismiss,
}: {
  notifications: ExpirationNotification[];
  hidden?: boolean;
  pendingId: string | null;
  onDismiss: (notification: ExpirationNotification) => void;
}) {
  return (
    <ul className="flex shrink-0 items-center gap-2" aria-hidden={hidden || undefined} inert={hidden || undefined}>
      {notifications.map((n) => (
        <li key={n.id}>
          <ExpiryBadge notification={n} pending={pendingId === n.id} onDismiss={onDismiss} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 001 §2: a ticker of the items about to expire, each with its days left and a dismiss
 * button. It moves at 'normal' speed above 5 notifications, slowly otherwise, only when the list
 * does not fit, and never under reduced motion; hovering or focusing it pauses it. Under 768 px it
 * is the compact one-line header with the waste tips instead (issue 16).
 */
export function ExpirationTicker() {
  const { data: notifications = [] } = useExpirationNotifications();
  const dismiss = useDismissNotification({ meta: { errorTitle: expiryText.dismissFailedTitle, errorDescription: expiryText.dismissFailedDescription } });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const phone = useMediaQuery(phoneQuery);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const speed = tickerSpeed(notifications.length);
  const marquee = useMarquee(viewport, track, {
    enabled: !reducedMotion && !phone,
    pxPerSecond: tickerPixelsPerSecond[speed],
    contentKey: notifications.map((n) => `${n.id}:${n.daysUntilExpiry}`).join('|'),
  });

  const onDismiss = (notification: ExpirationNotification) =>
    dismiss.mutate(notification.id, {
      onSuccess: () => toast({ title: expiryText.dismissed }),
    });
  const pendingId = dismiss.isPending ? dismiss.variables : null;

  // on phones the ticker and the tips are one line (WasteTipsCard steps aside there)
  if (phone) return <CompactExpiryHeader notifications={notifications} pendingId={pendingId} onDismiss={onDismiss} />;
  if (notifications.length === 0) return null;

  return (
    <section
      aria-label={expiryText.tickerLabel}
      data-speed={speed}
      className="flex min-w-0 items-center gap-2 rounded-lg border bg-card py-1.5 pl-3 shadow-sm"
    >
      <span className="flex shrink-0 items-center gap-1.5 text-sm font-medium text-expiring">
        <AlarmClock aria-hidden className="size-4" />
        <span className="hidden sm:inline">{expiryText.tickerLabel}</span>
      </span>
      <div
        ref={viewport}
        onPointerEnter={marquee.pause}
        onPointerLeave={marquee.resume}
        onFocus={marquee.pause}
        onBlur={marquee.resume}
        className={cn(
          'min-w-0 flex-1 pr-1.5',
          marquee.looping ? 'overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)]' : 'overflow-x-auto',
        )}
      >
        <div ref={track} className="flex w-max gap-2">
          <TickerEntries notifications={notifications} pendingId={pendingId} onDismiss={onDismiss} />
          {marquee.looping && <TickerEntries notifications={notifications} hidden pendingId={pendingId} onDismiss={onDismiss} />}
        </div>
      </div>
    </section>
  );
}
