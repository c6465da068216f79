import { messages, timings } from '@sous/contracts';
import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

type Status = 'online' | 'offline' | 'back-online';

/** Spec 000 §4: shown on going offline; 'Back online!' shows for 3 s after reconnecting. */
export function OfflineBanner() {
  const [status, setStatus] = useState<Status>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(hideTimer);
      setStatus('offline');
    };
    const onOnline = () => {
      setStatus('back-online');
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setStatus('online'), timings.backOnlineMs);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {status !== 'online' && (
        <p
          className={cn(
            'flex items-center justify-center gap-2 px-4 py-2 text-sm font-medium',
            status === 'offline' ? 'bg-foreground text-background' : 'bg-primary text-primary-foreground',
          )}
        >
          {status === 'offline' ? <WifiOff aria-hidden className="size-4" /> : <Wifi aria-hidden className="size-4" />}
          {status === 'offline' ? messages.offline : messages.backOnline}
        </p>
      )}
    </div>
  );
}
