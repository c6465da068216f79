/**
 * Expiry and abundance of food items (spec 000 §5 and §9): expiring means 3 days or fewer, in whole
 * calendar days; abundant means a quantity above 5.
 *
 * An item whose date has passed is 'expired', not 'expiring': expiring items are the ones still
 * worth cooking first, which is what the smart recipe and the notifications ask for.
 */
import { daysBetween, isValidIsoDate, type IsoDate } from './dates.js';
import { parseQuantity } from './quantity.js';

export const EXPIRING_WITHIN_DAYS = 3;
export const ABUNDANT_ABOVE_QUANTITY = 5;

export type ExpiryStatus = 'expired' | 'expiring' | 'fresh' | 'unknown';

/** The fields of a food item that expiry and abundance look at. */
export interface StockedItem {
  name: string;
  quantity: string | number | null;
  unit: string | null;
  expirationDate?: string | null;
}

/**
 * Whole days from `today` to the expiration date: 0 when it expires today, negative once past;
 * null when the item has no (valid) date.
 */
export function daysUntilExpiry(expirationDate: string | null | undefined, today: IsoDate): number | null {
  if (!isValidIsoDate(expirationDate)) return null;
  return daysBetween(today, expirationDate);
}

/** 'expired' (past), 'expiring' (today up to 3 days ahead), 'fresh' (later) or 'unknown' (no date). */
export function expiryStatus(expirationDate: string | null | undefined, today: IsoDate): ExpiryStatus {
  const days = daysUntilExpiry(expirationDate, today);
  if (days === null) return 'unknown';
  if (days < 0) return 'expired';
  return days <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'fresh';
}

/**
 * True when the item expires between today and `withinDays` days from now, both included.
 * `withinDays` lets the notifications use the user's expirationAlertDays.
 */
export function isExpiring(
  item: { expirationDate?: string | null },
  today: IsoDate,
  withinDays: number = EXPIRING_WITHIN_DAYS,
): boolean {
  const days = daysUntilExpiry(item.expirationDate, today);
  return days !== null && days >= 0 && days <= withinDays;
}

/** True when a quantity text is a number above 5 ('6', '5.5', '12 1/2'); false for non-numbers. */
export function isAbundant(quantity: string | number | null | undefined): boolean {
  const value = parseQuantity(quantity);
  return value !== null && value > ABUNDANT_ABOVE_QUANTITY;
}

export interface ExpiringItemSummary {
  name: string;
  quantity: string;
  unit: string;
  daysUntilExpiration: number;
}

export interface AbundantItemSummary {
  name: string;
  quantity: string;
  unit: string;
}

export interface SmartRecipeItems {
  expiringItems: ExpiringItemSummary[];
  abundantItems: AbundantItemSummary[];
}

const asText = (value: string | number | null): string => (value === null ? '' : String(value).trim());

/**
 * The expiringItems and abundantItems of the smart-recipe body (spec 000 §7): expiring items
 * soonest first (then by name); abundant items that are not already listed as expiring, largest
 * quantity first. Expired items are left out of both: they should not be cooked.
 */
export function partitionForSmartRecipe(
  items: readonly StockedItem[],
  today: IsoDate,
  withinDays: number = EXPIRING_WITHIN_DAYS,
): SmartRecipeItems {
  const expiring: ExpiringItemSummary[] = [];
  const abundant: (AbundantItemSummary & { amount: number })[] = [];
  for (const item of items) {
    const days = daysUntilExpiry(item.expirationDate, today);
    const summary = { name: item.name, quantity: asText(item.quantity), unit: asText(item.unit) };
    if (days !== null && days < 0) continue;
    if (isExpiring(item, today, withinDays) && days !== null) {
      expiring.push({ ...summary, daysUntilExpiration: days });
    } else if (isAbundant(item.quantity)) {
      abundant.push({ ...summary, amount: parseQuantity(item.quantity) ?? 0 });
    }
  }
  return {
    expiringItems: expiring.sort((a, b) => a.daysUntilExpiration - b.daysUntilExpiration || a.name.localeCompare(b.name)),
    abundantItems: abundant
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
      .map(({ name, quantity, unit }) => ({ name, quantity, unit })),
  };
}
