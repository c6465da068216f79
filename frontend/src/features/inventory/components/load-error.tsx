import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/form-errors';
import { inventoryText } from '../lib/inventory-text';

/** A list that could not be read: what happened and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      variant="destructive"
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden />
          {inventoryText.retry}
        </Button>
      }
    >
      <p className="font-medium">{inventoryText.loadFailed}</p>
      <p className="text-muted-foreground">{serverMessage(error, '')}</p>
    </Alert>
  );
}
