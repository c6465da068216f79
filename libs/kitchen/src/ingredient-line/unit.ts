/**
 * The unit after an amount: a unit word ('cups', 'tbsp.', 'fl oz'), a size before it ('1/2 small
 * bunch', '3 large cloves'), a container with its stated size ('1 (28 oz) can', '2 15-ounce cans'),
 * a second measure ('1 cup/240 milliliters', '1 cup plus 2 tablespoons'), and a unit written after
 * the food ('5 garlic cloves').
 */
import { convertQuantity, unitKind } from '../units.js';
import type { WrittenNumber } from './amount.js';
import { plusMeasure, slashMeasures, upperEnd } from './measures.js';
import { CONTAINER_WORD, HYPHEN_SIZE, isContainer, packageSizeOf, SIZE_IN_PARENS, sizedContainer, weightOf, type PackageSize } from './sizes.js';
import { matchAt } from './text.js';
import { afterOf, nothingAfter, unitOfWord, unitWordAt } from './unit-word.js';
import { DESCRIPTORS, PIECE_UNITS, PREPARATIONS, TRAILING_UNITS, UNIT_ADJECTIVES } from './words.js';

export type { PackageSize } from './sizes.js';
export { unitOfWord } from './unit-word.js';

/** What follows the amount, up to where the food's text starts. */
export interface UnitLayout {
  unit: string | null;
  /** Where the food's text starts (after the unit and an 'of'). */
  nameStart: number;
  packageSize?: PackageSize;
  /** Words about the amount that are not the food: 'small', '28-ounce', '240 milliliters'. */
  notes: string[];
  /** Spans of the food's text that belong to the amount ('cloves' in 'garlic cloves, minced'). */
  cuts: [number, number][];
  /**
   * The weight or volume of each counted piece ('1 4-pound chicken', '4 6-ounce fillets'): the
   * line's quantity is the count times this, in `unit`.
   */
  per?: { quantity: number; max: number | null };
  /**
   * More of the food in another unit of the same kind ('1 cup plus 2 tablespoons'): the line's
   * quantity is the sum, in `unit` (the smaller of the two); `from` is the first amount's unit.
   */
  plus?: { number: WrittenNumber; from: string; unit: string };
  /** The upper end written with its own unit: '1/2 cup to 3/4 cup', '2 tablespoons to 1/4 cup'. */
  upTo?: { number: WrittenNumber; unit: string };
}

const ADJECTIVE_BEFORE_SIZE = /\s+([\p{L}-]+)(?=\s)/uy;
const ADJECTIVE_THEN_UNIT = /\s+([\p{L}-]+)\s+(\p{L}+\.?)(?=[\s,;:)(/]|$)/uy;
// units that never start a food's name: 'Pinch salt', 'Dash Tabasco'
const ONLY_AMOUNTS = new Set(['pinch', 'dash', 'handful', 'splash']);
const OR_MORE = /\s+or\s+(?:more|so|less)(?![\p{L}])/iuy;
// 'Pinch of salt', 'Large pinch saffron': a unit at the start, then a food
const IMPLIED_UNIT = /()(\p{L}+)(?=\s+\p{L})/uy;
const ADJECTIVE_IMPLIED_UNIT = /([\p{L}-]+)\s+(\p{L}+)(?=\s+\p{L})/uy;
// the unit after the food: 'garlic cloves', 'large thyme sprigs'; then the end, a note or a preparation
const TRAILING_UNIT = /([\p{L}’'-]+(?:\s+[\p{L}’'-]+){0,3}?)\s+(cloves?|sprigs?|stalks?|wedges?|fillets?|filets?)(?=\s*$|\s*[,;(:]|\s+([\p{L}-]+))/iuy;
const GOES_ON_AFTER_UNIT = /^(?:plus|or|and|for|to|from|about|each|with|peeled|unpeeled|finely|thinly|roughly|coarsely)$/;

/** After the unit: a second measure, a container's size or the container of a weight, then 'of'. */
function afterUnit(line: string, unit: string, position: number, notes: string[]): UnitLayout {
  // a unit word written twice ('1/4 cup cup crème fraîche') is a slip, not a food
  const again = unitKind(unit) === 'mass' || unitKind(unit) === 'volume' ? unitWordAt(line, position) : null;
  let end = again && again.unit === unit ? again.end : position;
  let packageSize: PackageSize | undefined;
  const upTo = upperEnd(line, unit, end);
  if (upTo) end = upTo.end;
  end = slashMeasures(line, end, notes);
  const plus = upTo ? null : plusMeasure(line, unit, end);
  if (plus) end = slashMeasures(line, plus.end, notes);
  if (isContainer(unit)) {
    const stated = matchAt(SIZE_IN_PARENS, line, end);
    const size = stated ? packageSizeOf(stated[1], stated[2]) : null;
    if (stated && size) {
      end += stated[0].length;
      packageSize = size;
    }
  } else if (unitKind(unit) === 'mass' || unitKind(unit) === 'volume') {
    // '15 oz can black beans' is 15 oz of black beans: the container word is not the food
    const container = matchAt(CONTAINER_WORD, line, end);
    if (container) end += container[0].length;
  }
  const layout: UnitLayout = { unit, nameStart: afterOf(line, end), notes, cuts: [] };
  if (upTo) return { ...layout, upTo: { number: upTo.number, unit: upTo.unit } };
  if (plus) {
    // the sum is said in the smaller unit: 1 cup plus 2 tablespoons is 18 tablespoons
    const smaller = (convertQuantity(1, unit, plus.unit) ?? 0) >= 1 ? plus.unit : unit;
    return { ...layout, unit: smaller, plus: { number: plus.number, from: unit, unit: plus.unit } };
  }
  return packageSize ? { ...layout, packageSize } : layout;
}

/** A unit written after the food: '5 garlic cloves, minced' → clove, with 'cloves' cut from the food. */
function trailingUnit(line: string, position: number): UnitLayout | null {
  const start = position + (line.slice(position).length - line.slice(position).trimStart().length);
  const match = matchAt(TRAILING_UNIT, line, start);
  if (!match) return null;
  const before = match[1].toLowerCase().split(/\s+/);
  // 'onions studded with cloves': the unit word is a food of its own after a connecting word
  if (before.some((word) => /^(?:with|and|or|of|in|plus)$/.test(word))) return null;
  // '6 whole cloves' and '2 large stalks' name no food before the unit
  if (before.every((word) => DESCRIPTORS.has(word) || UNIT_ADJECTIVES.has(word) || PREPARATIONS.has(word))) return null;
  // what follows the unit word must not carry on the food's name ('garlic cloves' yes, 'clove oil' no)
  const next = match[3]?.toLowerCase();
  if (next && !PREPARATIONS.has(next) && !GOES_ON_AFTER_UNIT.test(next) && !next.endsWith('ed')) return null;
  const wordStart = start + match[0].length - match[2].length;
  return { unit: TRAILING_UNITS[match[2].toLowerCase()], nameStart: position, notes: [], cuts: [[wordStart, wordStart + match[2].length]] };
}

/** '1 4-pound chicken', '1 whole 3-pound chicken': a size adjective and a hyphen size after the count. */
function hyphenSize(line: string, position: number, notes: string[]): { size: RegExpExecArray | null; position: number } {
  let at = position;
  const adjective = matchAt(ADJECTIVE_BEFORE_SIZE, line, at);
  if (adjective && UNIT_ADJECTIVES.has(adjective[1].toLowerCase()) && matchAt(HYPHEN_SIZE, line, at + adjective[0].length)) {
    notes.push(adjective[1]);
    at += adjective[0].length;
  }
  const size = matchAt(HYPHEN_SIZE, line, at);
  if (!size) return { size: null, position };
  notes.push(size[0].trim().replace(/^\(\s*|\s*\)$/g, ''));
  return { size, position: at + size[0].length };
}

/**
 * The unit and where the food starts, after an amount that ends at `end`. Null when letters stuck
 * to the number are not a unit ('7up', '1st'): then the digits were no amount.
 */
export function readUnit(line: string, end: number): UnitLayout | null {
  const sized = sizedContainer(line, end);
  if (sized) {
    const notes: string[] = [];
    return { unit: sized.unit, nameStart: afterOf(line, slashMeasures(line, sized.end, notes)), packageSize: sized.packageSize, notes, cuts: [] };
  }
  const notes: string[] = [];
  let position = end;
  // '6 or more cherry tomatoes'
  const more = matchAt(OR_MORE, line, position);
  if (more) {
    notes.push(more[0].trim());
    position += more[0].length;
  }
  const { size, position: afterSize } = hyphenSize(line, position, notes);
  position = afterSize;

  const word = unitWordAt(line, position);
  if (word && size && isContainer(word.unit)) {
    // '1 28-ounce can' keeps its size as the can's
    const stated = /(\d+(?:\.\d+)?)\s*-\s*([\p{L}]+)/u.exec(size[0]);
    const packageSize = stated ? packageSizeOf(stated[1], stated[2]) : null;
    const layout = afterUnit(line, word.unit, word.end, packageSize ? notes.slice(0, -1) : notes);
    return packageSize ? { ...layout, packageSize } : layout;
  }
  // '1 4-pound chicken', '4 6-ounce pieces salmon': so many pounds or ounces of the food
  const weight = size ? weightOf(size[0]) : null;
  if (weight) {
    const per = { quantity: weight.quantity, max: weight.max };
    if (word) return { ...afterUnit(line, weight.unit, word.end, notes), per };
    return { unit: weight.unit, nameStart: position, notes, cuts: [], per };
  }
  if (word) return afterUnit(line, word.unit, word.end, notes);
  // letters stuck to the number that are not a unit make a word such as '7up' or '1st'
  if (!size && /\p{L}/u.test(line.charAt(end))) return null;

  const adjective = matchAt(ADJECTIVE_THEN_UNIT, line, position);
  if (adjective && UNIT_ADJECTIVES.has(adjective[1].toLowerCase())) {
    const unit = unitOfWord(adjective[2]);
    const unitEnd = position + adjective[0].length;
    if (unit !== null && !(PIECE_UNITS.has(unit) && nothingAfter(line, unitEnd))) {
      return afterUnit(line, unit, unitEnd, [...notes, adjective[1]]);
    }
  }
  const trailing = trailingUnit(line, position);
  if (trailing) return { ...trailing, notes: [...notes, ...trailing.notes] };
  return { unit: null, nameStart: position, notes, cuts: [] };
}

/**
 * A unit at the start of a line without a number, meaning one of it: 'Pinch of salt', 'Large pinch
 * saffron', 'Small bunch arugula'. The unit must be one of `allowed` (any, for null: 'a heaping
 * tablespoon'), singular, and a food must follow.
 */
export function readImpliedUnit(line: string, position: number, allowed: ReadonlySet<string> | null): UnitLayout | null {
  for (const pattern of [IMPLIED_UNIT, ADJECTIVE_IMPLIED_UNIT]) {
    const match = matchAt(pattern, line, position);
    if (!match) continue;
    const [, adjective, word] = match;
    if (adjective && !UNIT_ADJECTIVES.has(adjective.toLowerCase())) continue;
    const unit = unitOfWord(word);
    if (unit === null || (allowed !== null && (!allowed.has(unit) || word.toLowerCase() !== unit))) continue;
    const nameStart = afterOf(line, position + match[0].length);
    // 'Pinch salt' is a pinch; 'clove spice' and 'head cheese' are foods unless 'of' or a size says otherwise
    if (allowed !== null && !adjective && nameStart === position + match[0].length && !ONLY_AMOUNTS.has(unit)) continue;
    return { unit, nameStart, notes: adjective ? [adjective] : [], cuts: [] };
  }
  return null;
}
