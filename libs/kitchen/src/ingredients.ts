/**
 * Ingredient lines such as '1 1/2 cups flour' (spec 001 §5). The parser lives in
 * `ingredient-line/` (issue 30): a quantity (decimal, fraction, mixed number, unicode fraction,
 * '1 and 1/2', number words, 'a dozen', 'half a'), an optional unit (before or after the food:
 * '2 cloves garlic', '5 garlic cloves'), then the food with its preparation and notes apart.
 *
 * Beyond the spec, a range ('2-3', '2 to 3', '2 or 3', '2–3') is read as its lower bound in
 * `quantity` and its upper bound in `quantityMax`; scaling scales both ends. The lower bound is what
 * a cook needs at least, so availability uses it. A list bullet ('- ', '• ', '* ') before the
 * quantity is allowed.
 */
import { formatScaled } from './quantity.js';
import { layoutAmount, rewriteAmount, type AmountLayout } from './ingredient-line/index.js';
import { LINE_UNITS } from './ingredient-line/words.js';
import { canonicalUnit, pluralizeUnit } from './units.js';

export { parseIngredientLine } from './ingredient-line/index.js';
export type { ParsedIngredient, PackageSize } from './ingredient-line/index.js';

/** Default servings of a recipe that does not say (spec 001 §9). */
export const DEFAULT_RECIPE_SERVINGS = 4;

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Scale factor must be a positive number, got ${factor}`);
}

// foods whose plural is the same word, or that are not counted ('2 shrimp', '2 garlic')
const SAME_IN_PLURAL = new Set([
  'fish', 'shrimp', 'salmon', 'trout', 'cod', 'halibut', 'tuna', 'squid', 'bass', 'sheep', 'deer', 'garlic', 'salt',
  'sugar', 'flour', 'butter', 'oil', 'water', 'milk', 'cream', 'rice', 'meat', 'yeast',
]);
const PLURAL_IN_VES = new Set(['leaf', 'loaf', 'half', 'calf', 'knife']);
const PLURAL_IN_OES = new Set(['potato', 'tomato', 'hero', 'echo']);

/** The English plural of a counted noun or kitchen unit as written: 'lemon' → 'lemons', 'pinch' → 'pinches'. */
function pluralNoun(word: string): string {
  const lower = word.toLowerCase();
  if (PLURAL_IN_VES.has(lower)) return `${word.slice(0, -1)}ves`.replace(/fves$/, 'ves');
  if (PLURAL_IN_OES.has(lower) || /(?:s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

// where the food's first phrase ends: a note, an alternative or what it is for
const PHRASE_END = /[,;:(]|\s(?:or|and|for|to|with|plus|in|from|about|at|such|if|as|cut|peeled|halved|quartered)\s/i;
// a word a unit may be written as ('cup', 'pinch', 'cans'), not joined to a size ('15-ounce')
const WORD = /(?<![\p{L}\d-])\p{L}+(?![\p{L}-])/gu;

const isUnitWord = (word: string, unit: string): boolean => canonicalUnit(word) === unit || LINE_UNITS[word.toLowerCase()] === unit;

/**
 * Where the word that should read in the plural is, once the count goes above one: the unit written
 * after the count ('1 cup' → '2 cups', 'Pinch of' → '2 pinches of', '1 garlic clove' → '2 garlic
 * cloves'), or without a unit the food's last word before its notes ('Juice of 1 lemon' → 'Juice
 * of 2 lemons', 'One 3-pound duck' → '2 3-pound ducks'). Null when there is none to change.
 */
function countedWord(line: string, layout: AmountLayout): { start: number; end: number; word: string } | null {
  const { unit } = layout;
  const from = layout.amount?.end ?? layout.impliedAt;
  if (from === null) return null;
  if (unit.cuts.length > 0) {
    const [start, end] = unit.cuts[0];
    return { start, end, word: line.slice(start, end) };
  }
  if (unit.unit !== null && !unit.per) {
    // the first unit word between the count and the food, outside parentheses ('1 (15 oz) can')
    const between = line.slice(from, unit.nameStart).replace(/\([^)]*\)/g, (inner) => ' '.repeat(inner.length));
    // '1 cup plus 2 tablespoons' is counted in tablespoons, but the count goes with the cup
    const first = unit.plus?.from ?? unit.unit;
    for (const match of between.matchAll(WORD)) {
      if (isUnitWord(match[0], first)) return { start: from + match.index, end: from + match.index + match[0].length, word: match[0] };
    }
    return null;
  }
  // a plain count: the last word of the food's first phrase
  const rest = line.slice(unit.nameStart);
  const phraseEnd = PHRASE_END.exec(rest);
  const phrase = rest.slice(0, phraseEnd ? phraseEnd.index : rest.length).replace(/\s+$/, '');
  const last = /(\p{Ll}+)$/u.exec(phrase);
  if (!last || (last.index > 0 && !/[\s-]/.test(phrase[last.index - 1]))) return null;
  const start = unit.nameStart + last.index;
  return { start, end: start + last[1].length, word: last[1] };
}

/** `word` as it reads after a count above one, or null when it already does or never changes. */
function pluralOf(word: string, isUnit: boolean): string | null {
  const lower = word.toLowerCase();
  if (isUnit) {
    const plural = PLURAL_IN_VES.has(lower) ? pluralNoun(word) : pluralizeUnit(word, 2);
    return plural === word ? null : plural;
  }
  if (word.length < 3 || /s$/.test(lower) || SAME_IN_PLURAL.has(lower)) return null;
  return pluralNoun(word);
}

/**
 * The line with its quantity multiplied by `factor`, rounded to two decimals without trailing
 * zeros ('1 1/2 cups flour' × 2 → '3 cups flour'); everything else is kept as written, but for
 * the plural a count above one takes where the line wrote one or less ('Juice of 1 lemon' × 2 →
 * 'Juice of 2 lemons', 'Pinch of salt' × 2 → '2 pinches of salt', '1 cup rice' × 1.5 → '1.5 cups
 * rice'). The quantity is rewritten where the parser found it. Lines without an amount come back
 * unchanged. Throws RangeError for a factor that is not a positive number.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  assertFactor(factor);
  const layout = layoutAmount(line);
  if (!layout) return line;
  const swaps = pluralSwaps(line, layout, factor);
  if (swaps.length === 0) return scaledAmount(line, layout, factor);
  // each word is swapped for a placeholder of its length, so every position of the layout holds
  let marked = line;
  swaps.forEach((swap, index) => {
    marked = marked.slice(0, swap.start) + String.fromCharCode(0xe000 + index).repeat(swap.end - swap.start) + marked.slice(swap.end);
  });
  let scaled = scaledAmount(marked, layout, factor);
  swaps.forEach((swap, index) => {
    scaled = scaled.replace(String.fromCharCode(0xe000 + index).repeat(swap.end - swap.start), swap.plural);
  });
  return scaled;
}

/** A count above one to two decimals that was one or less as written. */
const becomesPlural = (written: number, factor: number): boolean => written <= 1 && Math.round(written * factor * 100) / 100 > 1;

/** The words to put in the plural once the line is scaled: the count's, and the second amount's unit. */
function pluralSwaps(line: string, layout: AmountLayout, factor: number): { start: number; end: number; plural: string }[] {
  const swaps: { start: number; end: number; plural: string }[] = [];
  // the word reads with the upper end of a range ('1/2 to 1 cup' × 2 → '1 to 2 cups')
  const counted = becomesPlural(layout.max ?? layout.value, factor) ? countedWord(line, layout) : null;
  const plural = counted ? pluralOf(counted.word, layout.unit.unit !== null && !layout.unit.per) : null;
  if (counted && plural) {
    // an implied unit starts the line ('Pinch of salt'): after the number it reads in lower case
    swaps.push({ ...counted, plural: counted.start === layout.impliedAt ? plural.charAt(0).toLowerCase() + plural.slice(1) : plural });
  }
  // '1 tablespoon plus 1 teaspoon' × 2 → '2 tablespoons plus 2 teaspoons'
  const second = layout.unit.plus ?? layout.unit.upTo;
  if (second && becomesPlural(second.number.value, factor)) {
    const after = /^\s*(\p{L}+)/u.exec(line.slice(second.number.end));
    const word = after?.[1];
    const secondPlural = word && isUnitWord(word, second.unit) ? pluralOf(word, true) : null;
    if (after && secondPlural) {
      const start = second.number.end + after[0].length - after[1].length;
      swaps.push({ start, end: start + after[1].length, plural: secondPlural });
    }
  }
  return swaps;
}

function scaledAmount(line: string, layout: AmountLayout, factor: number): string {
  const plus = layout.unit.plus?.number.value;
  const upTo = layout.unit.upTo?.number.value;
  const numbers = {
    value: layout.value * factor,
    max: layout.max === null ? null : layout.max * factor,
    ...(plus === undefined ? {} : { plus: plus * factor }),
    ...(upTo === undefined ? {} : { upTo: upTo * factor }),
  };
  return rewriteAmount(line, layout, numbers, formatScaled);
}

/**
 * The factor that turns a recipe written for `recipeServings` into `targetServings`. A recipe
 * without a usable servings count is taken to serve 4 (spec 001 §9).
 */
export function servingsScaleFactor(targetServings: number, recipeServings: number | null | undefined): number {
  if (!Number.isFinite(targetServings) || targetServings <= 0) {
    throw new RangeError(`Target servings must be a positive number, got ${targetServings}`);
  }
  const base = recipeServings && Number.isFinite(recipeServings) && recipeServings > 0 ? recipeServings : DEFAULT_RECIPE_SERVINGS;
  return targetServings / base;
}

/**
 * A recipe's ingredient lines rescaled from `recipeServings` to `targetServings` with
 * `scaleIngredientLine` (a recipe without a servings count serves 4). Lines without a leading
 * number are kept as written.
 */
export function scaleIngredientLines(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  targetServings: number,
): string[] {
  const factor = servingsScaleFactor(targetServings, recipeServings);
  return factor === 1 ? [...lines] : lines.map((line) => scaleIngredientLine(line, factor));
}
