/**
 * Countable things stay countable (issue 16): a recipe scaled to one serving asks for ¼ lime,
 * ½ onion, 1 egg — never '0.25 item limes' or '2.75 items'. The same rounding decides what is
 * shown and what is deducted, so the two always agree.
 */
import { roundTo } from '../quantity.js';
import { convertQuantity, DEFAULT_UNIT, unitKind } from '../units.js';
import { foodFacts, unitName } from './convert-amount.js';

/** Step of a food counted by the piece that the catalog does not know: whole pieces. */
export const DEFAULT_PIECE_STEP = 1;

/** Kitchen counts a cook splits: half a can of tomatoes, a quarter of a stick of butter. */
const UNIT_STEPS: Readonly<Record<string, number>> = {
  clove: 1, slice: 1, sprig: 1, stalk: 1, pinch: 1, dash: 1, handful: 1, bag: 1, box: 1, bottle: 1, carton: 1,
  container: 1, package: 1, can: 0.5, jar: 0.5, head: 0.5, bunch: 0.5, loaf: 0.5, stick: 0.25,
};

const isPlainCount = (unit: string): boolean => convertQuantity(1, unit, DEFAULT_UNIT) !== null;

/**
 * The smallest part a cook takes of `food` in `unit`, in that unit (¼ for limes in items, 1 for
 * eggs, 1/12 for eggs counted in dozens); null for weights and volumes, which are not rounded
 * to pieces.
 */
export function cookStep(unit: string | null | undefined, food?: string | null): number | null {
  const name = unitName(unit);
  if (unitKind(name) !== 'count') return null;
  if (isPlainCount(name)) {
    const perItem = foodFacts(food)?.pieceStep ?? DEFAULT_PIECE_STEP;
    return convertQuantity(perItem, DEFAULT_UNIT, name);
  }
  return UNIT_STEPS[name] ?? 1;
}

const WRITTEN_STEPS = [1, 1 / 2, 1 / 3, 1 / 4, 1 / 8];

/**
 * The coarsest step a written amount is a whole number of: 2 → 1, 1/2 → 1/2, 1 1/3 → 1/3, 0.3 →
 * null. A recipe that asks for '1/2 small bunch' or '1/2 medium papaya' is cooked in halves.
 */
export function writtenStep(written: number | null | undefined): number | null {
  if (written === null || written === undefined || !Number.isFinite(written) || written <= 0) return null;
  return WRITTEN_STEPS.find((step) => Math.abs(written / step - Math.round(written / step)) < 1e-6) ?? null;
}

/**
 * `quantity` rounded to what a cook takes: countables to the food's step (limes to quarters,
 * onions to halves, eggs whole; a little is at least one step), weights and volumes to two
 * decimals. 2.75 onions → 3, 0.25 lime → 0.25, 0.3 egg → 1. `written`, the amount as the recipe
 * wrote it, makes the step no coarser than the recipe's own: '1/2 medium papaya' stays ½ (issue 30).
 */
export function roundForCook(quantity: number, unit: string, food: string, written?: number | null): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const foodStep = cookStep(unit, food);
  const ownStep = foodStep === null ? null : writtenStep(written);
  const step = foodStep === null || ownStep === null ? foodStep : Math.min(foodStep, ownStep);
  if (step === null) return roundTo(quantity, 2);
  const steps = Math.max(1, Math.round(roundTo(quantity / step, 6)));
  return roundTo(steps * step, 6);
}

const FRACTION_GLYPHS: readonly (readonly [number, string])[] = [
  [0.25, '¼'], [0.5, '½'], [0.75, '¾'], [1 / 3, '⅓'], [2 / 3, '⅔'], [0.125, '⅛'], [0.375, '⅜'], [0.625, '⅝'], [0.875, '⅞'],
];

/** 1.5 → '1½', 0.25 → '¼', 3 → '3', 1.37 → '1.37'. Reads back through parseQuantity. */
export function formatCountQuantity(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 1e-6) return String(whole);
  const glyph = FRACTION_GLYPHS.find(([fraction]) => Math.abs(fraction - rest) < 0.001)?.[1];
  if (!glyph) return String(roundTo(value, 2));
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

const IRREGULAR_UNIT_PLURALS: Readonly<Record<string, string>> = {
  loaf: 'loaves', box: 'boxes', bunch: 'bunches', pinch: 'pinches', dash: 'dashes', each: 'each', dozen: 'dozen',
};

function pluralUnit(unit: string, quantity: number): string {
  if (quantity <= 1 || unitKind(unit) !== 'count') return unit;
  return IRREGULAR_UNIT_PLURALS[unit] ?? `${unit}s`;
}

function singularFood(name: string): string {
  const words = name.toLowerCase().split(' ');
  const last = words.pop() ?? '';
  const singular = /oes$|ches$|shes$|xes$/.test(last) ? last.slice(0, -2) : last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.replace(/s$/, '');
  return [...words, singular].join(' ');
}

function pluralFood(name: string): string {
  const lower = name.toLowerCase();
  return lower.endsWith('s') ? lower : `${lower}s`;
}

export interface CookAmount {
  /** The amount to show and to deduct, rounded for the cook. */
  quantity: number;
  unit: string;
  /** '¼ lime', '1½ onions', '3 eggs', '2 cloves', '1.5 lb'. */
  text: string;
}

/**
 * The amount a cook takes, and how to say it. Pieces of a known food name the food ('¼ lime',
 * '2 eggs'); other units name the unit ('2 cans', '1.5 lb'). Callers deduct `quantity` and show
 * `text`, so the two cannot disagree. `written` is the amount the recipe wrote (see roundForCook).
 */
export function cookAmount(quantity: number, unit: string | null | undefined, food: string, written?: number | null): CookAmount {
  const name = unitName(unit);
  const rounded = roundForCook(quantity, name, food, written);
  const facts = foodFacts(food);
  if (isPlainCount(name) && name !== 'dozen' && facts?.pieceStep) {
    const noun = rounded > 1 ? pluralFood(facts.name) : singularFood(facts.name);
    return { quantity: rounded, unit: name, text: `${formatCountQuantity(rounded)} ${noun}` };
  }
  const number = unitKind(name) === 'count' ? formatCountQuantity(rounded) : String(roundTo(rounded, 2));
  return { quantity: rounded, unit: name, text: `${number} ${pluralUnit(name, rounded)}` };
}
