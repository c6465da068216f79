/**
 * An item while the lines around it are read, and the rules that give it the weight, multi-buy
 * and price of the amount lines printed under or above it.
 */
import { roundTo } from '../quantity.js';
import type { LineKind } from './classify-line.js';
import type { MultiBuyReading, WeightReading } from './receipt-amounts.js';

const round2 = (value: number): number => roundTo(value, 2);

/** An item while the lines under it may still add its weight, count or discount. */
export interface Draft {
  line: number;
  raw: string;
  name: string;
  price: number | null;
  weight: WeightReading | null;
  multiBuy: MultiBuyReading | null;
  size: { quantity: number; unit: string } | null;
  /** The line needed repairs (misread digits, split decimals, a doubled sign): it read less cleanly. */
  repaired: boolean;
  /** Printed under a non-food department heading ('HEALTH AND BEAUTY'). */
  nonFoodSection: boolean;
}

/** A line as read: its place, text and kind. */
export interface ReadLine {
  index: number;
  raw: string;
  cleaned: string;
  kind: LineKind;
}

export type AmountLine = Extract<LineKind, { kind: 'amount' }>;

/** What a receipt line bought: its weight, else its count times the size in its name. */
export function amountOf(draft: Draft): { quantity: number; unit: string } {
  if (draft.weight) return { quantity: draft.weight.quantity, unit: draft.weight.unit };
  const count = draft.multiBuy?.count ?? 1;
  if (draft.size) return { quantity: roundTo(draft.size.quantity * count, 3), unit: draft.size.unit };
  return { quantity: count, unit: 'item' };
}

/** What an amount line says the item cost: the weight times its unit price, or the multi-buy's total. */
export function computedTotal(kind: AmountLine): number | null {
  if (kind.weight) return round2(kind.weight.quantity * kind.weight.unitPrice);
  return kind.multiBuy?.total ?? null;
}

export const samePrice = (a: number | null, b: number | null): boolean => a !== null && b !== null && Math.abs(a - b) < 0.011;

/** Whether an item can still take this amount line (one weight, one multi-buy each). */
export const takes = (draft: Draft | ItemLine, kind: AmountLine): boolean =>
  !(kind.weight !== null && draft.weight !== null) && !(kind.multiBuy !== null && draft.multiBuy !== null);

export type ItemLine = Extract<LineKind, { kind: 'item' }>;

/** The item right above and right below a line (blank lines between do not count), when they are items. */
export function neighbours(lines: readonly ReadLine[], at: number): { above: ItemLine | null; below: ItemLine | null } {
  const near = (step: -1 | 1): ItemLine | null => {
    for (let i = at + step; i >= 0 && i < lines.length; i += step) {
      const kind = lines[i].kind;
      if (kind.kind === 'blank') continue;
      return kind.kind === 'item' ? kind : null;
    }
    return null;
  };
  return { above: near(-1), below: near(1) };
}

/**
 * Which way this receipt prints its weight and multi-buy lines: under their item (most stores) or
 * above it ('1.32 lb @ 1.99 /lb' then 'BANANAS 2.63'). Decided by the lines whose computed price
 * is the price of the item on one side only.
 */
export function amountsAbove(lines: readonly ReadLine[]): boolean {
  let above = 0;
  let below = 0;
  lines.forEach((line, at) => {
    if (line.kind.kind !== 'amount' || line.kind.price !== null) return;
    const computed = computedTotal(line.kind);
    const { above: itemAbove, below: itemBelow } = neighbours(lines, at);
    const fitsAbove = itemAbove !== null && samePrice(itemAbove.price, computed);
    const fitsBelow = itemBelow !== null && samePrice(itemBelow.price, computed);
    if (fitsAbove && !fitsBelow) below += 1;
    if (fitsBelow && !fitsAbove) above += 1;
  });
  return above > below;
}

/** Adds an amount line's weight or multi-buy to its item, and the price it implies. */
export function applyAmount(target: Draft, kind: AmountLine): void {
  if (kind.weight) target.weight = kind.weight;
  if (kind.multiBuy) target.multiBuy = kind.multiBuy;
  const computed = computedTotal(kind);
  // a total printed on the amount line is what was paid (the item line may show the unit
  // price); a computed total only fills a missing price, or replaces a unit price
  const unitPriceShown = kind.multiBuy !== null && target.price !== null && computed !== null && kind.multiBuy.count > 1 && samePrice(target.price * kind.multiBuy.count, computed);
  if (kind.price !== null) target.price = kind.price;
  else if (target.price === null || unitPriceShown) target.price = computed;
}
