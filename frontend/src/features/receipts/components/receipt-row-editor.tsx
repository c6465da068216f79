import type { StorageLocation } from '@sous/contracts';
import { X } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currencySymbol, useCurrency } from '@/lib/money';
import { cn } from '@/lib/utils';
import { isDoubtful, type ReceiptRow, type RowErrors, type RowField } from '../lib/receipt-rows';
import { receiptsText } from '../lib/receipts-text';
import { StorageLocationSelect } from '@/components/storage-location-select';
import { NumberInput } from '@/components/number-input';

/**
 * One cell: a visible short label ("Price"), the control named with the line too ("Price, line 3":
 * a screen reader meets a list of look-alike inputs) and its error. The visible label still
 * focuses the control when clicked; the name comes from `aria-label` so it reads as one phrase.
 */
function Cell({
  field,
  position,
  error,
  className,
  children,
}: {
  field: RowField;
  position: number;
  error?: string;
  className?: string;
  children: (control: { id: string; 'aria-label': string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {receiptsText.fields[field]}
      </label>
      {children({ id, 'aria-label': receiptsText.fieldLabel(receiptsText.fields[field], position), 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <FieldError id={errorId} className="text-xs">
          {error}
        </FieldError>
      )}
    </div>
  );
}

/** One proposed (or hand-added) item of the review, every value editable. */
export function ReceiptRowEditor({
  row,
  position,
  errors,
  locations,
  today,
  disabled,
  autoFocus,
  removeRef,
  onChange,
  onBlur,
  onRemove,
}: {
  row: ReceiptRow;
  /** 1-based, as the labels say it. */
  position: number;
  errors: RowErrors;
  locations: readonly StorageLocation[];
  today: string;
  disabled: boolean;
  autoFocus: boolean;
  removeRef: Ref<HTMLButtonElement>;
  onChange: (field: RowField, value: string) => void;
  onBlur: () => void;
  onRemove: () => void;
}) {
  const currency = useCurrency();
  const symbol = currencySymbol(currency);
  const hintId = useId();
  const doubtful = isDoubtful(row);
  const known = locations.some((location) => location.id === row.storageLocationId);
  const text = (field: 'name' | 'unit' | 'expirationDate') => ({
    value: row[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <li
      aria-label={receiptsText.rowLabel(position, row.name)}
      aria-describedby={row.raw ? hintId : undefined}
      className={cn('flex flex-col gap-2 rounded-lg border p-3', doubtful && 'border-expiring')}
      // left the row, not moved between its fields
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
      }}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground tabular-nums">{position}.</span>
        {row.confidence === null ? (
          <Badge variant="outline">{receiptsText.addedByHand}</Badge>
        ) : doubtful ? (
          <Badge variant="expiring">{receiptsText.checkThis}</Badge>
        ) : (
          <Badge variant="fresh">{receiptsText.sure(row.confidence)}</Badge>
        )}
        {row.raw && (
          <span id={hintId} className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground" title={row.raw}>
            {receiptsText.readAs(row.raw)}
          </span>
        )}
        <Button ref={removeRef} type="button" variant="ghost" size="icon" className="ml-auto" aria-label={receiptsText.remove(position)} disabled={disabled} onClick={onRemove}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-[minmax(0,2.2fr)_minmax(0,0.8fr)_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.4fr)]">
        <Cell field="name" position={position} error={errors.name} className="col-span-2 md:col-span-1">
          {(control) => <Input {...control} {...text('name')} autoFocus={autoFocus} autoComplete="off" />}
        </Cell>
        <Cell field="quantity" position={position} error={errors.quantity}>
          {(control) => <NumberInput {...control} value={row.quantity} disabled={disabled} onValueChange={(value) => onChange('quantity', value)} />}
        </Cell>
        <Cell field="unit" position={position} error={errors.unit}>
          {(control) => <Input {...control} {...text('unit')} autoComplete="off" />}
        </Cell>
        <Cell field="price" position={position} error={errors.price}>
          {(control) => (
            <NumberInput {...control} prefix={symbol} value={row.price} disabled={disabled} onValueChange={(value) => onChange('price', value)} placeholder="0.00" />
          )}
        </Cell>
        <Cell field="storageLocationId" position={position} error={errors.storageLocationId}>
          {(control) => (
            <StorageLocationSelect
              {...control}
              locations={locations}
              leadingOption={known ? undefined : { value: row.storageLocationId, label: row.storageLocationName ?? receiptsText.chooseLocation }}
              value={row.storageLocationId}
              disabled={disabled}
              onValueChange={(id) => onChange('storageLocationId', id)}
            />
          )}
        </Cell>
        <Cell field="expirationDate" position={position} error={errors.expirationDate} className="col-span-2 md:col-span-1">
          {(control) => <Input {...control} {...text('expirationDate')} type="date" min={today} title={receiptsText.expiryHint} />}
        </Cell>
      </div>
    </li>
  );
}
