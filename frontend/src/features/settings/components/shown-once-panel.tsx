import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';

/**
 * A secret the server keeps only as a hash (an API token, a calendar feed link): shown this once,
 * with Copy and Done. After the panel closes nobody, not even the server, can show it again.
 */
export function ShownOncePanel(props: {
  id: string;
  heading: ReactNode;
  warning: ReactNode;
  /** The accessible name of the secret, e.g. "New API token". */
  label: string;
  secret: string;
  /** The toast after a copy, e.g. "Token copied"; the failure names `what` ("the token"). */
  copiedTitle: string;
  what: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      toast({ variant: 'success', title: props.copiedTitle });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: `Select ${props.what} and copy it yourself.` });
    }
  };
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3">
      <h4 id={props.id} className="text-sm font-medium">
        {props.heading}
      </h4>
      <Alert className="border-expiring/40 bg-expiring-soft">{props.warning}</Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <output aria-label={props.label} className="min-w-0 flex-1 font-mono text-sm break-all select-all">
          {props.secret}
        </output>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            Copy
          </Button>
          <Button variant="outline" onClick={props.onDone}>
            Done
          </Button>
        </div>
      </div>
      {props.children}
    </section>
  );
}
