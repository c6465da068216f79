/** A unit word where a line writes one: 'cups', 'tbsp.', 'fl oz', '400g', 'cup/240 ml'. */
import { canonicalUnit } from '../units.js';
import { matchAt } from './text.js';
import { LINE_UNITS, PIECE_UNITS } from './words.js';

/** A unit word as a line writes it: canonical (units.ts) or one of the line's own counts. */
export function unitOfWord(word: string): string | null {
  const bare = word.replace(/\.$/, '');
  return canonicalUnit(bare) ?? LINE_UNITS[bare.toLowerCase()] ?? null;
}

// A unit is one word ('cups', 'tbsp.'), or the two-word fluid ounce; it may touch the number
// ('400g', '2-ounce bottle of capers') or a slash ('1 cup/240 ml').
const UNIT_WORD = /\s*-?(fl\.?\s*oz\.?|fluid\s+ounces?|\p{L}+\.?)(?=[\s,;:)(/]|$)/uy;
const OF = /\s+of(?=\s)/iy;

/** Past an 'of' at `position' ('2 cups of water'), if there is one. */
export function afterOf(line: string, position: number): number {
  const of = matchAt(OF, line, position);
  return of ? position + of[0].length : position;
}

/** Nothing but a note or the end after a piece unit: the word is the food ('6 whole cloves'). */
export function nothingAfter(line: string, position: number): boolean {
  // '1 stick (1/4 pound) butter' goes on after its note
  return /^\s*(?:$|[,;(])/.test(line.slice(position).replace(/^\s*\([^)]*\)/, ''));
}

/** The unit word at `position` (after spaces), with where it ends. */
export function unitWordAt(line: string, position: number): { unit: string; end: number } | null {
  const word = matchAt(UNIT_WORD, line, position);
  const unit = word ? unitOfWord(word[1]) : null;
  if (!word || unit === null) return null;
  const end = position + word[0].length;
  if (PIECE_UNITS.has(unit) && nothingAfter(line, end)) return null;
  return { unit, end };
}
