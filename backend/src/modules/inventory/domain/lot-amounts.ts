import { addAmounts as addKitchenAmounts, convertAmount as convertKitchenAmount, formatScaled, parseQuantity } from '@sous/kitchen';

/** An amount as a food item stores it: numeric text (fractions allowed) and a unit. */
export interface Amount {
  quantity: string;
  unit: string;
}

/**
 * `amount` expressed in `unit` as numeric text ('8 oz' in lb → '0.5'; cups and grams through the
 * food's density when `food`, a food key, has one), or null when they cannot be compared.
 */
export function convertAmount(amount: Amount, unit: string, food?: string | null): string | null {
  const value = parseQuantity(amount.quantity);
  if (value === null) return null;
  const converted = convertKitchenAmount(value, amount.unit, unit, food);
  return converted === null ? null : formatScaled(converted);
}

/** `a + b` in `a`'s unit (1 lb + 8 oz = 1.5 lb), or null when `b` does not convert to it. */
export function addAmounts(a: Amount, b: Amount, food?: string | null): string | null {
  const left = parseQuantity(a.quantity);
  const right = parseQuantity(b.quantity);
  if (left === null || right === null) return null;
  const sum = addKitchenAmounts({ quantity: left, unit: a.unit }, { quantity: right, unit: b.unit }, food ?? undefined);
  return sum === null ? null : formatScaled(sum.quantity);
}

/** The sum of the amounts that convert to `unit`, and how many did. */
export function totalIn(unit: string, amounts: readonly Amount[], food?: string | null): { quantity: string; counted: number } {
  let sum = 0;
  let counted = 0;
  for (const amount of amounts) {
    const converted = convertAmount(amount, unit, food);
    if (converted === null) continue;
    sum += Number(converted);
    counted += 1;
  }
  return { quantity: formatScaled(sum), counted };
}
