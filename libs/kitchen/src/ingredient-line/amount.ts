/**
 * The amount of an ingredient line: '2', '1 1/2', '1½', '1 and 1/2', 'one', 'half a', 'a dozen',
 * ranges ('2-3', '2 to 3', '2 or 3', 'one or two'), and where it is written so scaling can rewrite
 * exactly those characters.
 */
import { scanQuantity } from '../quantity.js';
import { FRACTION_WORDS, NUMBER_WORDS } from './words.js';
import { matchAt } from './text.js';

/** One number as written: its value and its characters [start, end). */
export interface WrittenNumber {
  value: number;
  start: number;
  end: number;
  /** 'a'/'an': a quantity only before a unit or a size ('a pinch', 'a 3-pound chicken'). */
  article?: boolean;
}

/** The amount of a line: a number or a range, and where each end is written. */
export interface WrittenAmount {
  value: number;
  /** The upper end of a range, else null. */
  max: number | null;
  start: number;
  end: number;
  /** The lower end's characters; with `high`, what scaling rewrites. */
  low: WrittenNumber;
  high: WrittenNumber | null;
  article?: boolean;
}

/** A number as a pattern, for sizes and second measures: '2', '1 1/2', '3/4', '1.5', '½', 'four'. */
export const NUMBER_TEXT = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+(?:\.\d+)?|\d*[½¼¾⅓⅔⅛]|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;

// Characters that show the digits are not a quantity: '2% milk', '10:30', '1/2/3', '1,000'.
const NOT_A_QUANTITY_END = /[%\d/\u2044:]/u;
// A size written with a hyphen after a mixed number: '12 1/4-inch-thick slices' is 12 slices, each
// 1/4 inch thick, not 12¼ of them.
const DIMENSION_AFTER = /\s*-\s*(?:inch|in\b|ounce|oz|pound|lb|gram|g\b|quart|qt|cup|liter|litre|centimeter|cm)/iy;
const WHOLE_THEN_FRACTION = /^(\d+)\s+\d+[/\u2044]\d+$/;
const AND_FRACTION = /\s+and\s+/iy;
const A_HALF = /(?:a|one)[\s-]+(half|third|quarter)\b/iy;

const WORD_NUMBER = new RegExp(
  String.raw`(${Object.keys(NUMBER_WORDS).join('|')})(?![\p{L}-])`,
  'iuy',
);
// 'one-half', 'one half', 'a half', 'two-thirds', 'three-quarters'
const WORD_FRACTION = /(?:(?:one|a)[\s-]+(half|third|quarter|fourth)|(two-thirds|three-quarters|three-fourths))(?![\p{L}-])/iuy;
// 'half a', 'half an', 'half' (before a unit: 'half cup'); 'half a dozen'
const HALF = /half(?:\s+(?:a|an)(?=\s))?(?![\p{L}-])/iuy;
const ARTICLE = /(an?)(?=\s)/iy;
const DOZEN = /\s+dozen(?![\p{L}-])/iuy;

function numeric(line: string, position: number): WrittenNumber | null {
  const match = scanQuantity(line, position);
  if (!match) return null;
  if (NOT_A_QUANTITY_END.test(line.charAt(match.end))) return null;
  // a comma inside digits is a thousands separator or a decimal comma, not an amount then a note
  if (line.charAt(match.end) === ',' && /\d/.test(line.charAt(match.end + 1))) return null;
  const split = WHOLE_THEN_FRACTION.exec(match.text);
  if (split && matchAt(DIMENSION_AFTER, line, match.end)) {
    return { value: Number(split[1]), start: position, end: position + split[1].length };
  }
  // '1 and 1/2', '2 and a half'
  const and = Number.isInteger(match.value) ? matchAt(AND_FRACTION, line, match.end) : null;
  if (and) {
    const after = match.end + and[0].length;
    const fraction = scanQuantity(line, after);
    if (fraction && fraction.value < 1 && !NOT_A_QUANTITY_END.test(line.charAt(fraction.end))) {
      return { value: match.value + fraction.value, start: position, end: fraction.end };
    }
    const half = matchAt(A_HALF, line, after);
    if (half) return { value: match.value + FRACTION_WORDS[half[1].toLowerCase()], start: position, end: after + half[0].length };
  }
  return { value: match.value, start: position, end: match.end };
}

function fractionWord(word: string): number {
  const key = word.toLowerCase();
  return key === 'fourth' ? 1 / 4 : FRACTION_WORDS[key];
}

/** A number written as words at `position`: 'one', 'one and a half', 'half a', 'a dozen', 'a'. */
function worded(line: string, position: number): WrittenNumber | null {
  const fraction = matchAt(WORD_FRACTION, line, position);
  if (fraction) return { value: fractionWord(fraction[1] ?? fraction[2]), start: position, end: position + fraction[0].length };
  const half = matchAt(HALF, line, position);
  if (half) {
    const dozen = matchAt(DOZEN, line, position + half[0].length);
    // 'half a dozen eggs' is six eggs
    if (dozen) return { value: 6, start: position, end: position + half[0].length + dozen[0].length };
    return { value: 0.5, start: position, end: position + half[0].length };
  }
  const word = matchAt(WORD_NUMBER, line, position);
  const article = word ? null : matchAt(ARTICLE, line, position);
  const found = word ?? article;
  if (!found) return null;
  let value = word ? NUMBER_WORDS[word[1].toLowerCase()] : 1;
  let end = position + found[0].length;
  const and = matchAt(AND_FRACTION, line, end);
  const andHalf = and ? matchAt(A_HALF, line, end + and[0].length) : null;
  if (and && andHalf) {
    value += fractionWord(andHalf[1]);
    end += and[0].length + andHalf[0].length;
  }
  // 'a half cup': the article counts the half
  const aHalf = article ? matchAt(/\s+(half|third|quarter)(?![\p{L}-])/iuy, line, end) : null;
  if (aHalf) return { value: fractionWord(aHalf[1]), start: position, end: end + aHalf[0].length };
  // 'a dozen eggs', 'two dozen oysters': a count of twelves, read as the count of things
  const dozen = matchAt(DOZEN, line, end);
  if (dozen) return { value: value * 12, start: position, end: end + dozen[0].length };
  return article ? { value, start: position, end, article: true } : { value, start: position, end };
}

/** One number at `position`, digits first. */
export function readNumber(line: string, position: number): WrittenNumber | null {
  return numeric(line, position) ?? worded(line, position);
}

const RANGE_SEPARATOR = /\s*(?:[-–—]|to(?=\s)|or(?=\s))\s*/iy;

/**
 * The amount at `position`: a number, or a range when a larger number follows after '-', 'to' or
 * 'or'. The lower end is `value` (what a cook needs at least), the upper `max`.
 */
export function readAmount(line: string, position: number): WrittenAmount | null {
  const low = readNumber(line, position);
  if (!low) return null;
  const separator = low.article ? null : matchAt(RANGE_SEPARATOR, line, low.end);
  const high = separator ? readNumber(line, low.end + separator[0].length) : null;
  // '2 or 3 turnips' is a range, but 'one or the other' and '1 (28-ounce) can' are not
  if (high && !high.article && high.value > low.value && !NOT_A_QUANTITY_END.test(line.charAt(high.end))) {
    return { value: low.value, max: high.value, start: low.start, end: high.end, low, high };
  }
  return { value: low.value, max: null, start: low.start, end: low.end, low, high: null, ...(low.article ? { article: true } : {}) };
}
