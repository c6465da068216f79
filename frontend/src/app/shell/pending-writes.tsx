import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { appOutbox, type Outbox, type ReplayResult } from '@/lib/offline';
import { toast } from '@/lib/toast-store';

export const pendingText = {
  pill: (count: number) => `${count} pending`,
  conflictTitle: 'Changed on another device',
  conflictDescription: (label: string) => `"${label}" was made offline, and this was changed on another device meanwhile.`,
  deleteDescription: (label: string) => `"${label}" was made offline, and this was changed or removed on another device meanwhile.`,
  keepTheirs: 'Keep theirs',
  useMine: 'Use mine',
  deleteAnyway: 'Delete anyway',
  refused: (label: string) => `"${label}" could not be saved`,
} as const;

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

/** The header's "N pending" pill and the theirs / mine choice for a replayed write that conflicts. */
export function PendingWrites({ outbox = appOutbox() }: { outbox?: Outbox }) {
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(outbox.subscribe, outbox.pending);
  const conflict = useSyncExternalStore(outbox.subscribe, outbox.currentConflict);

  useEffect(() => {
    const refetch = () => queryClient.invalidateQueries();
    const run = () => {
      if (navigator.onLine) void sync(outbox, refetch);
    };
    void outbox.load().then(run);
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
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
      <AlertDialog open={conflict !== null}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{pendingText.conflictTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {conflict && (isDelete ? pendingText.deleteDescription(conflict.write.label) : pendingText.conflictDescription(conflict.write.label))}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <Button variant="outline" onClick={() => choose('theirs')}>
              {pendingText.keepTheirs}
            </Button>
            <Button onClick={() => choose('mine')}>{isDelete ? pendingText.deleteAnyway : pendingText.useMine}</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
