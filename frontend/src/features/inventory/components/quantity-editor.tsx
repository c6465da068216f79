import type { FoodItemListRow } from '@/lib/api/food-items';
import { pluralizeUnit } from '@sous/kitchen';
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NumberInput } from '@/components/number-input';
import { inventoryText } from '../lib/inventory-text';
import { formatAmount, isValidQuantity } from '../lib/item-list';

/**
 * The quantity of an item, edited in place: the amount is a button; editing shows a field that
 * saves on Enter and cancels on Escape. Saving sends the item's version (another device's newer
 * change is refused with 409, reported by the caller).
 */
export function QuantityEditor({
  item,
  editing,
  pending,
  onEdit,
  onCancel,
  onSave,
}: {
  item: FoodItemListRow;
  editing: boolean;
  pending: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (quantity: string) => void;
}) {
  const [draft, setDraft] = useState(item.quantity);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const amount = formatAmount(item.quantity, item.unit);
  const errorId = `quantity-error-${item.id}`;

  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  if (!editing) {
    return (
      <button
        type="button"
        onClick={() => {
          setDraft(item.quantity);
          setInvalid(false);
          onEdit();
        }}
        aria-label={inventoryText.editQuantityOf(item.name, amount)}
        className="group inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring md:min-h-8"
      >
        {amount}
        <Pencil aria-hidden className="size-3.5 text-muted-foreground opacity-60 group-hover:opacity-100" />
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidQuantity(draft)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    if (draft.trim() === item.quantity) onCancel();
    else onSave(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center gap-1">
        <NumberInput
          ref={input}
          value={draft}
          onValueChange={(value) => {
            setDraft(value);
            setInvalid(false);
          }}
          aria-label={inventoryText.quantityOf(item.name)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="w-20"
          disabled={pending}
          suffix={pluralizeUnit(item.unit, isValidQuantity(draft) ? draft : item.quantity)}
        />
        <Button type="submit" variant="ghost" size="icon" aria-label={inventoryText.save} disabled={pending}>
          {pending ? <Spinner /> : <Check aria-hidden />}
        </Button>
        <Button variant="ghost" size="icon" aria-label={inventoryText.cancel} onClick={onCancel} disabled={pending}>
          <X aria-hidden />
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className="text-xs font-medium text-expired">
          {inventoryText.quantityInvalid}
        </p>
      )}
    </form>
  );
}
