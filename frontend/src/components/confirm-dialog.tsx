import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it has one: Radix hands focus back to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What the choice needs besides yes or no (a place to move items to, a note). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's text while the write runs (e.g. "Leaving..."); the confirm label otherwise. */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  /** While true both buttons are disabled, so the answer cannot be sent twice or the dialog left mid-write. */
  pending?: boolean;
  confirmDisabled?: boolean;
  /** A failed confirm, said inside the dialog (the server's message, else `errorFallback`) so it can be retried. */
  error?: Error | null;
  errorFallback?: string;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The "are you sure?" of the app: an alert dialog (Escape cancels, an outside click does not, the
 * cancel button takes focus on open) with the confirm button last.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { pending = false } = props;
  return (
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger && <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={props.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {props.children}
        {props.error && <Alert variant="destructive">{serverMessage(props.error, props.errorFallback ?? 'That did not work. Please try again.')}</Alert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{props.cancelLabel ?? 'Cancel'}</AlertDialogCancel>
          <Button
            variant={props.destructive ? 'destructive' : 'default'}
            onClick={props.onConfirm}
            disabled={pending || props.confirmDisabled}
            aria-busy={pending || undefined}
          >
            {pending && <Spinner />}
            {pending && props.pendingLabel !== undefined ? props.pendingLabel : props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
