import { Wallet } from 'lucide-react';
import { PreferencesSection, type HeadingLevel } from '@/components/preferences/preferences-section';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { formatMoney } from '@/lib/money';

/** Currencies offered first; a saved one outside the list is offered too. */
const commonCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'JPY', 'CNY', 'INR', 'MXN', 'BRL', 'SEK', 'NOK', 'DKK', 'PLN', 'ZAR', 'SGD'];

function currencyName(code: string): string {
  try {
    return new Intl.DisplayNames(undefined, { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The currency prices are entered and money is shown in (issue 21), with an example amount. */
export function CurrencySection({
  value,
  onChange,
  headingLevel,
  disabled,
}: {
  value: string;
  onChange: (currency: string) => void;
  headingLevel: HeadingLevel;
  disabled?: boolean;
}) {
  const options = commonCurrencies.includes(value) ? commonCurrencies : [value, ...commonCurrencies];
  return (
    <PreferencesSection
      headingId="preferences-currency"
      headingLevel={headingLevel}
      icon={Wallet}
      title="Money"
      description={`Prices you enter and money saved or wasted are shown in this currency, e.g. ${formatMoney(12.5, value)}.`}
      bare
    >
      <Field label="Currency">
        {(control) => (
          <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
            {options.map((code) => (
              <option key={code} value={code}>
                {`${currencyName(code)} (${code})`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </PreferencesSection>
  );
}
