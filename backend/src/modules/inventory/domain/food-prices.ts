import { roundCents } from '@sous/contracts';
import { convertAmount, parseQuantity } from '@sous/kitchen';

/** A lot's amount and what one of its units cost (null: no price given). */
export interface PricedAmount {
  quantity: string;
  unit: string;
  unitPrice: number | null;
}

/** A price kept in the food's history: what one `unit` cost. */
export interface KnownPrice {
  unitPrice: number;
  unit: string;
}

/** Twelve significant digits: 4.8 / 12 is 0.4, not 0.39999999999999997; far finer than a cent. */
const tidy = (value: number) => Number(value.toPrecision(12));

/** What one unit cost when `price` was paid for `quantity` of it; null for an amount that is not a number. */
export function unitPriceOf(price: number, quantity: string): number | null {
  const amount = parseQuantity(quantity);
  return amount === null || amount <= 0 ? null : tidy(price / amount);
}

/**
 * A price per one `from` as a price per one `to` ($4/lb is $0.25/oz); through the food's density
 * when the units measure different things; null when they cannot be compared for that food.
 */
export function convertUnitPrice(unitPrice: number, from: string, to: string, food?: string | null): number | null {
  // one `to` holds this many `from`
  const fromPerTo = convertAmount(1, to, from, food);
  return fromPerTo === null ? null : tidy(unitPrice * fromPerTo);
}

/** What `quantity` of a lot is worth at `unitPrice`, to the cent; null when the amount is not a number. */
export function valueOf(quantity: string, unitPrice: number): number | null {
  const amount = parseQuantity(quantity);
  return amount === null ? null : roundCents(amount * unitPrice);
}

/**
 * The unit price of a lot after `added` joined it and its quantity became `mergedQuantity` (in the
 * lot's unit): what both parts cost over the whole amount. When only one part has a price, that
 * price is the best there is for the same food bought again, so the lot takes it (converted).
 */
export function mergedUnitPrice(lot: PricedAmount, added: PricedAmount, mergedQuantity: string, food?: string | null): number | null {
  const addedInLotUnit = added.unitPrice === null ? null : convertUnitPrice(added.unitPrice, added.unit, lot.unit, food);
  if (lot.unitPrice === null) return addedInLotUnit;
  if (added.unitPrice === null) return lot.unitPrice;
  const total = parseQuantity(mergedQuantity);
  const lotAmount = parseQuantity(lot.quantity);
  const addedAmount = parseQuantity(added.quantity);
  if (total === null || total <= 0 || lotAmount === null || addedAmount === null) return addedInLotUnit ?? lot.unitPrice;
  return tidy((lotAmount * lot.unitPrice + addedAmount * added.unitPrice) / total);
}

/**
 * The unit price of a lot whose unit changed from `from` to `to`: the lot is worth the same
 * (1.5 lb at $4/lb is 24 oz at $0.25/oz). A relabel between units that do not convert keeps it.
 */
export function unitPriceAfterUnitChange(unitPrice: number | null, from: string, to: string, food?: string | null): number | null {
  if (unitPrice === null) return null;
  return convertUnitPrice(unitPrice, from, to, food) ?? unitPrice;
}

/** The first of a food's known prices (latest first) that converts to `unit`, per one `unit`. */
export function estimateUnitPrice(history: readonly KnownPrice[], unit: string, food?: string | null): number | null {
  for (const known of history) {
    const converted = convertUnitPrice(known.unitPrice, known.unit, unit, food);
    if (converted !== null) return converted;
  }
  return null;
}
