import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Badge } from '@/components/ui/badge';
import { appOutbox, type Outbox, type ReplayResult } from '@/lib/offline';
import { toast } from '@/lib/toast-store';
import { pendingText } from './pending-text';

// a conflict is rare: its dialog loads when one happens, not with the shell
const ConflictDialog = lazy(async () => ({ default: (await import('./pending-conflict-dialog')).PendingConflictDialog }));

/**
 * Replays the outbox whenever the browser is online (at start, after a reload, and on `online`),
 * then reads everything again: the queued rows were only optimistic, and other devices changed
 * things too. Writes the server refused are reported once.
 */
async function sync(outbox: Outbox, refetch: () => Promise<void>): Promise<ReplayResult> {
  const before = outbox.pending().length;
  const result = await outbox.replay();
  for (const { write } of outbox.refused.splice(0)) toast({ variant: 'destructive', title: pendingText.refused(write.label) });
  if (outbox.pending().length !== before || result === 'conflict') await refetch();
  return result;
}

/** 1, 2, 4, 8, 16 s, then every 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

/** The header's "N pending" pill and the theirs / mine choice for a replayed write that conflicts. */
export function PendingWrites({ outbox = appOutbox() }: { outbox?: Outbox }) {
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(outbox.subscribe, outbox.pending);
  const conflict = useSyncExternalStore(outbox.subscribe, outbox.currentConflict);

  useEffect(() => {
    const refetch = () => queryClient.invalidateQueries();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    // A replay that finds no way through (the link not yet up right after `online`, a busy or
    // restarting server, a rate limit) is tried again while the browser says online, sooner first:
    // without it the writes waited for the next `online` event or a reload.
    const run = () => {
      clearTimeout(retry);
      if (stopped || !navigator.onLine) return;
      void sync(outbox, refetch).then((result) => {
        if (stopped) return;
        if (result === 'offline' && outbox.pending().length > 0) {
          retry = setTimeout(run, retryDelayMs(attempt));
          attempt += 1;
        } else attempt = 0;
      });
    };
    const fresh = () => {
      attempt = 0;
      run();
    };
    void outbox.load().then(run);
    window.addEventListener('online', fresh);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', fresh);
    };
  }, [outbox, queryClient]);

  const choose = (choice: 'theirs' | 'mine') => {
    void outbox.resolve(choice).then(() => queryClient.invalidateQueries());
  };
  const isDelete = conflict?.write.method === 'DELETE';

  return (
    <>
      {pending.length > 0 && (
        <Badge variant="outline" className="gap-1" title={pending.map((w) => w.label).join('\n')} data-testid="pending-writes">
          <CloudUpload aria-hidden className="size-3" />
          {pendingText.pill(pending.length)}
        </Badge>
      )}
      {conflict && (
        <Suspense fallback={null}>
          <ConflictDialog label={conflict.write.label} isDelete={isDelete} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
