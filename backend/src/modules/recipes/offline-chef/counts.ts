/**
 * Counts a cook can take: scaling '3 large eggs' from six servings to four gives 2, never 1.5
 * eggs; half and quarter onions are fine, 0.13 of one is not, and neither is 2 1/2 bananas, 0.8 of
 * a can or a quarter pinch (issue 31's blind read); spoons and cups go to the steps cooks measure. Applied to book lines after scaling
 * and to template lines before the linter sees them.
 */
import { formatCookingQuantity, readIngredientLine, singularize } from '@sous/kitchen';

// Units a cook takes whole: nobody opens 0.8 of a can or adds a quarter pinch.
const WHOLE_UNITS = new Set(['can', 'pinch', 'clove', 'sheet', 'slice', 'package', 'packet', 'jar', 'bottle', 'stick', 'bunch', 'head', 'sprig', 'stalk', 'dash', 'bag', 'box', 'carton', 'tin']);
const HALVED_UNITS = new Set(['head', 'bunch', 'loaf']);
// The smallest step of a spoon or cup a cook measures: an eighth of a cup, a quarter of a spoon.
const MEASURE_STEP: Readonly<Record<string, number>> = { cup: 1 / 8, tbsp: 1 / 4, tsp: 1 / 4, oz: 1 / 4, g: 5, ml: 5 };
/** Roles whose foods are counted whole or cut in halves and quarters ('2 scallions', never '1 1/2 scallions'). */
const COUNTED_ROLES = new Set(['vegetable', 'fruit', 'aromatic']);

/**
 * Cups as a set of measuring cups holds them: quarters, thirds and halves; '3/8 cup' or '2 3/8 cups'
 * is a measure nobody owns. Under a quarter cup the line is rewritten in tablespoons (see countableLine).
 */
const CUP_PARTS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
function cupMeasure(quantity: number): number {
  if (quantity < 0.25) return Math.max(1, Math.round(quantity * 16)) / 16;
  const whole = Math.floor(quantity);
  const part = CUP_PARTS.reduce((best, p) => (Math.abs(quantity - whole - p) < Math.abs(quantity - whole - best) ? p : best), 0);
  return whole + part;
}

/** The count or measure a cook can take, or the quantity itself when it is one already. */
function takeable(quantity: number, unit: string | null, forms: readonly string[], role: string | null): number {
  if (unit !== null) {
    // Half a head of cabbage or half a bunch of parsley is cut off and the rest kept, not a whole one for two.
    if (HALVED_UNITS.has(unit)) return Math.max(0.5, Math.round(quantity * 2) / 2);
    if (WHOLE_UNITS.has(unit)) return Math.max(1, Math.round(quantity));
    if (unit === 'cup') return cupMeasure(quantity);
    // A tablespoon is taken whole or half: from one up, halves; under one, the line goes to teaspoons.
    if (unit === 'tbsp' && quantity >= 1) return Math.max(1, Math.round(quantity * 2) / 2);
    const step = MEASURE_STEP[unit];
    return step ? Math.max(step, Math.round(quantity / step) * step) : quantity;
  }
  if (forms.includes('whole')) return Math.max(1, Math.round(quantity));
  // half a lemon or a quarter onion, but two bananas rather than two and a half
  if (forms.includes('piece') || (forms.length === 0 && role !== null && COUNTED_ROLES.has(role))) {
    return quantity < 1 ? Math.max(0.25, Math.round(quantity * 4) / 4) : Math.round(quantity);
  }
  return quantity;
}

/** One line with its count or small measure rounded to what a cook takes; other measured lines are left alone. */
export function countableLine(line: string): string {
  const read = readIngredientLine(line);
  if (read.quantity === null) return line;
  const { quantity } = read;
  // A stick of cinnamon is taken whole: '0.83 cinnamon stick' was the blind read's complaint.
  const whole = read.unit === null && /\bsticks?\b/i.test(line);
  const rounded = whole ? Math.max(1, Math.round(quantity)) : takeable(quantity, read.unit, read.food?.forms ?? [], read.food?.role ?? null);
  // '1.5 lb' and '0.25 tsp' are written as a cook reads them: 1 1/2 lb, 1/4 tsp.
  const decimal = /^\s*(?:[-•*·]\s+)?\d*\.\d/.test(line) && Number.isInteger(rounded * 4);
  const spoonless = read.unit === 'tbsp' && rounded < 1 && rounded !== 0.5;
  if (Math.abs(rounded - quantity) < 1e-9 && !decimal && !spoonless && !disagrees(line, rounded, read.unit)) return line;
  // The line is the number, then the unit or the name: '1.5 large eggs' → '2 large eggs'.
  let rest = line.replace(/^\s*(?:[-•*·]\s+)?[\d\s./\u2044\u00bc-\u00be\u2150-\u215e]+/u, '');
  if (rest === line || /^\s*(?:-|to\b|–)/.test(rest)) return line;
  // one of a thing is said in the singular: '1 large egg', not '1 large eggs' (seen in scaled book lines)
  if (rounded <= 1 && read.unit === null) rest = singularNoun(rest);
  // one of a unit is said in the singular: '1 can', not '1 cans'
  if (rounded <= 1 && read.unit !== null) rest = rest.replace(/^(\s*)(\p{L}+)/u, (_m, space: string, word: string) => space + (singularUnit(word) ?? word));
  // '1/4 tbsp' or '3/4 tbsp' is no spoon anyone owns (issue 31's blind read): three teaspoons to the tablespoon.
  if (spoonless) {
    return `${formatCookingQuantity(Math.max(0.25, Math.round(rounded * 3 * 4) / 4))} tsp ${rest.trimStart().replace(/^(?:tbsps?|tablespoons?)\b\.?\s*/i, '')}`;
  }
  if (read.unit === 'cup' && rounded < 0.25) return `${formatCookingQuantity(rounded * 16)} tbsp ${rest.trimStart().replace(/^cups?\b\s*/i, '')}`;
  return `${formatCookingQuantity(rounded)} ${rest.trimStart()}`;
}

/** 'cloves' → 'clove', 'cups' → 'cup': a plural unit word's singular, or null when it is not one. */
function singularUnit(word: string): string | null {
  const lower = word.toLowerCase();
  const units = (stem: string): boolean => WHOLE_UNITS.has(stem) || ['cup', 'tbsp', 'tsp', 'pinch'].includes(stem);
  if (lower.endsWith('es') && units(lower.slice(0, -2))) return word.slice(0, -2);
  if (lower.endsWith('s') && units(lower.slice(0, -1))) return word.slice(0, -1);
  return null;
}

/** The noun before the first comma or bracket in the singular: ' medium eggplants, halved' → ' medium eggplant, halved'. */
function singularNoun(rest: string): string {
  return rest.replace(/^([^,(]*?)(\p{L}+)(?=\s*(?:[,(]|$))/u, (_m, before: string, noun: string) => before + singularize(noun));
}

/** True when one of something is still said in the plural: '1 cups', '1 large eggs'. */
function disagrees(line: string, rounded: number, unit: string | null): boolean {
  if (rounded > 1) return false;
  const rest = line.replace(/^\s*(?:[-•*·]\s+)?[\d\s/]+\s+/, '');
  if (unit !== null) {
    const word = /^\p{L}+/u.exec(rest)?.[0];
    return word !== undefined && singularUnit(word) !== null;
  }
  return singularNoun(rest) !== rest;
}

export const countableLines = (lines: readonly string[]): string[] => lines.map(countableLine);
