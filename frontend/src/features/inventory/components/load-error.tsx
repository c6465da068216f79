import { LoadFailed } from '@/components/load-failed';
import { serverMessage } from '@/lib/form-errors';
import { inventoryText } from '../lib/inventory-text';

/** A list that could not be read: what happened and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadFailed title={inventoryText.loadFailed} detail={serverMessage(error, '')} retryLabel={inventoryText.retry} onRetry={onRetry} />;
}
