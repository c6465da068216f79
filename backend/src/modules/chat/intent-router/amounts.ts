/**
 * Amounts as people say them: "2 pounds of chicken", "a dozen eggs", "half a pound of butter",
 * "a couple of avocados", "two and a half cups of flour", "all the milk", "half the spinach".
 * Pure: numbers through `@sous/kitchen`'s `scanQuantity`, units through `canonicalUnit`.
 */
import { canonicalUnit, scanQuantity } from '@sous/kitchen';

export interface Amount {
  /** How much, in `unit`; null when none was said ("the milk", "olive oil"). */
  quantity: number | null;
  /** Canonical unit ('lb', 'cup', 'item'…), or null when none was said. */
  unit: string | null;
  /** "all the milk", "the rest of the rice" → all; "half the spinach" → half of what there is. */
  portion: 'all' | 'half' | null;
  /** What the amount is of, as said ("chicken", "large eggs"). */
  name: string;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100,
};

const DETERMINERS = new Set(['the', 'my', 'our', 'your', 'some', 'any', 'of', 'this', 'that', 'these', 'those']);

/** A number said in words: "three", "twenty five", "twenty-five". */
export function numberWord(tokens: readonly string[], at: number): { value: number; next: number } | null {
  const word = tokens[at];
  if (word === undefined) return null;
  const hyphen = /^([a-z]+)-([a-z]+)$/.exec(word);
  if (hyphen) {
    const [tens, ones] = [NUMBER_WORDS[hyphen[1]], NUMBER_WORDS[hyphen[2]]];
    return tens !== undefined && ones !== undefined && tens >= 20 && ones < 10 ? { value: tens + ones, next: at + 1 } : null;
  }
  const value = NUMBER_WORDS[word];
  if (value === undefined) return null;
  const following = NUMBER_WORDS[tokens[at + 1] ?? ''];
  if (value >= 20 && value % 10 === 0 && value < 100 && following !== undefined && following > 0 && following < 10) {
    return { value: value + following, next: at + 2 };
  }
  return { value, next: at + 1 };
}

/** A number at `at`: digits, fractions, mixed numbers ("1 1/2"), words, or "a"/"an" as one. */
function plainNumber(tokens: readonly string[], at: number): { value: number; next: number; unit?: string } | null {
  const token = tokens[at];
  if (token === undefined) return null;
  if (token === 'a' || token === 'an') return { value: 1, next: at + 1 };
  const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(token);
  if (glued) {
    const unit = canonicalUnit(glued[2]);
    return unit ? { value: Number(glued[1]), next: at + 1, unit } : null;
  }
  if (/^[\d.½⅓⅔¼¾⅛⅜⅝⅞]/.test(token)) {
    // "1 1/2" spans two tokens: scan the joined rest and count the tokens the match covers
    const rest = tokens.slice(at).join(' ');
    const match = scanQuantity(rest, 0);
    if (!match) return null;
    const after = rest.slice(match.end);
    if (after !== '' && !after.startsWith(' ')) return null;
    const used = match.text.split(/\s+/).length;
    return { value: match.value, next: at + used };
  }
  return numberWord(tokens, at);
}

interface Leading {
  quantity: number | null;
  unit: string | null;
  portion: 'all' | 'half' | null;
  next: number;
}

const is = (tokens: readonly string[], at: number, ...words: string[]) => words.includes(tokens[at] ?? '');

/** The quantity words at the start of an amount, in order of preference. */
function leading(tokens: readonly string[]): Leading {
  const none = (next = 0): Leading => ({ quantity: null, unit: null, portion: null, next });
  // "half a dozen", "half dozen"
  if (is(tokens, 0, 'half') && is(tokens, 1, 'a', 'an') && is(tokens, 2, 'dozen')) return { quantity: 6, unit: 'item', portion: null, next: 3 };
  if (is(tokens, 0, 'half') && is(tokens, 1, 'dozen')) return { quantity: 6, unit: 'item', portion: null, next: 2 };
  // "a couple of", "couple", "a few"
  if (is(tokens, 0, 'a') && is(tokens, 1, 'couple')) return { quantity: 2, unit: null, portion: null, next: is(tokens, 2, 'of') ? 3 : 2 };
  if (is(tokens, 0, 'couple')) return { quantity: 2, unit: null, portion: null, next: is(tokens, 1, 'of') ? 2 : 1 };
  if (is(tokens, 0, 'a') && is(tokens, 1, 'few')) return { quantity: 3, unit: null, portion: null, next: is(tokens, 2, 'of') ? 3 : 2 };
  // "half a pound", "half an onion", "a half cup"
  if (is(tokens, 0, 'half') && is(tokens, 1, 'a', 'an')) return { quantity: 0.5, unit: null, portion: null, next: 2 };
  if (is(tokens, 0, 'a') && is(tokens, 1, 'half')) return { quantity: 0.5, unit: null, portion: null, next: is(tokens, 2, 'of') ? 3 : 2 };
  // "half the spinach", "half of the milk": half of what there is
  if (is(tokens, 0, 'half')) return { quantity: null, unit: null, portion: 'half', next: is(tokens, 1, 'of') ? 2 : 1 };
  // "a quarter (of a) pound", "three quarters of a cup"
  if (is(tokens, 0, 'a', 'one') && is(tokens, 1, 'quarter')) {
    let next = 2;
    if (is(tokens, next, 'of')) next += 1;
    if (is(tokens, next, 'a', 'an')) next += 1;
    return { quantity: 0.25, unit: null, portion: null, next };
  }
  if (is(tokens, 0, 'three') && is(tokens, 1, 'quarters')) {
    let next = 2;
    if (is(tokens, next, 'of')) next += 1;
    if (is(tokens, next, 'a', 'an')) next += 1;
    return { quantity: 0.75, unit: null, portion: null, next };
  }
  // "all the milk", "all of it", "the rest of the rice", "everything"
  if (is(tokens, 0, 'all')) return { quantity: null, unit: null, portion: 'all', next: is(tokens, 1, 'of') ? 2 : 1 };
  if (is(tokens, 0, 'the') && is(tokens, 1, 'rest') && is(tokens, 2, 'of')) return { quantity: null, unit: null, portion: 'all', next: 3 };
  if (is(tokens, 0, 'the') && is(tokens, 1, 'whole')) return { quantity: null, unit: null, portion: 'all', next: 2 };
  const number = plainNumber(tokens, 0);
  if (!number) return none();
  // "a dozen eggs", "two dozen eggs"
  if (is(tokens, number.next, 'dozen', 'dozens')) {
    return { quantity: number.value * 12, unit: 'item', portion: null, next: number.next + (is(tokens, number.next + 1, 'of') ? 2 : 1) };
  }
  // "two and a half pounds"
  if (is(tokens, number.next, 'and') && is(tokens, number.next + 1, 'a') && is(tokens, number.next + 2, 'half')) {
    return { quantity: number.value + 0.5, unit: number.unit ?? null, portion: null, next: number.next + 3 };
  }
  return { quantity: number.value, unit: number.unit ?? null, portion: null, next: number.next };
}

/** A unit at `at` ("pounds", "fl oz", "cans"), never a single letter and never the last word. */
function unitAt(tokens: readonly string[], at: number): { unit: string; next: number } | null {
  const two = tokens.slice(at, at + 2).join(' ');
  if (tokens.length > at + 2) {
    const unit = canonicalUnit(two);
    if (unit && two.includes(' ')) return { unit, next: at + 2 };
  }
  const one = tokens[at];
  if (one === undefined || one.length < 2 || tokens.length <= at + 1) return null;
  const unit = canonicalUnit(one);
  return unit ? { unit, next: at + 1 } : null;
}

/** Words of a phrase: lowercased, curly quotes straightened, punctuation at the edges dropped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}\s'/.½⅓⅔¼¾⅛⅜⅝⅞-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[-'.]+|[-'.]+$/g, ''))
    .filter((word) => word !== '');
}

/** Drops leading determiners ("the", "my", "some", "of") from a name's words. */
export function stripDeterminers(tokens: readonly string[]): string[] {
  let start = 0;
  while (start < tokens.length - 1 && DETERMINERS.has(tokens[start])) start += 1;
  if (tokens.length === 1 && DETERMINERS.has(tokens[0])) return [];
  return tokens.slice(start);
}

/** Reads one amount phrase: "2 pounds of chicken" → { quantity: 2, unit: 'lb', name: 'chicken' }. */
export function parseAmount(text: string): Amount {
  const tokens = words(text);
  const lead = leading(tokens);
  let { quantity, unit } = lead;
  let next = lead.next;
  if (quantity !== null && unit === null) {
    const found = unitAt(tokens, next);
    if (found) {
      unit = found.unit;
      next = found.next;
    }
  }
  // "litre of semi skimmed", "bag of spinach": a unit and "of" with no number is one of it
  if (quantity === null && unit === null && lead.portion === null) {
    const found = unitAt(tokens, next);
    if (found && is(tokens, found.next, 'of') && found.unit !== 'item') {
      quantity = 1;
      unit = found.unit;
      next = found.next;
    }
  }
  if (unit === 'dozen' && quantity !== null) {
    quantity *= 12;
    unit = 'item';
  }
  if (is(tokens, next, 'of')) next += 1;
  const name = stripDeterminers(tokens.slice(next)).join(' ');
  // "a" alone is no amount: "an apple" is one apple, but "a" with nothing after is no name at all
  if (name === '' && tokens.length === 1 && (tokens[0] === 'a' || tokens[0] === 'an')) return { quantity: null, unit: null, portion: null, name: tokens[0] };
  return { quantity, unit, portion: lead.portion, name };
}

/** "chicken" → "Chicken": names are stored as said, with a capital first letter. */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
