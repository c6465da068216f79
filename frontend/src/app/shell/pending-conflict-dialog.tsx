import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { pendingText } from './pending-text';

/** The theirs / mine choice for a replayed offline write that conflicts with a change made elsewhere. */
export function PendingConflictDialog({ label, isDelete, onChoose }: { label: string; isDelete: boolean; onChoose: (choice: 'theirs' | 'mine') => void }) {
  return (
    <AlertDialog open>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{pendingText.conflictTitle}</AlertDialogTitle>
          <AlertDialogDescription>{isDelete ? pendingText.deleteDescription(label) : pendingText.conflictDescription(label)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={() => onChoose('theirs')}>
            {pendingText.keepTheirs}
          </Button>
          <Button onClick={() => onChoose('mine')}>{isDelete ? pendingText.deleteAnyway : pendingText.useMine}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
