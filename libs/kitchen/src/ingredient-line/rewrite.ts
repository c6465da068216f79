/** A line with its amount rewritten (scaled), every other character as written. */
import type { AmountLayout } from './parse-line.js';

/** New values for the numbers a line writes: the count (and range end), and an added amount. */
export interface RewrittenNumbers {
  value: number;
  max: number | null;
  /** The second amount of '1 cup plus 2 tablespoons'. */
  plus?: number;
  /** The upper end of '1/2 cup to 3/4 cup'. */
  upTo?: number;
}

/**
 * `line` with the numbers of the amount `layout` found replaced by `numbers` as `format` writes
 * them: '2-3 cloves' → '4-6 cloves', 'Juice of 1 lemon' → 'Juice of 2 lemon', 'a dozen eggs' →
 * '24 eggs', '1 cup plus 2 tablespoons' → '2 cup plus 4 tablespoons'. An amount implied by its unit
 * ('Pinch of salt') gets its number before the unit: '2 pinch of salt'. An amount in words that
 * did not change stays as written ('One 3-pound chicken'). Only the numbers change: the plurals
 * are `scaleIngredientLine`'s ('Juice of 2 lemons', '2 pinches of salt').
 */
export function rewriteAmount(line: string, layout: AmountLayout, numbers: RewrittenNumbers, format: (value: number) => string): string {
  const { amount } = layout;
  const { value, max } = numbers;
  const worded = amount === null || !/\d/.test(line.slice(amount.start, amount.end));
  const same = Math.abs(value - layout.value) < 1e-9 && (layout.max === null || (max !== null && Math.abs(max - layout.max) < 1e-9));
  if (worded && same) return line;
  // a second written number after the unit: the added amount or the upper end with its own unit
  const second = layout.unit.plus?.number ?? layout.unit.upTo?.number;
  const secondValue = layout.unit.plus ? numbers.plus : numbers.upTo;
  const tail = second && secondValue !== undefined ? (from: number) => line.slice(from, second.start) + format(secondValue) + line.slice(second.end) : (from: number) => line.slice(from);
  if (amount?.high && max !== null) {
    const { low, high } = amount;
    return line.slice(0, low.start) + format(value) + line.slice(low.end, high.start) + format(max) + tail(high.end);
  }
  if (amount) return line.slice(0, amount.start) + format(value) + tail(amount.end);
  const at = layout.impliedAt ?? 0;
  const rest = line.slice(at);
  return `${line.slice(0, at)}${format(value)} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
}
