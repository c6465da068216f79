/**
 * The recipe card's rows (spec 001 §3 ingredientMatches) from the allocation Cook runs (issue 16):
 * a row is enough at some servings exactly when cooking at those servings lacks nothing for its
 * line. Each row carries the lots its line matched, so the card can redo the allocation at other
 * servings in the browser (`recipeAvailabilityFromRows`) and get what the server would answer.
 */
import type { ScaledIngredient } from '../amounts/scale-ingredient.js';
import { unitName } from '../amounts/convert-amount.js';
import { UNIT_MISMATCH, type IngredientMatch } from '../matching.js';
import { parseQuantity, roundTo } from '../quantity.js';
import { convertQuantity } from '../units.js';
import { allocateLines, type LinePlan, type LotAmount } from './allocate.js';
import { indexStock, type StockIndex, type StockLot } from './stock-index.js';

/** A lot a row matched: what it holds, in its own unit. */
export interface MatchedLot {
  id: string;
  quantity: number;
  unit: string;
}

/** One row of the card: the spec's fields, plus the lots behind it. */
export interface AvailabilityRow extends IngredientMatch {
  lots: MatchedLot[];
}

function percentage(taken: number, needed: number): number {
  if (taken >= needed) return 100;
  if (taken <= 0) return 0;
  // never round a partial amount up to 100 (that means enough) or down to 0 (that means none)
  return Math.min(99, Math.max(1, Math.floor((taken / needed) * 100)));
}

/** The matched lots added up in the first one's unit, for a row whose units cannot be compared. */
function ownUnitTotal(lots: readonly MatchedLot[]): { quantity: number; unit: string | null } {
  const unit = lots[0]?.unit ?? null;
  let quantity = 0;
  for (const lot of lots) quantity += convertQuantity(lot.quantity, lot.unit, unit) ?? 0;
  return { quantity: roundTo(quantity, 2), unit };
}

function rowOf<T extends LotAmount>(plan: LinePlan<T>): AvailabilityRow {
  const { scaled, needed } = plan;
  const lots = plan.candidates.map((lot) => ({ id: lot.id, quantity: parseQuantity(lot.quantity) ?? 0, unit: unitName(lot.unit) }));
  const ingredientName = scaled.name || scaled.original.trim();
  const hasEnough = !plan.lacking;
  if (needed === null || (plan.staple && plan.available === null)) {
    const own = ownUnitTotal(lots);
    return { ingredientName, hasEnough, percentageAvailable: hasEnough ? 100 : 0, shortage: null, availableQuantity: own.quantity, availableUnit: own.unit, lots };
  }
  if (plan.available === null && lots.length > 0) {
    // the food is there in a unit nothing relates (cans of an unknown size against pounds): Cook
    // takes none of it, so the line is short by all of it
    const own = ownUnitTotal(lots);
    return {
      ingredientName,
      hasEnough,
      percentageAvailable: UNIT_MISMATCH,
      shortage: { quantity: roundTo(needed, 2), unit: scaled.unit },
      availableQuantity: own.quantity,
      availableUnit: own.unit,
      lots,
    };
  }
  return {
    ingredientName,
    hasEnough,
    percentageAvailable: hasEnough ? 100 : percentage(needed - plan.remaining, needed),
    shortage: hasEnough ? null : { quantity: roundTo(plan.remaining, 2), unit: scaled.unit },
    availableQuantity: roundTo(plan.available ?? 0, 2),
    availableUnit: scaled.unit,
    lots,
  };
}

/**
 * The card's rows of a recipe at `servings` against the household's stock (or an index of it, built
 * once for a whole cookbook): one row per line, in order.
 */
export function recipeAvailability<T extends StockLot>(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  servings: number,
  stock: readonly T[] | StockIndex<T>,
): AvailabilityRow[] {
  const index = 'candidates' in stock ? stock : indexStock(stock);
  return allocateLines(lines, recipeServings, servings, (scaled, food) => index.candidates(food, scaled.foodKey)).map(rowOf);
}

/**
 * The same rows at other servings from the lots earlier rows carry (the browser has no stock of its
 * own): equal to `recipeAvailability` against the stock those rows were computed from.
 */
export function recipeAvailabilityFromRows(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  servings: number,
  rows: readonly { lots: readonly MatchedLot[] }[],
): AvailabilityRow[] {
  return allocateLines(lines, recipeServings, servings, (_scaled, _food, index) => rows[index]?.lots ?? []).map(rowOf);
}

/**
 * How many of a line's candidates the allocation at `plan`'s servings reaches: up to its last take
 * when the line is covered, all of them when it is not (it looked at every one) or when it has no
 * amount to allocate (its row adds the lots up instead).
 */
function reachOf<T extends LotAmount>(plan: LinePlan<T>): number {
  if (plan.needed === null || plan.remaining > 0 || plan.available === null) return plan.candidates.length;
  const last = plan.takes.at(-1);
  return last ? plan.candidates.indexOf(last.lot) + 1 : 0;
}

/**
 * The card's rows at the recipe's own servings, each carrying only the lots the card can ever use
 * (issue 18: a cookbook row carried every lot its line matched, 27 KB a recipe with 250 lots of
 * milk). At fewer servings every line needs less and finds at least as much left by the lines
 * before it, so it stops no later in its candidates than at `maxServings`: the lots past that point
 * change nothing the card shows at 1…`maxServings` servings. Only `availableQuantity` of a covered
 * row, which the card does not show, is then counted from the kept lots.
 */
export function recipeCardRows<T extends StockLot>(
  lines: readonly string[],
  recipeServings: number,
  maxServings: number,
  stock: readonly T[] | StockIndex<T>,
): AvailabilityRow[] {
  if (!('candidates' in stock)) return cardRowsOf(lines, recipeServings, maxServings, indexStock(stock));
  let kept = keptCards.get(stock);
  if (!kept) keptCards.set(stock, (kept = new Map<string, AvailabilityRow[]>()));
  const key = `${recipeServings}\u0000${maxServings}\u0000${lines.join('\u0000')}`;
  const known = kept.get(key);
  if (known) return known;
  const rows = cardRowsOf(lines, recipeServings, maxServings, stock);
  if (kept.size >= KEPT_CARDS_PER_INDEX) kept.delete(kept.keys().next().value!);
  kept.set(key, rows);
  return rows;
}

// Parsing and allocating every line of every recipe was most of a cookbook page's cost (issue 33:
// 45 req/s for 50 recipes). A stock index is a snapshot the inventory keeps while the lots are
// unchanged, so a card's rows against it are the same on every read: kept beside the index and
// gone with it. The rows are shared by later reads, so callers never change them.
const keptCards = new WeakMap<StockIndex<StockLot>, Map<string, AvailabilityRow[]>>();
const KEPT_CARDS_PER_INDEX = 2_000;

function cardRowsOf<T extends StockLot>(lines: readonly string[], recipeServings: number, maxServings: number, index: StockIndex<T>): AvailabilityRow[] {
  const candidatesOf = (scaled: ScaledIngredient, food: string) => index.candidates(food, scaled.foodKey);
  const reach = allocateLines(lines, recipeServings, Math.max(maxServings, recipeServings), candidatesOf).map(reachOf);
  return allocateLines(lines, recipeServings, recipeServings, candidatesOf).map((plan, i) => rowOf({ ...plan, candidates: plan.candidates.slice(0, reach[i]) }));
}
