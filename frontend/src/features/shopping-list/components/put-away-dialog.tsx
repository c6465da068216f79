import type { ShoppingItem } from '@sous/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormFooter } from '@/components/form-footer';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStorageLocations } from '@/lib/api/storage-locations';
import { toast } from '@/lib/toast-store';
import { usePurchaseShoppingItems } from '../api/purchase-items';
import { putAwaySummary } from '../lib/put-away-summary';
import { shoppingText } from '../lib/shopping-text';
import { StorageLocationField } from '@/components/storage-location-select';

const AUTOMATIC = '';

/** One line per bought entry, in the inventory's words, then how many more there were. */
function PutAwayLines({ lines, more }: { lines: readonly string[]; more: number }) {
  return (
    <ul className="flex flex-col gap-0.5" data-testid="put-away-lines">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
      {more > 0 && <li>{shoppingText.putAwayMore(more)}</li>}
    </ul>
  );
}

function PutAwayForm({ items, onClose }: { items: readonly ShoppingItem[]; onClose: () => void }) {
  const locations = useStorageLocations();
  const [target, setTarget] = useState(AUTOMATIC);
  const purchase = usePurchaseShoppingItems({
    onSuccess: (answer) => {
      const { lines, more } = putAwaySummary(answer);
      toast({
        variant: 'success',
        title: shoppingText.putAwayDone,
        description: lines.length === 0 ? shoppingText.putAwayDoneText(answer.purchased) : <PutAwayLines lines={lines} more={more} />,
        // several sentences take longer to read than the default 5 s
        duration: lines.length > 1 ? 8000 : undefined,
      });
      onClose();
    },
    meta: { errorTitle: shoppingText.putAwayFailed },
  });
  const noLocations = locations.isSuccess && locations.data.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    purchase.mutate({ itemIds: items.map((item) => item.id), ...(target === AUTOMATIC ? {} : { storageLocationId: target }) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{shoppingText.putAwayTitle}</DialogTitle>
        <DialogDescription>{shoppingText.putAwayText(items.length)}</DialogDescription>
      </DialogHeader>
      {noLocations ? (
        <Alert variant="destructive">
          <p>{shoppingText.noLocations}</p>
          <Link to="/inventory" className="font-medium text-primary underline underline-offset-4">
            {shoppingText.manageLocations}
          </Link>
        </Alert>
      ) : (
        <StorageLocationField
          label={shoppingText.putAwayWhere}
          hint={target === AUTOMATIC ? shoppingText.putAwayAutomaticHint : undefined}
          locations={locations.data ?? []}
          leadingOption={{ value: AUTOMATIC, label: shoppingText.putAwayAutomatic }}
          value={target}
          onValueChange={setTarget}
          autoFocus
        />
      )}
      <FormFooter
        onCancel={onClose}
        cancelLabel={shoppingText.cancel}
        pending={purchase.isPending}
        submitDisabled={noLocations || items.length === 0}
        submitLabel={shoppingText.putAwayConfirm}
      />
    </form>
  );
}

/** Moves the basket into the inventory: to one storage location, or each item where it belongs. */
export function PutAwayDialog({ open, onOpenChange, items }: { open: boolean; onOpenChange: (open: boolean) => void; items: readonly ShoppingItem[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-md">{open && <PutAwayForm items={items} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}
