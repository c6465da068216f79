import { defaultCurrency, priceMax, roundCents, type UserPreferences } from '@sous/contracts';
import { parseQuantity } from '@sous/kitchen';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** An amount of money as the reader's locale writes it in `currency` ("$4.50", "4,50 €"). */
export function formatMoney(amount: number, currency: string = defaultCurrency): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    // a code this browser cannot format: still readable
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** The sign shown beside a price field ("$", "€", "CHF"). */
export function currencySymbol(currency: string = defaultCurrency): string {
  try {
    const parts = new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The user's currency from their saved preferences (the shared preferences read), USD until known. */
export function useCurrency(): string {
  const { data } = useQuery({
    queryKey: queryKeys.preferences,
    select: (preferences: UserPreferences) => preferences.currency ?? defaultCurrency,
  });
  return data ?? defaultCurrency;
}

/**
 * A typed price as the API takes it: a number with at most 2 decimals, or null when left empty;
 * a message for anything else. Commas are read as decimal points ("3,99").
 */
export function parsePriceInput(text: string): { price: number | null } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { price: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter an amount such as 3.99' };
  const price = Number(trimmed);
  if (price > priceMax) return { error: `Enter at most ${priceMax}` };
  return { price };
}

/** What a lot is worth as the price field shows it ("4.50"), or '' when it has no price. */
export function lotPriceText(lot: { quantity: string; unitPrice?: number | null }): string {
  const amount = parseQuantity(lot.quantity);
  if (typeof lot.unitPrice !== 'number' || amount === null) return '';
  return roundCents(amount * lot.unitPrice).toFixed(2);
}

/**
 * What an edited price field asks of the lot: nothing when it reads as before, a new price, null
 * to clear it, or the field's error.
 */
export function priceEdit(text: string, before: string): { change: { price: number | null } | null } | { error: string } {
  const parsed = parsePriceInput(text);
  if ('error' in parsed) return parsed;
  const previous = parsePriceInput(before);
  const was = 'price' in previous ? previous.price : null;
  return { change: parsed.price === was ? null : { price: parsed.price } };
}
