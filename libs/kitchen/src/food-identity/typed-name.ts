/**
 * The name a person gave a food is theirs (DESIGN §10): 'Kerrygold butter' stays 'Kerrygold
 * butter', '2% milk' stays '2% milk'. Only the tidying a person expects happens: spaces trimmed,
 * the first letter capitalised, and an amount at the front moved to the quantity ('a dozen eggs'
 * → Eggs × 12, '2 lb chicken' → Chicken, 2 lb).
 */
import { parseIngredientLine } from '../ingredients.js';
import { canonicalUnit } from '../units.js';
import { catalogFood, resolveFood } from './resolve-food.js';

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

// How a recipe line goes on after the food: 'garlic, minced', 'butter, at room temperature'.
const PREPARATION = /^(?:\w+ed|\w+ly \w+ed|to taste|divided|optional|for \w+|at room temperature|room temp(?:erature)?|cold|warm|hot|chilled|leaves and stems\b.*|cut into .*|or more|plus more.*|about .*|such as .*|if .*|as needed|thinly|finely|roughly|coarsely)\b/i;

/** A name without notes in parentheses and without a trailing preparation after a comma. */
function withoutNotes(text: string): string {
  const bare = text.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const parts = bare.split(/\s*,\s*/);
  while (parts.length > 1 && PREPARATION.test(parts[parts.length - 1])) parts.pop();
  return (parts.join(', ') || bare).trim();
}

/** First letter up, the rest as typed; runs of spaces become one. */
export function capitalizeFirst(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** Kitchen units of other languages a recipe line puts between the amount and the food. */
const FOREIGN_UNITS = new Set([
  'el', 'tl', 'msk', 'tsk', 'ss', 'ts', 'dl', 'cl', 'st', 'stk', 'stück', 'gr', 'dkg', 'ek', 'kk', 'boks', 'blikje', 'blik', 'zakje',
  'žlice', 'žlica', 'žličica', 'xícara', 'xícaras', 'colher', 'colheres', 'cucchiaio', 'cucchiai', 'cucchiaino', 'cuillère', 'cuillères',
  'cs', 'cc', 'cda', 'cdas', 'cdta', 'taza', 'tazas', 'pizca', 'scheut', 'snufje', 'teentje', 'teentjes', 'prise', 'pincée', 'brise',
]);

// Words of a recipe line around the food that are how to prepare it, not its name.
// 'store-bought or homemade tomato paste' is tomato paste; 'homemade pesto' alone stays as said
const LEADING_PREP = /^(?:(?:store-bought|shop-bought|homemade) or (?:store-bought|shop-bought|homemade)\s+|(?:thinly|finely|roughly|coarsely|freshly|lightly|firmly)\s+\w+ed\s+|(?:melted|softened|chopped|minced|diced|packed|beaten|sifted|cubed|halved|quartered|trimmed|rinsed|drained)\s+|(?:warm|lukewarm|cold|hot)\s+(?=(?:water|milk|broth|stock|butter)\b))+/i;
// 'made from rice and corn', 'see steps below', '* note': what the food is made of or where a note is, not its name
const TRAILING_PREP = /\s+(?:to taste|as needed|plus more\b.*|for (?:garnish|serving|searing|frying|greasing|dusting|brushing|drizzling|rolling|the \w+)\b.*|cut into\b.*|(?:at )?room temp(?:erature)?|made (?:from|with)\b.*|see (?:notes?|steps|below|above|recipe)\b.*|\*.*)$/i;
const PIECE_UNIT = /^(.+?)\s+(cloves?|sprigs?|stalks?)$/i;

/**
 * The food part of what follows an amount: a foreign unit word moved to the unit, a connecting
 * 'de'/'of' dropped, preparation words around the food dropped, and of two alternatives ('sour
 * cream or Greek yogurt', 'palm or coconut sugar') the first.
 */
function foodPart(text: string, amount: TypedName['amount']): { name: string; amount: TypedName['amount'] } {
  let rest = text.replace(/^as needed\s+/i, '');
  let unit = amount?.unit ?? null;
  const first = rest.split(/\s+/, 1)[0]?.replace(/\.$/, '').toLowerCase() ?? '';
  if (amount && unit === 'item' && FOREIGN_UNITS.has(first) && rest.includes(' ')) {
    unit = rest.split(/\s+/, 1)[0].replace(/\.$/, '');
    rest = rest.slice(rest.indexOf(' ') + 1);
  }
  // a whole word only: 'dijon mustard' and 'diced olives' keep their 'di'
  if (amount) rest = rest.replace(/^(?:(?:de|di|del|della|of)\s+|d['’]\s*)/i, '');
  rest = rest.replace(TRAILING_PREP, '').replace(LEADING_PREP, '');
  // 'cornstarch + 1 tablespoon cold water': two ingredients on one line, the first is this one
  rest = rest.split(/\s+\+\s+(?=\S)/)[0];
  const [head, ...tail] = rest.split(/\s*,\s*/);
  const or = /^(.+?)\s+or\s+(.+)$/i.exec(head);
  let name = head;
  if (or) {
    const [, left, right] = or;
    const rightWords = right.split(/\s+/);
    // 'beef or chicken broth', 'red or white wine vinegar', 'palm or coconut sugar': one word
    // before 'or' shares the second choice's food, so the first choice is that food with its word
    const shared = !left.includes(' ') && rightWords.length > 1 ? `${left} ${rightWords.slice(1).join(' ')}` : null;
    if (shared && catalogFood(resolveFood(shared).key)) name = shared;
    else name = resolveFood(left).key === resolveFood(right).key || catalogFood(resolveFood(left).key) ? left : `${left} ${rightWords.at(-1)}`;
  }
  const piece = PIECE_UNIT.exec(name);
  if (piece && amount && unit === 'item') {
    name = piece[1];
    unit = piece[2].toLowerCase().replace(/s$/, '');
  }
  return { name: [name, ...(or ? [] : tail)].join(', '), amount: amount && unit ? { ...amount, unit } : amount };
}

/**
 * A typed, spoken or bought name, tidied: the amount at its front moved out, and of a recipe line
 * what is not the food's name (preparation, a second choice). A number that is part of the name
 * stays ('2% milk', '7up', '100% orange juice').
 */
export function readTypedName(input: string): TypedName {
  // 'Optional: 2 drops food coloring': a label before the amount
  const text = withoutNotes(input.trim().replace(/\s+/g, ' ').replace(/^optional:\s*/i, '').replace(/^(\d+),(\d+)\b/, '$1.$2'));
  if (/^\d+(?:[.,]\d+)?\s*%/.test(text)) return { name: capitalizeFirst(text), amount: null };
  const parsed = parseIngredientLine(text);
  let rest = text;
  let amount: TypedName['amount'] = null;
  if (parsed.quantity !== null && parsed.name.trim() !== '') {
    rest = parsed.name;
    amount = { quantity: String(parsed.quantity), unit: parsed.unit ?? 'item' };
  } else {
    const words = wordAmount(text);
    if (words && words.rest.trim() !== '') {
      const unit = leadingUnit(words.rest);
      rest = unit ? unit.rest : words.rest;
      amount = { quantity: String(words.count), unit: unit?.unit ?? 'item' };
    }
  }
  const food = foodPart(rest, amount);
  return { name: capitalizeFirst(food.name === '' ? rest : food.name), amount: food.amount };
}
