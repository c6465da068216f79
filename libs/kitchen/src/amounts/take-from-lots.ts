/**
 * Use and cook take from the earliest-expiring lot first (DESIGN §10). Pure: the caller applies
 * the deductions to its rows and reports the shortfall.
 */
import { parseQuantity, roundTo } from '../quantity.js';
import { convertAmount, unitName, type Amount } from './convert-amount.js';
import { cookStep } from './cook-rounding.js';

/** One lot of a food card: its own quantity, unit and expiry. */
export interface Lot {
  id: string;
  quantity: number | string | null;
  unit: string | null;
  /** ISO date or date-time, or a Date; a lot without one is used last. */
  expiresAt?: string | Date | null;
}

export interface LotDeduction {
  id: string;
  /** Taken from the lot, in the lot's unit. */
  take: number;
  /** Left in the lot, in the lot's unit (0 means the lot is used up). */
  remaining: number;
  unit: string;
}

export interface LotsTaken {
  deductions: LotDeduction[];
  /** What the lots could not cover, in the requested unit; null when they covered all of it. */
  shortfall: Amount | null;
  /** Lots whose unit cannot be compared with the requested one (3 cans when asked for grams). */
  skipped: string[];
}

const EPSILON = 1e-9;

function expiryTime(lot: Lot): number {
  const value = lot.expiresAt;
  if (value === null || value === undefined || value === '') return Number.POSITIVE_INFINITY;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Lots in the order they are used: earliest expiry first, lots without one last, stable. */
export function lotsInUseOrder<T extends Lot>(lots: readonly T[]): T[] {
  return lots
    .map((lot, index) => ({ lot, index, time: expiryTime(lot) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ lot }) => lot);
}

// Countable lots give whole steps: when 0.3 of an onion is needed from a lot of onions, half an
// onion is taken, so the lot never holds 2.7 onions.
function takeInSteps(needed: number, available: number, unit: string, food: string | undefined): number {
  const step = cookStep(unit, food);
  if (step === null) return Math.min(needed, available);
  const steps = Math.ceil(roundTo(needed / step, 6));
  return Math.min(roundTo(steps * step, 6), available);
}

/**
 * Takes `amount` of `food` from its lots, earliest expiry first, converting units (pieces ↔
 * weight through the food's typical piece weight, mass ↔ volume through its density). Countable
 * lots give whole cook steps. The requested amount should already be rounded with roundForCook
 * (cookAmount) so that what was shown is what is taken.
 */
export function takeFromLots(lots: readonly Lot[], amount: Amount, food?: string): LotsTaken {
  const deductions: LotDeduction[] = [];
  const skipped: string[] = [];
  let needed = Math.max(0, amount.quantity);
  for (const lot of lotsInUseOrder(lots)) {
    if (needed <= EPSILON) break;
    const available = parseQuantity(lot.quantity) ?? 0;
    const lotUnit = unitName(lot.unit);
    const neededInLot = convertAmount(needed, amount.unit, lotUnit, food, { pieces: true });
    if (neededInLot === null) {
      skipped.push(lot.id);
      continue;
    }
    if (available <= EPSILON) continue;
    const take = roundTo(takeInSteps(neededInLot, available, lotUnit, food), 6);
    const backInRequested = convertAmount(take, lotUnit, amount.unit, food, { pieces: true }) ?? 0;
    needed = Math.max(0, needed - backInRequested);
    deductions.push({ id: lot.id, take, remaining: roundTo(available - take, 6), unit: lotUnit });
  }
  const shortfall = roundTo(needed, 4);
  return { deductions, shortfall: shortfall > 0 ? { quantity: shortfall, unit: unitName(amount.unit) } : null, skipped };
}
