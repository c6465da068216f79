/**
 * Which food a receipt item's name names, and how sure that is. The catalog match itself is
 * `resolveFood`'s (one food, one identity); this adds what receipts need on top: the match's
 * quality (the whole name is a catalog alias, or the alias is only part of it), and a second try
 * for names OCR garbled ('BANANA5', 'STRAWBERRlES', 'AVOCAD0S') against the catalog's own words.
 */
import { FOOD_GROUPS, type CatalogFood } from '../food-identity/food-catalog.js';
import { FOOD_CATALOG, catalogFood, resolveFood } from '../food-identity/resolve-food.js';
import { foodWords, identityTokens, sentenceCase } from '../food-identity/food-text.js';

export type FoodMatch = 'exact' | 'partial' | 'fuzzy' | 'none';

export interface ReadFood {
  name: string;
  foodKey: string | null;
  category: string | null;
  match: FoodMatch;
  /** 0–1: how much of the name the matched alias explains (1 for exact, 0 for none). */
  coverage: number;
}

/** Every word the catalog's names and aliases are written with, for correcting garbled words. */
const VOCABULARY: ReadonlySet<string> = new Set(FOOD_CATALOG.flatMap((food) => [food.name, ...food.aliases].flatMap(foodWords)));

const ALIAS_TOKENS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map(
  FOOD_CATALOG.map((food) => [food.key, [food.name, ...food.aliases].map(identityTokens).filter((tokens) => tokens.length > 0)]),
);

/** The food's longest alias contained in the name's identity words: what the match explains. */
function matchedAlias(key: string, tokens: readonly string[]): readonly string[] {
  let best: readonly string[] = [];
  for (const alias of ALIAS_TOKENS.get(key) ?? []) {
    if (alias.length > best.length && alias.every((token) => tokens.includes(token))) best = alias;
  }
  return best;
}

/** Share of the name's identity words explained by the food's best alias contained in it. */
function coverageOf(key: string, tokens: readonly string[]): number {
  return tokens.length === 0 ? 0 : matchedAlias(key, tokens).length / tokens.length;
}

/**
 * Groups of single ingredients: with another food named beside one, the name is a product made
 * of both, not the ingredient ('ramen beef' is no beef, 'lemon pepper' no black pepper).
 */
const INGREDIENT_GROUPS: ReadonlySet<string> = new Set([
  FOOD_GROUPS.beef, FOOD_GROUPS.pork, FOOD_GROUPS.poultry, FOOD_GROUPS.lamb, FOOD_GROUPS.seafood, FOOD_GROUPS.fruits,
  FOOD_GROUPS.vegetables, FOOD_GROUPS.spices, FOOD_GROUPS.nuts, FOOD_GROUPS.legumes, FOOD_GROUPS.grains, FOOD_GROUPS.fats,
]);

/** The groups of the foods whose aliases end in a word, by that word: 'pepper' ends 'bell pepper' and 'black pepper'. */
const HEAD_CATEGORIES: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const byHead = new Map<string, Set<string>>();
  for (const food of FOOD_CATALOG) {
    for (const alias of ALIAS_TOKENS.get(food.key) ?? []) {
      const head = alias.at(-1);
      if (head !== undefined) byHead.set(head, (byHead.get(head) ?? new Set()).add(food.category));
    }
  }
  return byHead;
})();

const related = (a: CatalogFood, b: CatalogFood): boolean => a.key === b.key || a.family === b.key || b.family === a.key || (a.family !== null && a.family === b.family);

/** The catalog food one word names on its own ('ramen' → noodles), if it names one outright. */
function foodOfWord(word: string): CatalogFood | undefined {
  const food = catalogFood(resolveFood(word).key);
  return food && coverageOf(food.key, [word]) >= 0.999 ? food : undefined;
}

/**
 * Whether the words a partial match leaves unexplained say the name is another food (DESIGN §10:
 * a link only on evidence). They do when one of them names another catalog food and the match is
 * a single ingredient ('RAMEN-BEEF12' is no beef), or when a spice was matched by a word that also
 * names produce, with other words before it ('SHISHITO PEP' is a fresh pepper, not black pepper).
 */
function contradicted(food: CatalogFood, tokens: readonly string[]): boolean {
  const alias = matchedAlias(food.key, tokens);
  const rest = tokens.filter((token) => !alias.includes(token));
  if (rest.length === 0) return false;
  if (INGREDIENT_GROUPS.has(food.category) && rest.some((token) => {
    const other = foodOfWord(token);
    return other !== undefined && !related(other, food);
  })) return true;
  const head = alias.length === 1 ? alias[0] : undefined;
  return food.category === FOOD_GROUPS.spices && head !== undefined && (HEAD_CATEGORIES.get(head)?.size ?? 0) > 1;
}

/** Produce, whose variety receipts print after it ('BANANA CAVENDISH', 'APPLES PINK LADY'). */
const PRODUCE: ReadonlySet<string> = new Set([FOOD_GROUPS.fruits, FOOD_GROUPS.vegetables]);

/**
 * Words a receipt prints after the food for its form, cut or taste ('PARMESAN WEDGE', 'SALSA
 * MILD'): dropping them leaves the food; so does dropping a word the catalog does not know after
 * produce, its variety. Any other trailing word may be what the thing is ('CHOC CREPES', 'BEEF
 * JERKY'), so the food before it is no evidence.
 */
const FORM_WORDS: ReadonlySet<string> = new Set([
  'wedge', 'block', 'chunk', 'slice', 'sliced', 'shredded', 'shred', 'grated', 'crumble', 'crumbled', 'cube', 'cubed', 'diced',
  'chopped', 'minced', 'crushed', 'halve', 'half', 'quarter', 'whole', 'stick', 'log', 'loaf', 'round', 'piece', 'portion',
  'mild', 'medium', 'hot', 'spicy', 'sweet', 'unsweetened', 'sweetened', 'salted', 'unsalted', 'smoked', 'roasted', 'toasted',
  'fillet', 'filet', 'steak', 'lean', 'thin', 'thick', 'cut', 'sharp', 'extra', 'aged', 'ripe', 'green', 'red', 'yellow', 'white',
  'bag', 'pouch', 'tub', 'jar', 'can', 'canned', 'bottle', 'box', 'bunch', 'pint', 'quart', 'gallon', 'dozen',
]);

/** Letters OCR reads as digits inside words, by the digit. */
const LETTER_LOOKALIKES: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '5': 's', '8': 'b', '6': 'g', '4': 'a', '3': 'e' };

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** The catalog word a garbled word most likely is, when exactly one is close enough. */
function correctWord(word: string): string {
  // a lower-case 'l' inside an upper-case word is an 'I' OCR misread: 'STRAWBERRlES'
  const upper = word.replace(/[^A-Za-z]/g, '').replace(/l/g, '').length > 0 && word.replace(/l/g, '') === word.replace(/l/g, '').toUpperCase();
  const lower = (upper ? word.replace(/l/g, 'I') : word).toLowerCase();
  // digits inside a word are letters OCR misread: 'banana5', 'av0cado'
  const lettered = /[a-z]/.test(lower) ? lower.replace(/[0-9]/g, (d) => LETTER_LOOKALIKES[d] ?? d) : lower;
  const known = (w: string): boolean => foodWords(w).every((part) => VOCABULARY.has(part));
  if (known(lettered)) return lettered;
  if (lettered.length < 5 || /[^a-z]/.test(lettered)) return lettered;
  const limit = lettered.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const candidate of VOCABULARY) {
    if (candidate.length < 4) continue;
    // plural forms of the vocabulary word count as the word itself
    const distance = Math.min(editDistance(lettered, candidate, limit), editDistance(lettered, `${candidate}s`, limit));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance && candidate !== best) {
      tie = true;
    }
  }
  return best !== null && !tie ? best : lettered;
}

/** A cleaned name for a food the catalog does not know: sizes, codes and symbols out, sentence case. */
export function cleanItemName(name: string): string {
  const words = name
    .replace(/\b\d+(?:[.,]\d+)?\s*(?:%|(?:oz|ozs|lb|lbs|g|kg|ml|l|ct|pk|pack|count|fl\s?oz|gal|qt|pt|dz)\b\.?)/gi, ' ')
    // a count or code glued to the end of a word: 'RAMEN-BEEF12'
    .replace(/(\p{L}{3,})\d+\b/gu, '$1')
    .replace(/[^\p{L}\p{N}&'%\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return sentenceCase(words);
}

/**
 * The letters OCR swaps inside upper-case words put back: a lower-case 'l' is an 'I'
 * ('SPARKLlNG'), a digit between letters is the letter it looks like ('AVOCAD0S', 'BANANA5').
 * Words that start with a digit are sizes or codes ('16OZ', '24CT') and stay.
 */
export function fixWordLookalikes(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      // a size that lost its space is a size, not letters: 'MILK1GAL'
      const glued = /^([A-Za-z]{3,})(\d+(?:[.,]\d+)?(?:GAL|OZ|LBS?|CT|PK|KG|G|L|ML|QT|PT|DZ))$/i.exec(word);
      if (glued) return `${glued[1]} ${glued[2]}`;
      if (!/^[A-Za-z]/.test(word) || word.replace(/[^A-Za-z]/g, '').length < 3) return word;
      const upper = word.replace(/l/g, '') === word.replace(/l/g, '').toUpperCase();
      if (!upper) return word;
      const lettered = word.replace(/l/g, 'I');
      return /[A-Z]\d|\d[A-Z]/.test(lettered) && !/\d{2}/.test(lettered)
        ? lettered.replace(/\d/g, (d) => (LETTER_LOOKALIKES[d] ?? d).toUpperCase())
        : lettered;
    })
    .join(' ');
}

/** The food an item name names, with how well it matched. */
export function readFood(written: string): ReadFood {
  const name = fixWordLookalikes(written);
  // a name that needed its letters repaired matched no better than fuzzily
  const repaired = name !== written;
  const first = resolveFood(name);
  const tokens = identityTokens(name);
  const firstFood = catalogFood(first.key);
  // the food it was taken for says nothing of where it keeps: no category either
  if (firstFood && contradicted(firstFood, tokens)) return unlinked(name, null);
  if (firstFood) {
    const coverage = coverageOf(first.key, tokens);
    const match: FoodMatch = repaired ? 'fuzzy' : coverage >= 0.999 ? 'exact' : 'partial';
    return { name: first.name, foodKey: first.key, category: first.category, match, coverage };
  }
  // receipts often put the food first and a form after it ('PARMESAN WEDGE', 'SALSA MILD'):
  // without the last words, the food may be a catalog one
  const words = name.split(/\s+/).filter((word) => word !== '');
  for (let keep = words.length - 1; keep >= 1 && keep >= words.length - 2; keep -= 1) {
    const dropped = identityTokens(words.slice(keep).join(' '));
    const shorter = resolveFood(words.slice(0, keep).join(' '));
    if (!dropped.every((word) => FORM_WORDS.has(word) || (PRODUCE.has(shorter.category) && !VOCABULARY.has(word)))) break;
    if (catalogFood(shorter.key)) return { name: shorter.name, foodKey: shorter.key, category: shorter.category, match: 'partial', coverage: coverageOf(shorter.key, tokens) };
  }
  // sizes and codes ('5CT', '1LB') stay as they are; only words are corrected
  const corrected = words.map((word) => (/^[A-Za-z]/.test(word) ? correctWord(word.replace(/[^A-Za-z0-9]/g, '')) : word)).join(' ');
  if (corrected.toLowerCase() !== name.toLowerCase()) {
    const second = resolveFood(corrected);
    const secondFood = catalogFood(second.key);
    if (secondFood && !contradicted(secondFood, identityTokens(corrected))) {
      return { name: second.name, foodKey: second.key, category: second.category, match: 'fuzzy', coverage: coverageOf(second.key, identityTokens(corrected)) };
    }
  }
  // words naming foods of two groups ('RAMEN-BEEF') say nothing sure of where it keeps
  const groups = new Set(tokens.map(foodOfWord).flatMap((food) => (food ? [food.category] : [])));
  return unlinked(name, tokens.length > 0 && groups.size < 2 ? first.category : null);
}

/** A name linked to no food, cleaned for reading. */
function unlinked(name: string, category: string | null): ReadFood {
  const cleaned = cleanItemName(name);
  return { name: cleaned === '' ? name.trim() : cleaned, foodKey: null, category, match: 'none', coverage: 0 };
}
