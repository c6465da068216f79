/**
 * A conversion read from the units a question names rather than from its phrasing (issue 31):
 * "cup of sugar in grams?", "1 litre how many cups", "tbsp in ml?", "how many grams does a stick
 * of butter weigh" all name two units, one of them with an amount (or an implied one). The
 * amount's unit is what is converted; the other is the target; the words left over name the
 * ingredient when a volume meets a weight. Pure; input is a normalised question.
 */
import { parseQuantity } from '../quantity.js';
import { canonicalUnit, unitKind } from '../units.js';

export interface ConversionQuestion {
  quantity: number;
  from: string;
  to: string;
  ingredient: string | null;
}

/** Unit words; the one-letter ones ("g", "l", "c") only count after a figure. */
const UNIT = '(?:cups?|tablespoons?|tbsps?|tbsp|tbs|teaspoons?|tsps?|tsp|grams?|grammes?|g|kilograms?|kilos?|kg|ounces?|oz|pounds?|lbs?|lb|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l|fluid ounces?|fl oz|pints?|quarts?|gallons?|sticks?)';
const FIGURE = '(\\d+(?:\\.\\d+)?(?: \\d+/\\d+)?|\\d+/\\d+)';
const MENTION = new RegExp(`(?:${FIGURE} ?)?\\b(${UNIT})\\b`, 'g');

/** Words that are not the ingredient: question words, conversion words, filler. */
const FILLER = new Set([
  'how', 'many', 'much', 'what', "what's", 'whats', 'is', 'are', 'in', 'into', 'to', 'a', 'an', 'the', 'of', 'per', 'does', 'do', 'weigh', 'weighs', 'convert',
  'conversion', 'equal', 'equals', 'equivalent', 'make', 'makes', 'there', 'one', 'it', 'that', 'as', 'be', 'would', 'roughly', 'about', 'approx', 'approximately',
  'metric', 'imperial', 'us', 'uk', 'american', 'british', 'please', 'again', 'i', 'need', 'recipe', 'says', 'so', 'and', 'or', 'like', 'for', 'if', 'my', 'by',
  'volume', 'weight', 'go', 'fit', 'up', 'get', 'from', 'you', 'can', 'tell', 'me', 'level', 'heaped', 'packed', 'dry', 'liquid', 'measure', 'measuring', 'with',
]);

interface Mention {
  amount: number | null;
  unit: string;
  /** How the unit was written: sticks are half a cup of butter. */
  word: string;
  start: number;
  end: number;
}

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const [whole, figure, word] = match;
    if (/^(?:g|l|c)$/.test(word) && !figure) continue;
    const stick = /^sticks?$/.test(word);
    const unit = stick ? 'cup' : canonicalUnit(word.replace(/^fluid ounces?$/, 'fl oz'));
    if (!unit || !unitKind(unit) || unitKind(unit) === 'count') continue;
    const amount = figure ? parseQuantity(figure) : null;
    found.push({ amount: amount === null ? null : stick ? amount / 2 : amount, unit, word, start: match.index, end: match.index + whole.length });
  }
  return found;
}

/** A conversion the question asks for, or null when it does not name two different units. */
export function readConversionQuestion(text: string): ConversionQuestion | null {
  // "how much water for 500 g of rice", "250 g pasta for 4 people": amounts of a dish, not a conversion
  if (/\b(?:per (?:person|head)|people|serves|servings?|portions?|ratio|water for|stock for|for (?:\d+|a|one)\b|cook|boil|how long|minutes?)\b/.test(text)) return null;
  const units = mentions(text);
  const distinct = units.filter((mention, i) => units.findIndex((other) => other.unit === mention.unit) === i);
  if (distinct.length !== 2) return null;
  const counted = distinct.filter((mention) => mention.amount !== null);
  if (counted.length === 2) return null;
  // "how many cups in a litre": the first unit is the answer's; "litre how many cups", "tbsp in ml": the first is converted
  const asksFirst = /^(?:how (?:many|much)|what(?:'s| is) the number of)\b/.test(text);
  const [from, to] = counted.length === 1 ? (counted[0] === distinct[0] ? distinct : [distinct[1], distinct[0]]) : asksFirst ? [distinct[1], distinct[0]] : distinct;
  const quantity = from.amount ?? (/^sticks?$/.test(from.word) ? 0.5 : 1);
  const kinds = new Set([unitKind(from.unit), unitKind(to.unit)]);
  let ingredient: string | null = /^sticks?$/.test(from.word) ? 'butter' : null;
  if (kinds.size === 2 && !ingredient) {
    let rest = text;
    for (const mention of [...units].reverse()) rest = `${rest.slice(0, mention.start)} ${rest.slice(mention.end)}`;
    const words = rest.replace(/[^a-z' -]/g, ' ').split(/\s+/).filter((word) => word !== '' && !FILLER.has(word));
    ingredient = words.length > 0 && words.length <= 4 ? words.join(' ') : null;
  }
  return { quantity, from: from.unit, to: to.unit, ingredient };
}
