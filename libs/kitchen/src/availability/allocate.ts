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
  /** The ingredient as the line names it ('garlic, minced'); lots are matched by the food alone (`scaled.food`). */
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

// Parsing a lot's quantity text was the largest cost of a cookbook page (issue 18): every line
// reads every lot of its food, and every recipe of the page reads the same lot objects again.
// Kept beside the text it was parsed from, so a lot whose quantity changes is parsed afresh.
const parsedQuantities = new WeakMap<object, { text: string; value: number }>();

interface CandidateTotals<T> {
  /** What the lots hold by their quantity text, added up per unit as written. */
  held: Map<string | null, number>;
  byId: Map<string, T>;
}

// a stock index hands every line of a food the same candidates array: added up once. A candidates
// list is a snapshot (an index of one read of the stock, or a card's rows): its lots do not change
// while it is in use, or these totals would be stale
const candidateTotals = new WeakMap<readonly LotAmount[], CandidateTotals<LotAmount>>();

function totalsOf<T extends LotAmount>(candidates: readonly T[]): CandidateTotals<T> {
  const cached = candidateTotals.get(candidates) as CandidateTotals<T> | undefined;
  if (cached) return cached;
  const totals: CandidateTotals<T> = { held: new Map(), byId: new Map() };
  for (const lot of candidates) {
    totals.held.set(lot.unit, (totals.held.get(lot.unit) ?? 0) + quantityHeld(lot));
    totals.byId.set(lot.id, lot);
  }
  candidateTotals.set(candidates, totals);
  return totals;
}

// whether two candidate lists share a lot, asked once per pair of a stock index's lists
const overlaps = new WeakMap<readonly LotAmount[], WeakMap<readonly LotAmount[], boolean>>();

function overlap(a: readonly LotAmount[], b: readonly LotAmount[]): boolean {
  let known = overlaps.get(a);
  const cached = known?.get(b);
  if (cached !== undefined) return cached;
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const ids = totalsOf(large).byId;
  const shared = small.some((lot) => ids.has(lot.id));
  if (!known) overlaps.set(a, (known = new WeakMap()));
  known.set(b, shared);
  return shared;
}

function quantityHeld(lot: LotAmount): number {
  if (typeof lot.quantity !== 'string') return parseQuantity(lot.quantity) ?? 0;
  const cached = parsedQuantities.get(lot);
  if (cached?.text === lot.quantity) return cached.value;
  const value = parseQuantity(lot.quantity) ?? 0;
  parsedQuantities.set(lot, { text: lot.quantity, value });
  return value;
}

/**
 * Each line scaled with the kitchen's one scaler (countables rounded to what a cook takes), then
 * taken from its candidate lots earliest expiry first in each lot's unit, whole cook steps of
 * countables (half an onion, a quarter lime, half a head of garlic for 4 cloves). Lines share the
 * lots: what an earlier line took is gone for a later one. Nothing is invented: what the lots
 * cannot cover (missing, too little, units nothing relates) is lacking; lines without an amount
 * lack only when no lot matches at all; pantry staples never lack. `candidatesOf` gets the line's
 * food as the parser reads it ('corn oil' of 'corn, peanut or vegetable oil'), its name without one.
 */
export function allocateLines<T extends LotAmount>(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  servings: number,
  candidatesOf: (scaled: ScaledIngredient, food: string, index: number) => readonly T[],
): LinePlan<T>[] {
  const left = new Map<string, number>();
  // each lot taken from, once, under the candidates it was first taken through
  const takenVia = new Map<readonly T[], T[]>();
  const taken = new Set<string>();
  const have = (lot: T): number => left.get(lot.id) ?? quantityHeld(lot);
  return lines.map((line, index) => {
    const scaled = scaleIngredient(line, recipeServings, servings);
    const ingredient = scaled.name || line;
    // lots are matched and amounts converted by the food alone, as the parser reads it: 'corn,
    // peanut or vegetable oil' is corn oil, not the corn before its first comma
    const food = scaled.food || ingredient;
    const candidates = candidatesOf(scaled, food, index);
    const staple = isPantryStaple(line);
    if (scaled.quantity === null) {
      return { scaled, ingredient, staple, candidates, needed: null, remaining: 0, available: null, takes: [], lacking: candidates.length === 0 && !staple };
    }
    const unit = unitName(scaled.unit);
    const toLine = { to: scaled.packageSize };
    const fromLine = { from: scaled.packageSize };
    // every conversion here is a factor: one per lot unit, not one per lot (a line can match hundreds)
    const factors = new Map<string | null, number | null>();
    const factorOf = (lotUnit: string | null): number | null => {
      let factor = factors.get(lotUnit);
      if (factor === undefined) {
        factor = amountIn(1, lotUnit, unit, food, toLine);
        factors.set(lotUnit, factor);
      }
      return factor;
    };
    let available: number | null = null;
    const { held, byId } = totalsOf(candidates);
    for (const [lotUnit, total] of held) {
      const factor = factorOf(lotUnit);
      if (factor !== null) available = (available ?? 0) + total * factor;
    }
    // lots earlier lines took from hold less than their text says: only those this line can see,
    // found through the candidates they were taken from (lines of other foods share none)
    for (const [via, lots] of takenVia) {
      const all = via === candidates;
      if (!all && !overlap(via, candidates)) continue;
      for (const lot of lots) {
        const factor = all || byId.has(lot.id) ? factorOf(lot.unit) : null;
        if (factor !== null) available = (available ?? 0) + ((left.get(lot.id) ?? 0) - quantityHeld(lot)) * factor;
      }
    }
    const takes: LotTake<T>[] = [];
    let needed = scaled.quantity;
    for (const lot of candidates) {
      if (needed <= DUST) break;
      const held = have(lot);
      const lotUnit = unitName(lot.unit);
      const neededInLot = amountIn(needed, unit, lotUnit, food, fromLine);
      if (held <= 0 || neededInLot === null || neededInLot <= 0) continue;
      const [deduction] = takeFromLots([{ id: lot.id, quantity: held, unit: lotUnit }], { quantity: neededInLot, unit: lotUnit }, food).deductions;
      if (!deduction || deduction.take <= 0) continue;
      left.set(lot.id, deduction.remaining);
      if (!taken.has(lot.id)) {
        taken.add(lot.id);
        const lots = takenVia.get(candidates);
        if (lots) lots.push(lot);
        else takenVia.set(candidates, [lot]);
      }
      needed = Math.max(0, roundTo(needed - (amountIn(deduction.take, lotUnit, unit, food, toLine) ?? 0), 6));
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
