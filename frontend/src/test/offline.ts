import { vi } from 'vitest';
import { appOutbox, resetAppOutbox } from '@/lib/offline';

/**
 * The browser goes offline with an empty app outbox (in memory under jsdom): writes that may be
 * queued land in `appOutbox()`. The config's `restoreMocks` puts `navigator.onLine` back; call
 * `resetAppOutbox()` after the test so the next one starts empty.
 */
export function goOffline() {
  resetAppOutbox();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return {
    /** The queued writes as the pending list shows them: method, path, body and label. */
    queued: () => appOutbox().pending().map(({ method, path, body, label }) => ({ method, path, body, label })),
  };
}
