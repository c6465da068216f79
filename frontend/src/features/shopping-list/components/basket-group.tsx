import type { ShoppingItem } from '@sous/contracts';
import { ChevronRight, PackageCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast-store';
import { useClearCheckedItems } from '../api/clear-checked';
import { shoppingText } from '../lib/shopping-text';
import { PutAwayDialog } from './put-away-dialog';
import { ShoppingItemRow } from './shopping-item-row';

/**
 * Checked entries, collapsed by default so the list shows what is left to buy. From here the
 * basket is put away into the inventory or cleared.
 */
export function BasketGroup({ items, onToggle }: { items: readonly ShoppingItem[]; onToggle: (item: ShoppingItem) => void }) {
  const [open, setOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [putAway, setPutAway] = useState(false);
  const clear = useClearCheckedItems({
    onSuccess: (removed) => toast({ title: shoppingText.cleared(removed) }),
    meta: { errorTitle: shoppingText.clearFailed },
  });

  return (
    <section aria-labelledby="basket-heading" className="rounded-lg border border-dashed bg-card/50 p-3" data-testid="basket">
      <Collapsible open={open} onOpenChange={setOpen}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="basket-heading" className="text-base font-semibold">
            <CollapsibleTrigger className="inline-flex min-h-11 items-center gap-2 rounded-md pr-2 focus-visible:outline-2 focus-visible:outline-ring md:min-h-9">
              <ChevronRight aria-hidden className={`size-4 transition-transform duration-150 ${open ? 'rotate-90' : ''}`} />
              {shoppingText.basket}
              <Badge variant="secondary">
                <span aria-hidden>{items.length}</span>
                <span className="sr-only">{shoppingText.itemCount(items.length)}</span>
              </Badge>
            </CollapsibleTrigger>
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirmClear(true)} disabled={clear.isPending}>
              {clear.isPending ? <Spinner /> : <Trash2 aria-hidden />}
              {shoppingText.clearChecked}
            </Button>
            <Button size="sm" onClick={() => setPutAway(true)}>
              <PackageCheck aria-hidden />
              {shoppingText.putAway}
            </Button>
          </div>
        </div>
        <CollapsibleContent>
          <ul className="mt-3 flex flex-col gap-2">
            {items.map((item) => (
              <ShoppingItemRow key={item.id} item={item} onToggle={onToggle} />
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={shoppingText.clearCheckedTitle}
        description={shoppingText.clearCheckedText(items.length)}
        cancelLabel={shoppingText.cancel}
        confirmLabel={shoppingText.clearCheckedConfirm}
        destructive
        onConfirm={() => {
          clear.mutate();
          setConfirmClear(false);
        }}
      />
      <PutAwayDialog open={putAway} onOpenChange={setPutAway} items={items} />
    </section>
  );
}
