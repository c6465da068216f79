/**
 * Swapping a book line the kitchen lacks for something on hand, when the offline knowledge says it
 * works (@sous/kitchen substitutions): 'juice of 1 lime' stays a lime, but '2 tbsp lime juice'
 * becomes '2 tbsp lemon juice' when lemon juice is on hand. The line is rewritten to the item on
 * hand, at the table's ratio, so the card's matching and shopping agree with the recipe.
 *
 * Only plain one-for-one swaps are made: a substitute mixed from several things ('milk + lemon
 * juice'), measured loosely ('a little', 'a pinch') or meant for one use only ('in baking', 'in
 * cooked dishes') is knowledge for the cook to read, not a line to write. A swap the table says
 * fails for the dish ('Not for salads' in a salad) is not made either.
 */
import { canonicalUnit, foodKey, foodRoleOf, formatCookingQuantity, parseIngredientLine, parseQuantity, substitutesFor, type Substitute } from '@sous/kitchen';
import type { IndexedItem } from './evaluate.js';

export interface Swap {
  /** The rewritten line, naming the item on hand. */
  line: string;
  /** What the book asked for ('lime juice'). */
  from: string;
  /** What is used instead, as recipes call the item ('lemon juice'). */
  to: string;
  /** The item on hand. */
  entry: IndexedItem;
  /** How much of it per unit of the original (1 for 'same amount'). */
  ratio: number;
}

/** Finds a swap for a line the kitchen lacks; null when there is none. */
export type Swapper = (line: string, name: string) => Swap | null;

/** Words that only say how a substitute is prepared, not what it is ('chopped dates' are dates). */
const PREP_WORDS: ReadonlySet<string> = new Set(['chopped', 'crushed', 'toasted', 'melted', 'drained', 'grated', 'shredded', 'sliced', 'fresh', 'plain']);

/** Words that make a book line's name more precise without changing the food ('fresh lime juice'). */
const DESCRIPTORS: ReadonlySet<string> = new Set([
  'fresh',
  'freshly',
  'squeezed',
  'large',
  'small',
  'medium',
  'ripe',
  'dried',
  'canned',
  'frozen',
  'low',
  'sodium',
  'reduced',
  'full',
  'fat',
  'whole',
  'plain',
  'boneless',
  'skinless',
  'grated',
  'shredded',
  'crumbled',
  'chopped',
  'sliced',
  'diced',
]);

/** Options that are not a plain swap: mixtures, loose measures, one use only, procedures. */
const NOT_A_SWAP = /[+;]|\bequal parts\b|\ba little\b|\ba pinch\b|\ba squeeze\b|\ba splash\b|\ba drop\b|\bin baking\b|\bin cooked dishes\b|\bin creamy soups\b|\bin muffins\b|\bfor a vegan version\b|\bfor coating\b|\bhomemade\b|\bsimmered\b|\bblended\b|\bstrained\b|\bboiled\b|\bbloomed\b|\bthinned\b/i;

const NUMBER = String.raw`\d+(?:\s+\d+\/\d+|\/\d+|\.\d+)?`;
const TIMES_AMOUNT = new RegExp(String.raw`(?:about\s+)?(${NUMBER})\s+(?:times\s+)?the amount(?:\s+of)?`, 'i');
const PER_UNIT = new RegExp(String.raw`^(${NUMBER})\s+([a-z]+)\s+(.+?)\s+(?:per|for each)\s+([a-z]+)\b(.*)$`, 'i');

interface ReadOption {
  /** Each substitute the option names, as food keys ('dried cranberry', 'date'). */
  names: string[];
  ratio: number;
}

const OPTION_CACHE = new Map<string, ReadOption | null>();

/** 'dried cranberries, chopped dates or chopped apricots' → three names at ratio 1; null when it is not a plain swap. */
export function readOption(use: string): ReadOption | null {
  const cached = OPTION_CACHE.get(use);
  if (cached !== undefined) return cached;
  const read = readOptionUncached(use);
  OPTION_CACHE.set(use, read);
  return read;
}

function readOptionUncached(use: string): ReadOption | null {
  let text = use.replace(/\([^)]*\)/g, ' ').trim();
  if (NOT_A_SWAP.test(text)) return null;
  let ratio = 1;
  const perUnit = PER_UNIT.exec(text);
  if (perUnit) {
    // '1 cup mascarpone per cup' is a ratio only when both sides are in the same unit.
    const [, amount, unit, rest, perWhat, tail] = perUnit;
    const value = parseQuantity(amount);
    if (value === null || canonicalUnit(unit) === null || canonicalUnit(unit) !== canonicalUnit(perWhat) || /\d/.test(tail)) return null;
    ratio = value;
    text = rest;
  } else {
    const times = TIMES_AMOUNT.exec(text);
    if (times) {
      const value = parseQuantity(times[1]);
      if (value === null) return null;
      ratio = value;
      text = text.replace(TIMES_AMOUNT, ' ');
    }
    text = text.replace(/,?\s*(?:the\s+)?same amount\b/gi, ' ');
  }
  // Anything still measured in numbers is a ratio this reader does not know.
  if (/\d/.test(text)) return null;
  const names = text
    .split(/,|\bor\b/i)
    .map((part) => foodKey(part))
    .map((key) =>
      key
        .split(' ')
        .filter((word) => !PREP_WORDS.has(word))
        .join(' '),
    )
    .filter((key) => key !== '' && !/^(?:an?other|other)\b/.test(key));
  return names.length > 0 && ratio > 0 ? { names, ratio } : null;
}

/** The food a book line names, without words that only make it more precise: 'fresh lime juice' → 'lime juice'. */
function plainName(name: string): string {
  const words = foodKey(name).split(' ');
  while (words.length > 1 && DESCRIPTORS.has(words[0])) words.shift();
  return words.join(' ');
}

/** The book's words for the food, lowercased and without the precise ones: 'Fresh lime juice' → 'lime juice'. */
function displayName(name: string): string {
  const words = name.toLowerCase().replace(/\s+/g, ' ').trim().split(' ');
  while (words.length > 1 && DESCRIPTORS.has(foodKey(words[0]))) words.shift();
  return words.join(' ');
}

const SUBSTITUTION_CACHE = new Map<string, readonly Substitute[] | null>();

/** The table's entry for exactly this food (never a longer or shorter one: 'white wine vinegar' is not 'white wine'). */
function substitutionOf(name: string): readonly Substitute[] | null {
  const plain = plainName(name);
  const cached = SUBSTITUTION_CACHE.get(plain);
  if (cached !== undefined) return cached;
  const entry = substitutesFor(plain);
  const options = entry && entry.names.some((known) => foodKey(known) === plain) ? entry.options : null;
  SUBSTITUTION_CACHE.set(plain, options);
  return options;
}

/** A food the dish is named after ('Oatmeal Raisin Cookies' and raisins): swapping it would make the title a lie. */
function namedInTitle(name: string, title: string): boolean {
  const titleWords = new Set(foodKey(title).split(' '));
  return plainName(name)
    .split(' ')
    .some((word) => word.length > 2 && titleWords.has(word));
}

/** A substitute the table says fails for this dish ('Not for salads.' in a salad, 'not for pesto' in a pesto). */
function failsFor(option: Substitute, title: string): boolean {
  const titleWords = new Set(foodKey(title).split(' '));
  for (const match of option.fails.matchAll(/\b(?:not|never)\s+(?:for|in)\s+([^.:;]+)/gi)) {
    if (foodKey(match[1]).split(' ').some((word) => word.length > 3 && titleWords.has(word))) return true;
  }
  return false;
}

/** Two foods play the same part in a dish: a cheese for a cheese, a bean for a bean, never a chicken for a broth. */
function sameRole(original: string, substitute: string): boolean {
  const a = foodRoleOf(original);
  const b = foodRoleOf(substitute);
  return a !== null && b !== null && a.role === b.role && (a.family ?? null) === (b.family ?? null);
}

/** The line with its food replaced and its amount scaled: '1/2 cup raisins' → '1/2 cup dried cranberries'. */
function rewrite(line: string, label: string, ratio: number): string | null {
  const parsed = parseIngredientLine(line);
  const text = parsed.name || parsed.original;
  const comma = text.indexOf(',');
  const notes = comma === -1 ? '' : text.slice(comma);
  if (parsed.quantity === null) return ratio === 1 ? `${label}${notes}` : null;
  const amount = formatCookingQuantity(parsed.quantity * ratio);
  const upper = parsed.quantityMax === null ? '' : `-${formatCookingQuantity(parsed.quantityMax * ratio)}`;
  const unit = parsed.unit === null ? '' : ` ${unitWord(line, parsed.unit)}`;
  return `${amount}${upper}${unit} ${label}${notes}`;
}

/** The unit as the line wrote it ('tbsp', 'cups'), so the rewritten line reads like the book. */
function unitWord(line: string, unit: string): string {
  const written = /^\s*[\d\s/.½¼¾⅓⅔-]+\s*([a-zA-Z.]+)/.exec(line)?.[1];
  return written && canonicalUnit(written) === unit ? written : unit;
}

/**
 * A swapper over the household's items for one dish (its title decides which swaps fail). Lines
 * are looked up at most once per request.
 */
export function swapperFor(pantry: readonly IndexedItem[], title: string): Swapper {
  return (line, name) => {
    if (namedInTitle(name, title)) return null;
    const options = substitutionOf(name);
    if (!options) return null;
    for (const option of options) {
      if (failsFor(option, title)) continue;
      const read = readOption(option.use);
      if (!read) continue;
      for (const wanted of read.names) {
        const entry = pantry.find((candidate) => itemKey(candidate) === wanted);
        if (!entry || !sameRole(name, entry.item.label)) continue;
        const rewritten = rewrite(line, entry.item.label, read.ratio);
        if (rewritten === null) continue;
        return { line: rewritten, from: displayName(name), to: entry.item.label, entry, ratio: read.ratio };
      }
    }
    return null;
  };
}

/** Words of an item's name that say how it was bought, not what it is ('frozen peas' are peas; 'dried cranberries' are not cranberries). */
const BOUGHT_AS: ReadonlySet<string> = new Set(['fresh', 'frozen', 'large', 'small', 'medium', 'ripe', 'organic', 'plain']);

/** How an item reads as a food key, without the words that say how it was bought. */
function itemKey(entry: IndexedItem): string {
  const words = foodKey(entry.item.label).split(' ');
  while (words.length > 1 && BOUGHT_AS.has(words[0])) words.shift();
  return words.join(' ');
}
