/**
 * A second measure after the unit: the same amount again after a slash ('1 cup/240 milliliters'),
 * the upper end in its own unit ('1/2 cup to 3/4 cup'), more in another unit ('1 cup plus 2
 * tablespoons').
 */
import { convertQuantity, unitKind } from '../units.js';
import { NUMBER_TEXT, readNumber, type WrittenNumber } from './amount.js';
import { matchAt } from './text.js';
import { unitWordAt } from './unit-word.js';

// the same amount in another unit: '1 cup/240 milliliters', '1/2 cup / 118 ml', '/100 to 150 grams'
const SLASH_MEASURE = new RegExp(
  String.raw`\s*/\s*((?:about\s+|approximately\s+)?${NUMBER_TEXT}(?:\s*(?:-|to)\s*${NUMBER_TEXT})?\s*(?:fl\.?\s*oz\.?|[\p{L}]+\.?))`,
  'iuy',
);
const RANGE_TO_UNIT = /\s*(?:-|–|to(?=\s))\s*/iy;
// more of the same food in another unit: '3/4 cup plus 3 tablespoons', '1/2 cup, plus 2 tablespoons,',
// '1 pound, 2 ounces'
const PLUS_LEAD = /\s*(?:,\s*)?(?:plus|\+|and)\s+|\s*,\s*(?=\d)/iy;
const COMMA_AFTER = /\s*,(?=\s)/y;

/** A number and unit after the first unit, with where they end. */
export interface SecondMeasure {
  number: WrittenNumber;
  unit: string;
  end: number;
}

/** Second measures after slashes: '8 tablespoons/114 grams/1 stick', into `notes`. Returns where they end. */
export function slashMeasures(line: string, position: number, notes: string[]): number {
  let end = position;
  for (let slash = matchAt(SLASH_MEASURE, line, end); slash; slash = matchAt(SLASH_MEASURE, line, end)) {
    notes.push(slash[1]);
    end += slash[0].length;
  }
  return end;
}

/** '1/2 cup to 3/4 cup': the upper end with its own unit of the same kind. */
export function upperEnd(line: string, unit: string, position: number): SecondMeasure | null {
  const separator = matchAt(RANGE_TO_UNIT, line, position);
  const number = separator ? readNumber(line, position + separator[0].length) : null;
  if (!separator || !number || number.article) return null;
  const word = unitWordAt(line, number.end);
  if (!word || convertQuantity(1, word.unit, unit) === null) return null;
  return { number, unit: word.unit, end: word.end };
}

/**
 * '1 cup plus 2 tablespoons': a second amount of the same kind, added to the first. Counts of
 * different things ('1 stick plus 2 tablespoons') are not added.
 */
export function plusMeasure(line: string, unit: string, position: number): SecondMeasure | null {
  const lead = matchAt(PLUS_LEAD, line, position);
  const number = lead ? readNumber(line, position + lead[0].length) : null;
  if (!lead || !number || number.article) return null;
  const written = unitWordAt(line, number.end);
  const kind = unitKind(unit);
  // 'ounce' added to a volume is a fluid ounce: '1 cup plus 1 ounce tequila'
  const word = written && written.unit === 'oz' && kind === 'volume' ? { ...written, unit: 'fl oz' } : written;
  const factor = word ? convertQuantity(1, unit, word.unit) : null;
  if (!word || factor === null || (kind !== 'mass' && kind !== 'volume')) return null;
  const comma = matchAt(COMMA_AFTER, line, word.end);
  return { number, unit: word.unit, end: comma ? word.end + comma[0].length : word.end };
}
