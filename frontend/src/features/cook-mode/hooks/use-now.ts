import { useEffect, useState } from 'react';
import { serverNow } from '../lib/server-clock';

/**
 * The server's now, ticking four times a second while `ticking` (a timer runs), for countdowns.
 * A stopped timer shows what it has left, which needs no clock, so nothing ticks then.
 */
export function useServerNow(ticking: boolean): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(serverNow()), 250);
    return () => window.clearInterval(id);
  }, [ticking]);
  return now;
}
