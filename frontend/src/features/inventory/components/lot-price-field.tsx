import type { FoodItemListRow } from '@/lib/api/food-items';
import { pluralizeUnit } from '@sous/kitchen';
import { PriceField, priceFieldText } from '@/components/price-field';
import { Button } from '@/components/ui/button';
import { formatMoney, lotPriceText, useCurrency } from '@/lib/money';
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
  lot: Pick<FoodItemListRow, 'quantity' | 'unit' | 'unitPrice'>;
  value: string;
  /** The lot's price is cleared on save. */
  removing: boolean;
  error?: string;
  onChange: (value: string) => void;
  onRemoveChange: (removing: boolean) => void;
}) {
  const currency = useCurrency();
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
      <PriceField value={value} error={error} onChange={onChange} hint={hint} placeholder={estimated ? `≈ ${estimate}` : undefined} />
      {estimate !== '' && (
        <Button type="button" variant="link" size="sm" className="self-start px-0" aria-pressed={removing} onClick={() => onRemoveChange(!removing)}>
          {removing ? inventoryText.keepPrice : inventoryText.removePrice}
        </Button>
      )}
    </div>
  );
}
