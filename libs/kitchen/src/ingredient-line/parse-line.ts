/**
 * One ingredient line read into its parts (spec 001 §5, issue 30): the amount, the unit, the food,
 * how it is prepared and what else the line says. Pure and total: any text gives a result.
 *
 * Where the amount is: at the start ('2 cups flour', '- 1 tsp salt'), after words that grade it
 * ('About 1 1/3 cups', 'Scant 8 ounces'), after the part of the food used ('Juice of 2 lemons',
 * 'Greens from 1 bunch beets'), in words ('one', 'half a', 'a dozen', 'a pinch'), or implied by a
 * unit without a number ('Pinch of salt' is one pinch).
 */
import { readAmount, type WrittenAmount } from './amount.js';
import { splitFood } from './food.js';
import { matchAt, plainText } from './text.js';
import { readImpliedUnit, readUnit, type PackageSize, type UnitLayout } from './unit.js';
import { APPROXIMATIONS, IMPLIED_ONE_UNITS } from './words.js';
import { canonicalUnit, convertQuantity, unitKind } from '../units.js';

export interface ParsedIngredient {
  /** The (lower) quantity, or null when the line gives none ('salt to taste'). */
  quantity: number | null;
  /** The upper end of a range such as '2-3', otherwise null. */
  quantityMax: number | null;
  /**
   * The unit: canonical when units.ts knows it ('cups' → 'cup', 'garlic cloves' → 'clove'), else
   * the line's own kitchen count in the singular ('ear', 'leaf', 'sheet'); null for a plain count.
   */
  unit: string | null;
  /** The rest of the line after the amount: the ingredient with its notes, e.g. 'garlic, minced'. */
  name: string;
  /** The food alone, without preparation, sizes or notes: 'papaya', 'garlic', 'corn oil'. */
  food: string;
  /** How the food is prepared: 'peeled and coarsely chopped', 'finely diced'; null when not said. */
  preparation: string | null;
  /** Everything else the line says: 'medium', 'about 2 cups', 'plus more for serving'; null when nothing. */
  comment: string | null;
  original: string;
  /**
   * The stated size of one container when the line gives one: '1 (15 oz) can', '1 15-oz can',
   * '2 cans (400 g each)' → { quantity: 15, unit: 'oz' } per can. Absent otherwise.
   */
  packageSize?: PackageSize;
}

/** Where a line's amount is written, so it can be rewritten scaled and nothing else touched. */
export interface AmountLayout {
  amount: WrittenAmount | null;
  /** For an amount without a number ('Pinch of salt'): where a number would be written. */
  impliedAt: number | null;
  value: number;
  max: number | null;
  unit: UnitLayout;
  /** Words before the amount: 'About' (comment) or 'Juice of' (preparation). */
  lead: { text: string; part: boolean } | null;
}

// a list bullet, and markup a page left at the start ('<span>1 pint blackberries</span>')
const BULLET = /\s*(?:<[^>]*>\s*)*(?:[-•*·]\s+)?/y;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const APPROXIMATION = new RegExp(`(?:${APPROXIMATIONS.map(escape).join('|')})\\s+`, 'iy');
// the part of a food a line uses, then its amount: 'Juice of', 'Finely grated zest of', 'Greens from'
const PART_OF = /((?:[\p{L}’'-]+,?\s+){0,5}?)(?:of|from)\s+/iuy;

function bulletEnd(line: string): number {
  const bullet = matchAt(BULLET, line, 0);
  return bullet ? bullet[0].length : 0;
}

/** The amount and unit at `position`, or null when there is none there. */
function amountAt(line: string, position: number, afterPart: boolean): { amount: WrittenAmount; unit: UnitLayout } | null {
  const amount = readAmount(line, position);
  if (!amount) return null;
  const unit = readUnit(line, amount.end);
  if (!unit) return null;
  // 'a' is one only before a unit or a size ('a pinch', 'a 3-pound chicken') or after a part ('Juice of a lime')
  if (amount.article && unit.unit === null && unit.notes.length === 0 && !afterPart) return null;
  return { amount, unit };
}

/**
 * Scraped lines carry escaped breaks ('2\\t tablespoons'): read as two spaces, so every position
 * still points at the same character of the line as written.
 */
const escapedBreaksAsSpaces = (line: string): string => line.replace(/\\[ntr]/g, '  ');

/** Where the amount of `line` is, or null when the line has none. */
export function layoutAmount(written: string): AmountLayout | null {
  const line = escapedBreaksAsSpaces(written);
  const start = bulletEnd(line);
  const direct = amountAt(line, start, false);
  if (direct) return { ...direct, impliedAt: null, value: direct.amount.value, max: direct.amount.max, lead: null };

  const approximation = matchAt(APPROXIMATION, line, start);
  if (approximation) {
    const after = start + approximation[0].length;
    const graded = amountAt(line, after, false);
    const lead = { text: approximation[0].trim(), part: false };
    if (graded) return { ...graded, impliedAt: null, value: graded.amount.value, max: graded.amount.max, lead };
    // 'a heaping tablespoon': the article is the one; 'Scant pinch' names one pinch
    const implied = readImpliedUnit(line, after, /^an?\s/i.test(lead.text) ? null : IMPLIED_ONE_UNITS);
    if (implied) return { amount: null, unit: implied, impliedAt: after, value: 1, max: null, lead };
  }
  const part = matchAt(PART_OF, line, start);
  // 'Package of 8 shells' is one package, not a part of eight shells
  if (part && !/\d/.test(part[0]) && !(part[1].trim().split(/\s+/).length === 1 && canonicalUnit(part[1].trim()) !== null)) {
    const found = amountAt(line, start + part[0].length, true);
    if (found) return { ...found, impliedAt: null, value: found.amount.value, max: found.amount.max, lead: { text: part[0].trim(), part: true } };
  }
  const implied = readImpliedUnit(line, start, IMPLIED_ONE_UNITS);
  if (implied) return { amount: null, unit: implied, impliedAt: start, value: 1, max: null, lead: null };
  return null;
}

// '1 can black beans (15 oz), drained': the size of a container may follow the food
const SIZE_IN_PARENS_ANYWHERE = /\s*\(\s*(\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)(?:\s+each)?\s*\)/i;
const CONTAINERS = new Set(['can', 'jar', 'package', 'box', 'bag', 'bottle', 'carton', 'container']);

function sizeAfterFood(name: string): { name: string; packageSize: PackageSize } | null {
  const stated = SIZE_IN_PARENS_ANYWHERE.exec(name);
  const unit = stated ? canonicalUnit(stated[2]) : null;
  const quantity = stated ? Number(stated[1]) : 0;
  if (!stated || unit === null || !(quantity > 0) || (unitKind(unit) !== 'mass' && unitKind(unit) !== 'volume')) return null;
  const without = (name.slice(0, stated.index) + name.slice(stated.index + stated[0].length)).replace(/\s+,/g, ',').trim();
  return { name: without, packageSize: { quantity, unit } };
}

/** The food's text: the line after the amount, without the words that belong to the amount. */
function nameOf(line: string, unit: UnitLayout): string {
  const rest = line.slice(unit.nameStart);
  if (unit.cuts.length === 0) return rest.trim();
  const cuts = unit.cuts.map(([from, to]) => [from - unit.nameStart, to - unit.nameStart] as const);
  let text = '';
  let at = 0;
  for (const [from, to] of cuts) {
    text += rest.slice(at, from);
    at = to;
  }
  return (text + rest.slice(at)).replace(/\s+,/g, ',').replace(/\s{2,}/g, ' ').trim();
}

/**
 * The quantity a layout stands for: the written count, times the weight of each piece ('1 4-pound
 * chicken' is 4 lb), plus a second amount in a smaller unit ('1 cup plus 2 tablespoons' is 18 tbsp).
 */
export function layoutQuantity(layout: AmountLayout): { quantity: number; max: number | null; unit: string | null } {
  const { per, plus, upTo, unit } = layout.unit;
  if (upTo && unit !== null) return { quantity: layout.value, max: upTo.number.value * (convertQuantity(1, upTo.unit, unit) ?? 1), unit };
  if (per) {
    const max = layout.max !== null ? layout.max * (per.max ?? per.quantity) : per.max !== null ? layout.value * per.max : null;
    return { quantity: layout.value * per.quantity, max, unit };
  }
  if (plus && unit !== null) {
    const factor = convertQuantity(1, plus.from, unit) ?? 1;
    const added = plus.number.value * (convertQuantity(1, plus.unit, unit) ?? 1);
    return { quantity: layout.value * factor + added, max: layout.max === null ? null : layout.max * factor + added, unit };
  }
  return { quantity: layout.value, max: layout.max, unit };
}

/** Splits an ingredient line into quantity, unit, food, preparation and comment (spec 001 §5). Never throws. */
export function parseIngredientLine(original: string): ParsedIngredient {
  const line = escapedBreaksAsSpaces(original);
  const layout = layoutAmount(line);
  if (!layout) {
    const name = original.slice(bulletEnd(line)).trim();
    return { quantity: null, quantityMax: null, unit: null, name, ...splitFood(name), original };
  }
  // the escaped breaks were read as spaces of the same length: positions hold in the line as written
  let name = nameOf(original, layout.unit);
  let packageSize = layout.unit.packageSize;
  if (!packageSize && layout.unit.unit !== null && CONTAINERS.has(layout.unit.unit)) {
    const after = sizeAfterFood(name);
    if (after) ({ name, packageSize } = after);
  }
  const notes = { preparation: [] as string[], comment: [] as string[] };
  if (layout.lead) (layout.lead.part ? notes.preparation : notes.comment).push(layout.lead.text);
  notes.comment.push(...layout.unit.notes.map(plainText));
  const amount = layoutQuantity(layout);
  const parsed: ParsedIngredient = {
    quantity: amount.quantity,
    quantityMax: amount.max,
    unit: amount.unit,
    name,
    ...splitFood(name, notes),
    original,
  };
  return packageSize ? { ...parsed, packageSize } : parsed;
}
