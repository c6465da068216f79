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
// "500ml", "100g": a unit written onto its figure has no word boundary before it
const MENTION = new RegExp(`(?:${FIGURE} ?)?(?<![a-z])(${UNIT})\\b`, 'g');

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

/** The words of the question left once its units and filler are taken out: the ingredient, when short. */
function ingredientOf(text: string, units: readonly Mention[]): string | null {
  let rest = text;
  for (const mention of [...units].reverse()) rest = `${rest.slice(0, mention.start)} ${rest.slice(mention.end)}`;
  const words = rest.replace(/[^a-z' -]/g, ' ').split(/\s+/).filter((word) => word !== '' && !FILLER.has(word));
  return words.length > 0 && words.length <= 4 ? words.join(' ') : null;
}

/**
 * One unit and the tool at hand: "wants 1 cup of sugar and i only have scales" is the cup in grams;
 * "100 g of flour and no scales" the grams in cups. The ingredient follows "of" or the figure.
 */
function byTheTool(text: string, mention: Mention): ConversionQuestion | null {
  if (mention.amount === null) return null;
  const kind = unitKind(mention.unit);
  const scalesOnly = /\b(?:only (?:have|got) (?:a |some |kitchen |digital )?scales?|(?:have|got|use|using|with) (?:my |the |a |kitchen |digital )?scales?(?: only)?|weigh (?:it|them|that)|in grams|by weight)\b/.test(text);
  const cupsOnly = /\b(?:no (?:kitchen |digital )?scales?|without (?:a |any )?(?:kitchen )?scales?|scales? (?:just )?(?:died|broke|broken|are broken|is broken|packed in)|(?:only (?:have|got)|with|using) (?:measuring )?cups|in cups|by volume)\b/.test(text);
  const to = kind === 'volume' && scalesOnly && !cupsOnly ? 'g' : kind === 'mass' && cupsOnly && !scalesOnly ? 'cup' : null;
  if (!to) return null;
  const ingredient = namedAfter(text, mention);
  return ingredient ? { quantity: mention.amount, from: mention.unit, to, ingredient } : null;
}

/** "… 100 g plain flour with cups": the food written right after an amount, up to three words. */
function namedAfter(text: string, mention: Mention): string | null {
  const named = /^ ?(?:of )?(?:the |my )?([a-z' -]+?)(?= and\b| but\b| with\b| so\b| in\b| to\b| into\b| i\b|,|\?|$)/.exec(text.slice(mention.end));
  const words = named ? named[1].trim().split(/\s+/).filter((word) => word !== '' && !FILLER.has(word)) : [];
  return words.length > 0 && words.length <= 3 ? words.join(' ') : null;
}

/** A conversion the question asks for, or null when it does not name two different units. */
export function readConversionQuestion(text: string): ConversionQuestion | null {
  // "how much water for 500 g of rice", "250 g pasta for 4 people": amounts of a dish, not a conversion
  if (/\b(?:per (?:person|head)|people|serves|servings?|portions?|ratio|water for|stock for|for (?:\d+|a|one)\b|cook|boil|how long|minutes?)\b/.test(text)) return null;
  const units = mentions(text);
  const distinct = units.filter((mention, i) => units.findIndex((other) => other.unit === mention.unit) === i);
  if (distinct.length === 1) return byTheTool(text, distinct[0]);
  if (distinct.length !== 2) return null;
  const counted = distinct.filter((mention) => mention.amount !== null);
  if (counted.length === 2) return null;
  // "how many cups in a litre": the first unit is the answer's; "litre how many cups", "tbsp in ml": the first is converted
  const asksFirst = /^(?:how (?:many|much)|what(?:'s| is) the number of)\b/.test(text);
  const [from, to] = counted.length === 1 ? (counted[0] === distinct[0] ? distinct : [distinct[1], distinct[0]]) : asksFirst ? [distinct[1], distinct[0]] : distinct;
  const quantity = from.amount ?? (/^sticks?$/.test(from.word) ? 0.5 : 1);
  const kinds = new Set([unitKind(from.unit), unitKind(to.unit)]);
  let ingredient: string | null = /^sticks?$/.test(from.word) ? 'butter' : null;
  if (kinds.size === 2 && !ingredient) ingredient = namedAfter(text, from) ?? ingredientOf(text, units);
  return { quantity, from: from.unit, to: to.unit, ingredient };
}
