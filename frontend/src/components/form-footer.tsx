import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * The end of a form: cancel, then submit. While the form's write runs both are disabled (a second
 * submit would send it twice, a cancel would hide a write that still lands) and submit shows a spinner.
 */
export function FormFooter({
  submitLabel,
  pendingLabel,
  onCancel,
  cancelLabel = 'Cancel',
  pending = false,
  submitDisabled = false,
  destructive = false,
  icon,
  className,
}: {
  submitLabel: ReactNode;
  /** The submit button's text while pending (e.g. "Saving…"); the submit label otherwise. */
  pendingLabel?: ReactNode;
  onCancel: () => void;
  cancelLabel?: ReactNode;
  pending?: boolean;
  /** The form cannot be sent yet (nothing chosen, nowhere to put it). */
  submitDisabled?: boolean;
  destructive?: boolean;
  /** An icon before the submit label; the spinner takes its place while pending. */
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending || submitDisabled} aria-busy={pending || undefined}>
        {pending ? <Spinner /> : icon}
        {pending && pendingLabel !== undefined ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
