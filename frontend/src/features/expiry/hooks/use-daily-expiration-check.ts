import { todayIn } from '@sous/kitchen';
import { useEffect } from 'react';
import { useCheckExpiration } from '../api/check-expiration';
import { claimDailyCheck, releaseDailyCheck } from '../lib/daily-check';
import { expiryText } from '../lib/expiry-text';

/**
 * Spec 001 §4: the expiration check runs once per calendar day per browser. The day is remembered
 * in localStorage before the call and forgotten on failure, so the next visit retries. A tab left
 * open overnight checks again when it is shown on the new day. Offline, the check waits for the
 * connection instead of failing with a toast.
 */
export function useDailyExpirationCheck(): void {
  const { mutate } = useCheckExpiration({ meta: { errorTitle: expiryText.checkFailedTitle, errorDescription: expiryText.checkFailedDescription } });

  useEffect(() => {
    const run = () => {
      if (navigator.onLine === false) return;
      const today = todayIn(new Date());
      if (!claimDailyCheck(today)) return;
      mutate(undefined, {
        onError: () => releaseDailyCheck(today),
      });
    };
    run();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', run);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', run);
    };
  }, [mutate]);
}
