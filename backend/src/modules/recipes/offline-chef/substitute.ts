/**
 * Swapping a book line the kitchen lacks for something on hand, when the offline knowledge says it
 * works (@sous/kitchen substitutions): '2 tbsp lime juice' becomes '2 tbsp lemon juice' and '2
 * limes, juiced' becomes '2 lemons, juiced' when lemons are on hand. The line is rewritten in the
 * table's words at the table's ratio, and only when the card would match that line to an item of
 * the household, so the card's matching and shopping agree with the recipe.
 *
 * Only plain one-for-one swaps are made: a substitute mixed from several things ('milk + lemon
 * juice'), measured loosely ('a little', 'a pinch') or meant for one use only ('in baking', 'in
 * cooked dishes') is knowledge for the cook to read, not a line to write. A swap the table says
 * fails for the dish ('Not for salads' in a salad) is not made either.
 */
import { canonicalUnit, foodKey, foodRoleOf, formatCookingQuantity, parseIngredientLine, parseQuantity, readIngredientLine, substitutesFor, type FoodRoleInfo, type Substitute } from '@sous/kitchen';
import { entriesNamed, type IndexedItem, type LineReader } from './evaluate.js';

export interface Swap {
  /** The rewritten line, naming the item on hand. */
  line: string;
  /** What the book asked for ('lime juice'). */
  from: string;
  /** What is used instead, in the table's words ('lemon juice', from the household's lemons). */
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
  /** Each substitute the option names, lowercased and without prep words ('dried cranberries'), with its ratio. */
  substitutes: { name: string; ratio: number }[];
}

const OPTION_CACHE = new Map<string, ReadOption | null>();

/**
 * 'dried cranberries, chopped dates or chopped apricots' → three substitutes at ratio 1; 'lime
 * juice, same amount, or 1/2 the amount of white wine vinegar' → lime juice at 1, vinegar at 1/2;
 * null when the option is not a plain swap.
 */
export function readOption(use: string): ReadOption | null {
  const cached = OPTION_CACHE.get(use);
  if (cached !== undefined) return cached;
  const read = readOptionUncached(use);
  OPTION_CACHE.set(use, read);
  return read;
}

const SAME = /^(?:the\s+)?same (?:amount|weight|number)$/;

function readOptionUncached(use: string): ReadOption | null {
  // 'marjoram (1 1/2 times the amount) or thyme': a ratio inside a note is not read.
  if (/\([^)]*\d[^)]*\)/.test(use)) return null;
  let text = use.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  if (NOT_A_SWAP.test(text)) return null;
  let whole: number | null = null;
  const perUnit = PER_UNIT.exec(text);
  if (perUnit) {
    // '1 cup mascarpone per cup' is a ratio only when both sides are in the same unit.
    const [, amount, unit, rest, perWhat, tail] = perUnit;
    const value = parseQuantity(amount);
    if (value === null || canonicalUnit(unit) === null || canonicalUnit(unit) !== canonicalUnit(perWhat) || /\d/.test(tail)) return null;
    whole = value;
    text = rest;
  }
  // Each part is a name, a ratio for the names before it ('same amount'), or a name with its own ratio.
  const substitutes: { name: string; ratio: number | null }[] = [];
  const settle = (ratio: number): void => {
    for (const substitute of substitutes) if (substitute.ratio === null) substitute.ratio = ratio;
  };
  for (const raw of text.split(/,|\bor\b/i)) {
    const part = raw.trim().toLowerCase();
    if (part === '') continue;
    if (SAME.test(part)) {
      settle(1);
      continue;
    }
    const times = TIMES_AMOUNT.exec(part);
    const ratio = times ? parseQuantity(times[1]) : null;
    if (times && (ratio === null || ratio <= 0)) return null;
    const name = cleanName(times ? part.replace(TIMES_AMOUNT, ' ') : part);
    // Anything still measured in numbers is a ratio this reader does not know.
    if (/\d/.test(name)) return null;
    if (name === '') {
      if (ratio !== null) settle(ratio);
      continue;
    }
    if (/^(?:an?other|other)\b/.test(name)) continue;
    substitutes.push({ name, ratio });
  }
  settle(whole ?? 1);
  // 'pinto or kidney beans': a lone word that is no food by itself shares the last name's noun.
  const last = substitutes[substitutes.length - 1]?.name.split(' ') ?? [];
  const read = substitutes.map(({ name, ratio }, index) => ({
    name: index < substitutes.length - 1 && last.length > 1 && !name.includes(' ') && foodRoleOf(name) === null ? `${name} ${last[last.length - 1]}` : name,
    ratio: ratio ?? 1,
  }));
  return read.length > 0 ? { substitutes: read } : null;
}

const cleanName = (part: string): string =>
  part
    .split(/\s+/)
    .filter((word) => word !== '' && !PREP_WORDS.has(word))
    .join(' ');

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
  // Keyed by the name as the book writes it: every book line is looked up for every request.
  const cached = SUBSTITUTION_CACHE.get(name);
  if (cached !== undefined) return cached;
  const plain = plainName(name);
  const entry = substitutesFor(plain);
  const options = entry && entry.names.some((known) => foodKey(known) === plain) ? entry.options : null;
  if (SUBSTITUTION_CACHE.size >= CACHE_LIMIT) SUBSTITUTION_CACHE.clear();
  SUBSTITUTION_CACHE.set(name, options);
  return options;
}

const CACHE_LIMIT = 20_000;
const WORDS_CACHE = new Map<string, ReadonlySet<string>>();

/** The food-key words of a title or name, cached: book titles and lines come back on every request. */
function wordsOf(text: string): ReadonlySet<string> {
  let words = WORDS_CACHE.get(text);
  if (!words) {
    words = new Set(foodKey(text).split(' '));
    if (WORDS_CACHE.size >= CACHE_LIMIT) WORDS_CACHE.clear();
    WORDS_CACHE.set(text, words);
  }
  return words;
}

/** A food the dish is named after ('Oatmeal Raisin Cookies' and raisins): swapping it would make the title a lie. */
function namedInTitle(name: string, title: string): boolean {
  const titleWords = wordsOf(title);
  for (const word of wordsOf(name)) if (word.length > 2 && !DESCRIPTORS.has(word) && titleWords.has(word)) return true;
  return false;
}

/** Whether a substitute the table says fails for this dish ('Not for salads.' in a salad, 'not for pesto' in a pesto). */
export function failsFor(option: Substitute, title: string): boolean {
  const titleWords = wordsOf(title);
  for (const word of failingWords(option.fails)) if (titleWords.has(word)) return true;
  return false;
}

const FAILING_CACHE = new Map<string, readonly string[]>();

/** The words after 'not for' / 'never in' in a 'fails' note ('Not for salads.' → ['salad']). */
function failingWords(fails: string): readonly string[] {
  let words = FAILING_CACHE.get(fails);
  if (!words) {
    words = [...fails.matchAll(/\b(?:not|never)\s+(?:for|in)\s+([^.:;]+)/gi)].flatMap((match) => foodKey(match[1]).split(' ').filter((word) => word.length > 3));
    FAILING_CACHE.set(fails, words);
  }
  return words;
}

/**
 * Herbs and seasonings are not swapped: fresh and dried differ threefold in strength and a name
 * rarely says which the household has; a dish does without them instead (evaluate's MINOR_ROLES).
 */
const UNSWAPPED_ROLES: ReadonlySet<string> = new Set(['herb', 'seasoning']);

/** Two foods play the same part in a dish: a cheese for a cheese, a bean for a bean, never a chicken for a broth. */
function sameRole(original: string, substitute: string): boolean {
  const a = roleOf(original);
  const b = roleOf(substitute);
  return a !== null && b !== null && !UNSWAPPED_ROLES.has(a.role) && a.role === b.role && (a.family ?? null) === (b.family ?? null);
}

const ROLE_CACHE = new Map<string, FoodRoleInfo | null>();

function roleOf(name: string): FoodRoleInfo | null {
  let role = ROLE_CACHE.get(name);
  if (role === undefined) {
    role = foodRoleOf(name);
    if (ROLE_CACHE.size >= CACHE_LIMIT) ROLE_CACHE.clear();
    ROLE_CACHE.set(name, role);
  }
  return role;
}

/** The line with its food replaced and its amount scaled: '1/2 cup raisins' → '1/2 cup dried cranberries'. */
function rewrite(line: string, label: string, ratio: number): string | null {
  const parsed = parseIngredientLine(line);
  const text = parsed.name || parsed.original;
  const comma = text.indexOf(',');
  const notes = comma === -1 ? '' : text.slice(comma);
  if (parsed.quantity === null) return ratio === 1 ? `${label}${notes}` : null;
  // '2 limes, juiced' → '2 lemons, juiced': counted things take the plural.
  if (parsed.unit === null && parsed.quantity * ratio > 1 && !/s$/.test(label)) label = /(?:ch|sh|x|o)$/.test(label) ? `${label}es` : `${label}s`;
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
 * Swappers over the household's items, one per dish (its title decides which swaps fail). What a
 * line could be swapped for is worked out once per request, whatever the dish.
 */
export function swapsOver(pantry: readonly IndexedItem[], reader: LineReader): (title: string) => Swapper {
  const byLine = new Map<string, readonly { option: Substitute; swap: Swap }[]>();
  const candidatesOf = (line: string, name: string, options: readonly Substitute[]): readonly { option: Substitute; swap: Swap }[] => {
    let found = byLine.get(line);
    if (found) return found;
    found = options.flatMap((option) => {
      const swap = swapWith(option, line, name, pantry, reader);
      return swap ? [{ option, swap }] : [];
    });
    byLine.set(line, found);
    return found;
  };
  return (title) => (line, name) => {
    const options = substitutionOf(name);
    if (!options || namedInTitle(name, title)) return null;
    return candidatesOf(line, name, options).find(({ option }) => !failsFor(option, title))?.swap ?? null;
  };
}

/** A swapper for one dish (tests; the chef shares the work across dishes with swapsOver). */
export function swapperFor(pantry: readonly IndexedItem[], reader: LineReader, title: string): Swapper {
  return swapsOver(pantry, reader)(title);
}

/** The line swapped for the first substitute of an option the household has; null when it has none. */
function swapWith(option: Substitute, line: string, name: string, pantry: readonly IndexedItem[], reader: LineReader): Swap | null {
  const read = readOption(option.use);
  if (!read) return null;
  for (const { name: wanted, ratio } of read.substitutes) {
    // The household has it when the card would match the rewritten line to one of its items.
    if (!sameRole(name, wanted)) continue;
    const entry = entriesNamed(wanted, pantry, reader).find((candidate) => sameRole(wanted, candidate.item.label));
    if (!entry) continue;
    const rewritten = rewrite(line, wanted, ratio);
    if (rewritten === null) continue;
    const to = readIngredientLine(rewritten).name.toLowerCase();
    return { line: rewritten, from: displayName(name), to, entry, ratio };
  }
  return null;
}
