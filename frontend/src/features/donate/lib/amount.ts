import { donationAmount } from '@sous/contracts';

/** Every offered currency has two decimals (see the contract), so minor units are hundredths. */
const minorPerMajor = 100;

/** `2500, 'usd'` → `$25.00` (whole amounts without decimals: `$25`). */
export function formatAmount(minor: number, currency: string, locale?: string): string {
  const whole = minor % minorPerMajor === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / minorPerMajor);
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; message: string };

/**
 * What the donor typed in the custom amount box → minor units. Accepts `12`, `12.5`, `12.50`,
 * `1,000.00` and a leading currency sign (`$`, `€`, `£`, `C$`, `A$`); refuses more than two decimals rather than rounding
 * someone's money. Bounds come from the contract so the form says what the server would.
 */
export function parseAmountInput(text: string, currency: string, locale?: string): AmountCheck {
  const cleaned = text.trim().replace(/^[A-Za-z]{0,2}[$€£]\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter an amount like 12 or 12.50' };
  const [whole, fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * minorPerMajor + Number(fraction.padEnd(2, '0'));
  if (minor < donationAmount.min) return { ok: false, message: `The smallest donation is ${formatAmount(donationAmount.min, currency, locale)}` };
  if (minor > donationAmount.max) return { ok: false, message: `The largest donation is ${formatAmount(donationAmount.max, currency, locale)}` };
  return { ok: true, minor };
}

/** Minor units → the text the custom box shows (`2500` → `25`, `1250` → `12.50`). */
export function amountInputText(minor: number): string {
  const whole = Math.floor(minor / minorPerMajor);
  const cents = minor % minorPerMajor;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
