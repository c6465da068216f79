import type { FoodItemListRow } from '@/lib/api/food-items';
import { CloudUpload } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { inventoryText } from '../lib/inventory-text';

/**
 * Stands in for a card's actions while it was added offline and not sent yet: its `pending:` id is
 * nothing the server knows, so a use, edit, move or delete by that id would fail on replay.
 */
export function PendingBadge({ item }: { item: Pick<FoodItemListRow, 'name'> }) {
  return (
    <Badge variant="outline" className="shrink-0 gap-1" title={inventoryText.waitingToSyncHint(item.name)}>
      <CloudUpload aria-hidden className="size-3" />
      {inventoryText.waitingToSync}
    </Badge>
  );
}
