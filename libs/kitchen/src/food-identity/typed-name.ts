/**
 * The name a person gave a food is theirs (DESIGN §10): 'Kerrygold butter' stays 'Kerrygold
 * butter', '2% milk' stays '2% milk'. Only the tidying a person expects happens: spaces trimmed,
 * the first letter capitalised, and an amount at the front moved to the quantity ('a dozen eggs'
 * → Eggs × 12, '2 lb chicken' → Chicken, 2 lb).
 */
import { parseIngredientLine } from '../ingredients.js';
import { canonicalUnit } from '../units.js';

export interface TypedName {
  /** The tidied name: 'Eggs', 'Kerrygold butter', "Grandma's tomato sauce". */
  name: string;
  /** The amount the name began with, when it had one. */
  amount: { quantity: string; unit: string } | null;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dozen: 12, 'a dozen': 12, 'half a dozen': 6, 'a couple of': 2, 'a couple': 2, 'couple of': 2, 'a few': 3,
};

// Longest first, so 'half a dozen' is read before 'a'.
const WORD_AMOUNT = new RegExp(
  `^(${Object.keys(WORD_NUMBERS).sort((a, b) => b.length - a.length).map((words) => words.replace(/ /g, '\\s+')).join('|')})(?:\\s+dozen)?\\s+`,
  'i',
);

/** 'a dozen', 'two dozen' and 'half a dozen' count eggs, not dozens. */
function wordAmount(text: string): { count: number; rest: string } | null {
  const match = WORD_AMOUNT.exec(text);
  if (!match) return null;
  const said = match[1].toLowerCase().replace(/\s+/g, ' ');
  const dozens = /\s+dozen\s+$/i.test(match[0]) && !said.includes('dozen');
  const count = (WORD_NUMBERS[said] ?? 1) * (dozens ? 12 : 1);
  return { count, rest: text.slice(match[0].length) };
}

/** A unit word at the start of the rest, with its 'of': 'loaf of bread' → loaf, 'cans of tuna' → can. */
function leadingUnit(text: string): { unit: string; rest: string } | null {
  const match = /^([a-z.]+)\s+(?:of\s+)?(.+)$/i.exec(text);
  if (!match) return null;
  const unit = canonicalUnit(match[1].replace(/\.$/, ''));
  // 'clove spice' is a name; a unit needs its 'of' unless a count came before it ('two cans tuna')
  if (unit === null || !/\s+of\s+/i.test(text.slice(match[1].length, match[1].length + 5))) return null;
  return { unit, rest: match[2] };
}

/** First letter up, the rest as typed; runs of spaces become one. */
export function capitalizeFirst(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * A typed, spoken or bought name, tidied: the amount at its front moved out. A number that is part
 * of the name stays ('2% milk', '7up', '100% orange juice').
 */
export function readTypedName(input: string): TypedName {
  const text = input.trim().replace(/\s+/g, ' ');
  if (/^\d+(?:[.,]\d+)?\s*%/.test(text)) return { name: capitalizeFirst(text), amount: null };
  const parsed = parseIngredientLine(text);
  if (parsed.quantity !== null && parsed.name.trim() !== '') {
    const unit = parsed.unit ?? 'item';
    return { name: capitalizeFirst(parsed.name), amount: { quantity: String(parsed.quantity), unit } };
  }
  const words = wordAmount(text);
  if (words && words.rest.trim() !== '') {
    const unit = leadingUnit(words.rest);
    const name = unit ? unit.rest : words.rest;
    return { name: capitalizeFirst(name), amount: { quantity: String(words.count), unit: unit?.unit ?? 'item' } };
  }
  return { name: capitalizeFirst(text), amount: null };
}
