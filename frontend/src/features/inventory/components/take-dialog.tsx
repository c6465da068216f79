import type { FoodItemListRow } from '@/lib/api/food-items';
import { expiryStatus, parseQuantity, todayIn } from '@sous/kitchen';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/form-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { NumberInput } from '@/components/number-input';
import { discardReasons, type DiscardReason, type TakeKind } from '../api/consume-or-discard';
import { inventoryText } from '../lib/inventory-text';
import { formatAmount, isValidQuantity } from '../lib/item-list';

/** How much a "Use" starts at: one of it, or all of it when there is less than one. */
export function defaultTakeQuantity(item: FoodItemListRow, kind: TakeKind): string {
  if (kind === 'discard') return item.quantity;
  const amount = parseQuantity(item.quantity);
  return amount !== null && amount > 1 ? '1' : item.quantity;
}

function TakeForm({
  item,
  kind,
  pending,
  onSubmit,
  onCancel,
}: {
  item: FoodItemListRow;
  kind: TakeKind;
  pending: boolean;
  onSubmit: (quantity: string, reason?: DiscardReason) => void;
  onCancel: () => void;
}) {
  const [quantity, setQuantity] = useState(() => defaultTakeQuantity(item, kind));
  const [reason, setReason] = useState<DiscardReason | ''>(() =>
    expiryStatus(item.expirationDate, todayIn(new Date())) === 'expired' ? 'expired' : '',
  );
  const [invalid, setInvalid] = useState(false);
  const amount = formatAmount(item.quantity, item.unit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidQuantity(quantity)) {
      setInvalid(true);
      return;
    }
    onSubmit(quantity.trim(), reason || undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{kind === 'consume' ? inventoryText.useTitle(item.name) : inventoryText.throwAwayTitle(item.name)}</DialogTitle>
        <DialogDescription>{kind === 'consume' ? inventoryText.useDescription(amount) : inventoryText.throwAwayDescription(amount)}</DialogDescription>
      </DialogHeader>
      <Field label={`${inventoryText.quantityOf(item.name)} (${item.unit})`} error={invalid ? inventoryText.quantityInvalid : undefined}>
        {(control) => (
          <div className="flex gap-2">
            <NumberInput
              {...control}
              value={quantity}
              onValueChange={(value) => {
                setQuantity(value);
                setInvalid(false);
              }}
              autoFocus
            />
            <Button variant="outline" onClick={() => setQuantity(item.quantity)}>
              {inventoryText.all}
            </Button>
          </div>
        )}
      </Field>
      {kind === 'discard' && (
        <Field label={inventoryText.reason}>
          {(control) => (
            <NativeSelect {...control} value={reason} onChange={(event) => setReason(event.target.value as DiscardReason | '')}>
              <option value="">{inventoryText.noReason}</option>
              {discardReasons.map((value) => (
                <option key={value} value={value}>
                  {inventoryText.reasons[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <FormFooter
        onCancel={onCancel}
        cancelLabel={inventoryText.cancel}
        pending={pending}
        destructive={kind === 'discard'}
        submitLabel={kind === 'consume' ? inventoryText.use : inventoryText.throwAway}
      />
    </form>
  );
}

/** Use (eaten) or throw away (wasted) some or all of an item. */
export function TakeDialog({
  item,
  kind,
  open,
  pending,
  onOpenChange,
  onSubmit,
  onCloseAutoFocus,
}: {
  item: FoodItemListRow;
  kind: TakeKind;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (quantity: string, reason?: DiscardReason) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <TakeForm item={item} kind={kind} pending={pending} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
