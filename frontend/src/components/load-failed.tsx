import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A read that failed, in place of what it would have shown: what could not be loaded, the server's
 * reason when it gave one, and a way to ask again. Announced as an alert.
 */
export function LoadFailed({
  title,
  detail,
  onRetry,
  retryLabel = 'Try again',
  className,
}: {
  title: ReactNode;
  /** The server's reason; an empty one is left out rather than shown as a blank line. */
  detail?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  className?: string;
}) {
  return (
    <Alert
      variant="destructive"
      className={className}
      action={
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {retryLabel}
        </Button>
      }
    >
      <p className="font-medium">{title}</p>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
    </Alert>
  );
}
