import { Field } from '@/components/ui/field';
import { NumberInput } from '@/components/number-input';
import { currencySymbol, useCurrency } from '@/lib/money';

export const priceFieldText = {
  label: 'Price paid',
  hint: (currency: string) => `Optional: what you paid for this amount, in ${currency}. Used to show money saved and wasted.`,
};

/**
 * The optional "Price paid" field of the Add Food and Edit dialogs (issue 21): the user's currency
 * sign inside the box, the currency named in the hint (the sign alone is ambiguous: "$").
 */
export function PriceField({
  value,
  error,
  onChange,
  hint,
  placeholder = '0.00',
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Instead of the usual hint (the Edit dialog's estimate of a lot's price). */
  hint?: string;
  placeholder?: string;
}) {
  const currency = useCurrency();
  return (
    <Field label={priceFieldText.label} hint={hint ?? priceFieldText.hint(currency)} error={error}>
      {(control) => <NumberInput {...control} prefix={currencySymbol(currency)} value={value} onValueChange={onChange} placeholder={placeholder} />}
    </Field>
  );
}
