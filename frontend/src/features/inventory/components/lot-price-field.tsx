import type { FoodItem } from '@sous/contracts';
import { pluralizeUnit } from '@sous/kitchen';
import { priceFieldText } from '@/components/price-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currencySymbol, formatMoney, lotPriceText, useCurrency } from '@/lib/money';
import { inventoryText } from '../lib/inventory-text';

/**
 * The Edit dialog's "Price paid" for the chosen lot (issue 29). The server keeps a price per unit,
 * so what this lot "cost" is worked out (1.5 lb at $4.00 a pound) and may not be what anyone paid:
 * it is shown as an estimate beside an empty field, never as the field's value, so only a price the
 * user types is saved. "Remove price" clears the lot's price on save.
 */
export function LotPriceField({
  lot,
  value,
  removing,
  error,
  onChange,
  onRemoveChange,
}: {
  lot: Pick<FoodItem, 'quantity' | 'unit' | 'unitPrice'>;
  value: string;
  /** The lot's price is cleared on save. */
  removing: boolean;
  error?: string;
  onChange: (value: string) => void;
  onRemoveChange: (removing: boolean) => void;
}) {
  const currency = useCurrency();
  const symbol = currencySymbol(currency);
  const estimate = lotPriceText(lot);
  const perUnit = typeof lot.unitPrice === 'number' ? formatMoney(lot.unitPrice, currency) : null;
  const estimated = estimate !== '' && perUnit !== null && !removing;
  const hint = estimated
    ? inventoryText.estimatedPrice(formatMoney(Number(estimate), currency), perUnit, pluralizeUnit(lot.unit, 1))
    : removing
      ? inventoryText.priceRemoved
      : priceFieldText.hint(currency);
  return (
    <div className="flex flex-col gap-1">
      <Field label={priceFieldText.label} hint={hint} error={error}>
        {(control) => (
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
              {symbol}
            </span>
            <Input
              {...control}
              inputMode="decimal"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              placeholder={estimated ? `≈ ${estimate}` : '0.00'}
              className="tabular-nums"
              style={{ paddingLeft: `${1.25 + symbol.length * 0.6}rem` }}
              autoComplete="off"
            />
          </div>
        )}
      </Field>
      {estimate !== '' && (
        <Button type="button" variant="link" size="sm" className="self-start px-0" aria-pressed={removing} onClick={() => onRemoveChange(!removing)}>
          {removing ? inventoryText.keepPrice : inventoryText.removePrice}
        </Button>
      )}
    </div>
  );
}
