/**
 * What cooking a recipe at some servings takes from its lots, line by line (issue 16 "Servings are
 * one number"). Cook, the pre-cook summary, the planner badge, the recipe card (on the server and,
 * at other servings, in the browser) and Add to List all run this one allocation, so they agree.
 */
import { amountIn } from '../amounts/amount-in.js';
import { unitName } from '../amounts/convert-amount.js';
import { scaleIngredient, type ScaledIngredient } from '../amounts/scale-ingredient.js';
import { takeFromLots } from '../amounts/take-from-lots.js';
import { isPantryStaple } from '../matching.js';
import { parseQuantity, roundTo } from '../quantity.js';

/** A lot as the allocation needs it: what it holds. Lots are told apart by id across lines. */
export interface LotAmount {
  id: string;
  quantity: string | number | null;
  unit: string | null;
}

export interface LotTake<T extends LotAmount> {
  lot: T;
  /** Taken from the lot, in the lot's (canonical) unit, whole cook steps of countables. */
  take: number;
  unit: string;
}

export interface LinePlan<T extends LotAmount> {
  scaled: ScaledIngredient;
  /** The ingredient as the line names it ('garlic, minced'); the food conversions are for. */
  ingredient: string;
  staple: boolean;
  /** The lots the line matched, in use order. */
  candidates: readonly T[];
  /** The amount at these servings in the line's unit (rounded for the cook); null without one. */
  needed: number | null;
  /** What the lots could not cover, in the line's unit. */
  remaining: number;
  /** What the matching lots held for this line before it took (after earlier lines), in the line's unit; null when none converts. */
  available: number | null;
  takes: LotTake<T>[];
  /** Cook would report this line as lacking (staples never are). */
  lacking: boolean;
}

/** Below this (in the recipe's unit) nothing is left to take: rounding dust of conversions. */
export const DUST = 0.005;

/**
 * Each line scaled with the kitchen's one scaler (countables rounded to what a cook takes), then
 * taken from its candidate lots earliest expiry first in each lot's unit, whole cook steps of
 * countables (half an onion, a quarter lime, half a head of garlic for 4 cloves). Lines share the
 * lots: what an earlier line took is gone for a later one. Nothing is invented: what the lots
 * cannot cover (missing, too little, units nothing relates) is lacking; lines without an amount
 * lack only when no lot matches at all; pantry staples never lack.
 */
export function allocateLines<T extends LotAmount>(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  servings: number,
  candidatesOf: (scaled: ScaledIngredient, ingredient: string, index: number) => readonly T[],
): LinePlan<T>[] {
  const left = new Map<string, number>();
  const have = (lot: T): number => left.get(lot.id) ?? parseQuantity(lot.quantity) ?? 0;
  return lines.map((line, index) => {
    const scaled = scaleIngredient(line, recipeServings, servings);
    const ingredient = scaled.name || line;
    const candidates = candidatesOf(scaled, ingredient, index);
    const staple = isPantryStaple(line);
    if (scaled.quantity === null) {
      return { scaled, ingredient, staple, candidates, needed: null, remaining: 0, available: null, takes: [], lacking: candidates.length === 0 && !staple };
    }
    const unit = unitName(scaled.unit);
    const toLine = { to: scaled.packageSize };
    const fromLine = { from: scaled.packageSize };
    let available: number | null = null;
    for (const lot of candidates) {
      const inLine = amountIn(have(lot), lot.unit, unit, ingredient, toLine);
      if (inLine !== null) available = (available ?? 0) + inLine;
    }
    const takes: LotTake<T>[] = [];
    let needed = scaled.quantity;
    for (const lot of candidates) {
      if (needed <= DUST) break;
      const held = have(lot);
      const lotUnit = unitName(lot.unit);
      const neededInLot = amountIn(needed, unit, lotUnit, ingredient, fromLine);
      if (held <= 0 || neededInLot === null || neededInLot <= 0) continue;
      const [deduction] = takeFromLots([{ id: lot.id, quantity: held, unit: lotUnit }], { quantity: neededInLot, unit: lotUnit }, ingredient).deductions;
      if (!deduction || deduction.take <= 0) continue;
      left.set(lot.id, deduction.remaining);
      needed = Math.max(0, roundTo(needed - (amountIn(deduction.take, lotUnit, unit, ingredient, toLine) ?? 0), 6));
      takes.push({ lot, take: deduction.take, unit: lotUnit });
    }
    return {
      scaled,
      ingredient,
      staple,
      candidates,
      needed: scaled.quantity,
      remaining: needed > DUST ? needed : 0,
      available: available === null ? null : roundTo(available, 6),
      takes,
      lacking: needed > DUST && !staple,
    };
  });
}
