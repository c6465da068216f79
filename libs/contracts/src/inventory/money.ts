import { z } from 'zod';

/** The most a price field takes: far above any grocery bill, low enough to stay exact to the cent. */
export const priceMax = 100_000;

/** Two decimals at most, with room for binary rounding (0.29 * 100 is 28.999…). */
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * What was paid for the amount added (issue 21), in the user's currency: a JSON number from 0 to
 * `priceMax` with at most 2 decimals. Text is refused, not coerced: "3,99" or "$4" would be guesses.
 */
export const priceAmount = z
  .number({ error: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(priceMax, `must be at most ${priceMax}`)
  .refine(hasCents, 'must have at most 2 decimals');

/** ISO 4217 codes the runtime can format; checked against `Intl` where it lists them. */
function isKnownCurrency(code: string): boolean {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return supported === null || supported.includes(code);
}

export const defaultCurrency = 'USD';

/** A currency as an ISO 4217 code ("usd" is read as "USD"). */
export const currencyCode = z
  .string({ error: 'must be a currency code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 currency code such as USD')
  .refine(isKnownCurrency, 'must be a known ISO 4217 currency code');

/** Money rounded to the cent, the way every total is shown and stored. */
export function roundCents(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(12)));
  const rounded = (Math.sign(value) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}
