/**
 * One food, one identity (DESIGN §10): every path that adds food — the dialog, barcode, chat,
 * shopping put-away, onboarding, receipts, leftovers — calls `resolveFood` to learn which
 * canonical food the text names, so 'Chicken Breast', '2 lb chicken' and the USDA description
 * 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw' land on one card.
 */
import { UNCATEGORIZED } from '../categories.js';
import { buildCatalog, FOOD_GROUPS, type CatalogFood, type FoodGroup } from './food-catalog.js';
import { foodWords, identityTokens, sentenceCase, stripAmountAndPhrase } from './food-text.js';

export interface ResolvedFood {
  /** Stable food key: the same for 'eggs', 'egg', 'a dozen eggs', 'Large eggs' ('egg'). */
  key: string;
  /** Short human name, sentence case: 'Chicken breast', 'Eggs', 'Oat milk'. */
  name: string;
  /** A USDA food group (see categories.ts for display names); 'Uncategorized' only as a last resort. */
  category: string;
  /** Words to look the food up in the embedded USDA data. */
  searchTerms: string[];
}

/** A food the household already has, as `resolveFood` compares it. */
export interface KnownFood {
  key: string;
  name: string;
}

const keyOfTokens = (tokens: readonly string[]): string => tokens.join('-');

/** The key of a text that names no food at all; callers should have rejected it as blank. */
export const BLANK_KEY = 'unnamed-food';

/** The catalog, with every alias reduced to the identity words input is reduced to. */
export const FOOD_CATALOG: readonly CatalogFood[] = buildCatalog((name) => keyOfTokens(identityTokens(name)));

const BY_KEY: ReadonlyMap<string, CatalogFood> = new Map(FOOD_CATALOG.map((food) => [food.key, food]));

interface AliasEntry {
  tokens: readonly string[];
  food: CatalogFood;
  /** Catalog position, so earlier (more common) foods win ties. */
  rank: number;
}

const ALIASES: readonly AliasEntry[] = FOOD_CATALOG.flatMap((food, rank) => {
  const seen = new Set<string>();
  return food.aliases.flatMap((alias) => {
    const tokens = identityTokens(alias);
    const id = [...tokens].sort().join(' ');
    if (tokens.length === 0 || seen.has(id)) return [];
    seen.add(id);
    return [{ tokens, food, rank }];
  });
});

/** The catalog food with this key, if the key is one of the catalog's. */
export function catalogFood(key: string): CatalogFood | undefined {
  return BY_KEY.get(key);
}

/**
 * The word that says what the food is. English puts it last ('boneless chicken breast'); the USDA
 * puts it first and qualifies it after commas ('Chicken, broiler or fryers, breast').
 */
function headOf(text: string): string | null {
  return mainWords(text).at(-1) ?? null;
}

/** The identity words of the first comma part that has any ('boneless, skinless chicken' → chicken). */
function mainWords(text: string): string[] {
  for (const part of text.split(/[,;]/)) {
    // 'in' of 'bone-in' or 'all-in' is part of a word, not the start of 'in syrup'
    const words = identityTokens(part.replace(/(?<![\w-])(?:with|without|in)\b.*$/i, ''));
    if (words.length > 0) return words;
  }
  return [];
}

function inOrder(haystack: readonly string[], needles: readonly string[]): boolean {
  const start = haystack.indexOf(needles[0] ?? '');
  return start >= 0 && needles.every((needle, i) => haystack[start + i] === needle);
}

interface Match {
  food: CatalogFood;
  score: number;
  rank: number;
  /** The alias's words that matched. */
  tokens: readonly string[];
}

/** The catalog food whose longest alias is contained in the words and includes the head word. */
function bestMatch(tokens: readonly string[], head: string | null, requireHead: boolean): Match | null {
  let best: Match | null = null;
  for (const entry of ALIASES) {
    if (requireHead && (head === null || !entry.tokens.includes(head))) continue;
    if (!entry.tokens.every((token) => tokens.includes(token))) continue;
    // more words matched is more specific; words in the written order break ties
    const score = entry.tokens.length * 2 + (inOrder(tokens, entry.tokens) ? 1 : 0);
    if (!best || score > best.score || (score === best.score && entry.rank < best.rank)) {
      best = { food: entry.food, score, rank: entry.rank, tokens: entry.tokens };
    }
  }
  return best;
}

/** Words that name an animal a food comes from, by the food group of that animal's meat. */
const ANIMAL_WORDS: readonly (readonly [FoodGroup, readonly string[]])[] = [
  [FOOD_GROUPS.poultry, ['chicken', 'turkey', 'duck', 'goose', 'quail', 'poultry']],
  [FOOD_GROUPS.beef, ['beef']],
  [FOOD_GROUPS.pork, ['pork']],
  [FOOD_GROUPS.lamb, ['lamb', 'mutton', 'goat', 'veal', 'venison', 'rabbit']],
  [FOOD_GROUPS.seafood, ['fish', 'salmon', 'tuna', 'cod', 'shrimp', 'prawn', 'crab', 'lobster', 'scallop', 'mussel', 'clam', 'oyster', 'squid', 'tilapia', 'trout', 'halibut', 'sardine', 'anchovy']],
];

/** Single words that are a catalog food by themselves ('apple', 'garlic', 'chicken'), with that food's group. */
const FOOD_WORDS: ReadonlyMap<string, string> = new Map(
  FOOD_CATALOG.flatMap((food) =>
    [food.name, ...food.aliases]
      .filter((alias) => !/\s/.test(alias.trim()))
      .flatMap((alias) => identityTokens(alias))
      .map((token) => [token, food.category] as const),
  ).reverse(),
);

const DAIRY_HEADS = new Set(['butter', 'milk', 'cheese', 'cream']);
const PLANT_GROUPS: ReadonlySet<string> = new Set([FOOD_GROUPS.fruits, FOOD_GROUPS.nuts, FOOD_GROUPS.legumes, FOOD_GROUPS.grains, FOOD_GROUPS.vegetables]);

/**
 * Whether a match is evidence enough to link (DESIGN §10: confident or not at all). An alias that
 * is the whole name is the catalog's own word ('turkey bacon' is filed under Bacon). A match that
 * explains only part of the name is refused when the rest names an animal the food is not of
 * ('turkey steak', 'oven-roasted chicken breast roll' → not buns) or makes a dairy word a plant's
 * ('apple butter'); words that only qualify the food ('Kerrygold', 'tenderloin', 'strawberry' of
 * a yogurt) leave it linked.
 */
function isEvidence(match: Match, tokens: readonly string[], head: string | null): boolean {
  if (match.tokens.length >= tokens.length) return true;
  const rest = tokens.filter((token) => !match.tokens.includes(token));
  const animal = ANIMAL_WORDS.find(([group]) => group === match.food.category);
  for (const token of rest) {
    const otherAnimal = ANIMAL_WORDS.find(([group, words]) => group !== match.food.category && words.includes(token));
    if (otherAnimal && !(animal && tokens.some((word) => animal[1].includes(word)))) return false;
    // 'apple butter', 'cashew cheese', 'hemp milk': a plant before a dairy word makes a spread or a
    // plant analogue, not the dairy food; a flavour before any other food leaves it that food
    // ('strawberry yogurt', 'ginger kombucha')
    const group = FOOD_WORDS.get(token) ?? GROUP_WORDS.find(([, words]) => words.includes(token))?.[0];
    if (match.food.category === FOOD_GROUPS.dairy && DAIRY_HEADS.has(head ?? '') && group !== undefined && PLANT_GROUPS.has(group)) return false;
  }
  return true;
}

function fromCatalog(food: CatalogFood): ResolvedFood {
  return { key: food.key, name: food.name, category: food.category, searchTerms: [...food.searchTerms] };
}

/** Words that place an unknown food in a group, checked in order. */
const GROUP_WORDS: readonly (readonly [FoodGroup, readonly string[]])[] = [
  [FOOD_GROUPS.beverages, ['juice', 'drink', 'beverage', 'soda', 'tea', 'coffee', 'water', 'smoothie', 'latte']],
  [FOOD_GROUPS.fruits, ['fruit', 'berry', 'melon', 'citrus']],
  [FOOD_GROUPS.vegetables, ['vegetable', 'veg', 'green', 'squash', 'root', 'leaf', 'lettuce', 'sprout', 'pepper']],
  [FOOD_GROUPS.dairy, ['cheese', 'milk', 'yogurt', 'cream', 'kefir', 'butter', 'egg']],
  [FOOD_GROUPS.poultry, ['chicken', 'turkey', 'duck', 'poultry']],
  [FOOD_GROUPS.beef, ['beef', 'steak', 'veal']],
  [FOOD_GROUPS.pork, ['pork', 'ham', 'bacon']],
  [FOOD_GROUPS.sausages, ['sausage', 'salami', 'deli']],
  [FOOD_GROUPS.seafood, ['fish', 'seafood', 'shrimp', 'salmon', 'tuna', 'crab', 'shellfish']],
  [FOOD_GROUPS.legumes, ['bean', 'lentil', 'pea', 'legume', 'tofu']],
  [FOOD_GROUPS.nuts, ['nut', 'seed', 'almond']],
  [FOOD_GROUPS.baked, ['bread', 'cake', 'cookie', 'pie', 'bun', 'roll', 'pastry', 'tart', 'muffin', 'biscuit', 'cracker']],
  [FOOD_GROUPS.cereals, ['cereal', 'granola']],
  [FOOD_GROUPS.grains, ['rice', 'pasta', 'noodle', 'grain', 'flour', 'oat']],
  [FOOD_GROUPS.soups, ['sauce', 'soup', 'broth', 'stock', 'gravy', 'dip', 'salsa']],
  [FOOD_GROUPS.fats, ['oil', 'dressing', 'lard']],
  [FOOD_GROUPS.spices, ['spice', 'seasoning', 'herb', 'powder', 'rub', 'salt']],
  [FOOD_GROUPS.sweets, ['candy', 'chocolate', 'syrup', 'sugar', 'jam', 'dessert', 'sweet', 'honey']],
  [FOOD_GROUPS.snacks, ['chip', 'snack', 'bar', 'popcorn', 'pretzel']],
  [FOOD_GROUPS.meals, ['meal', 'dinner', 'pizza', 'burrito', 'lasagna', 'casserole', 'stew', 'curry', 'salad', 'sandwich']],
];

/** Best-effort group of a food the catalog does not know: a telling word, else a food it mentions. */
function guessCategory(tokens: readonly string[]): string {
  const head = tokens.at(-1);
  const byHead = GROUP_WORDS.find(([, words]) => head !== undefined && words.includes(head));
  if (byHead) return byHead[0];
  const byWord = GROUP_WORDS.find(([, words]) => tokens.some((token) => words.includes(token)));
  if (byWord) return byWord[0];
  return bestMatch(tokens, null, false)?.food.category ?? UNCATEGORIZED;
}

// Leading words of a typed name that describe the purchase, not the food ('Organic fresh …').
function displayWords(text: string): string {
  const first = text.split(/[,;]/).find((part) => identityTokens(part).length > 0) ?? '';
  const words = first.replace(/\([^)]*\)/g, ' ').trim().split(/\s+/).filter((word) => word !== '');
  while (words.length > 1 && identityTokens(words[0]).length === 0) words.shift();
  return words.join(' ');
}

function unknownFood(text: string, tokens: readonly string[], input: string): ResolvedFood {
  const words = tokens.length > 0 ? tokens : foodWords(text);
  const shown = displayWords(text);
  const named = sentenceCase(shown === '' ? words.join(' ') : shown);
  // Text without Latin food words (שקשוקה, 'a,b') keeps its own name and a key of its own,
  // so it neither reads back blank nor merges with every other such food.
  const own = input.trim().replace(/\s+/g, ' ');
  return {
    key: keyOfTokens(words) || ownKey(own) || BLANK_KEY,
    name: named.trim() === '' ? own : named,
    category: guessCategory(words),
    searchTerms: [...new Set([words.join(' '), ...(words.length > 1 ? [words.at(-1)!] : [])])].filter((term) => term !== ''),
  };
}

/** A key from the text itself: lowercased letters and digits of any script, joined by '-'. */
function ownKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-');
}

/** Every word the catalog's names are made of, for reading a misspelt word. */
const KNOWN_WORDS: ReadonlySet<string> = new Set(ALIASES.flatMap((entry) => entry.tokens));
const LONG_WORDS: readonly string[] = [...KNOWN_WORDS].filter((word) => word.length >= 5);

/**
 * One letter added or dropped, or two neighbours swapped: 'chiken', 'tomatoe', 'pasrley'. A letter
 * changed is not read as a slip: it joins real words ('wafer' and 'water', 'pocket' and 'rocket').
 */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length + restB.length === 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/**
 * The text with each long word the catalog does not know replaced by the one catalog word a
 * single slip away ('chiken breasts' → 'chicken breasts'); null when no word was mended. A word
 * with two such neighbours stays as written: a guess between foods is no evidence.
 */
function mendedSpelling(text: string): string | null {
  let mended = false;
  const out = text.replace(/[a-z]{5,}/gi, (word) => {
    const [token] = identityTokens(word);
    if (token === undefined || token.length < 5 || KNOWN_WORDS.has(token)) return word;
    const near = LONG_WORDS.filter((known) => oneEditApart(known, token));
    if (near.length !== 1) return word;
    mended = true;
    return near[0];
  });
  return mended ? out : null;
}

const cache = new Map<string, ResolvedFood>();
const CACHE_LIMIT = 5_000;

/** The canonical food a text names, ignoring the household's foods. */
function resolveText(input: string): ResolvedFood {
  const cached = cache.get(input);
  if (cached) return { ...cached, searchTerms: [...cached.searchTerms] };
  const text = stripAmountAndPhrase(input);
  const tokens = identityTokens(text);
  const head = headOf(text);
  const found = bestMatch(tokens, head, true);
  // what a food is packed in or served with ('without salt', 'in syrup') is no other food named
  const core = identityTokens(text.replace(/(?<![\w-])(?:with|without|in)\b[^,;]*/gi, ' '));
  let match = found && isEvidence(found, core.length > 0 ? core : tokens, head) ? found : null;
  const mended = match ? null : mendedSpelling(text);
  if (mended !== null) {
    const mendedTokens = identityTokens(mended);
    const mendedHead = headOf(mended);
    const again = bestMatch(mendedTokens, mendedHead, true);
    if (again && isEvidence(again, mendedTokens, mendedHead)) match = again;
  }
  const resolved = match ? fromCatalog(match.food) : unknownFood(text, mainWords(text), input);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(input, resolved);
  return { ...resolved, searchTerms: [...resolved.searchTerms] };
}

/** The key of the food a name stands for: 'Large Eggs' → 'egg', 'BNLS CHKN BRST' → 'chicken-breast'. */
export function foodKeyOf(name: string): string {
  return resolveText(name).key;
}

/**
 * The household's foods that `input` may loosely mean: the same food, or one that is a kind of
 * it ('chicken' → 'Chicken breast', never 'milk' → 'Oat milk'). For callers that ask the user
 * when there are several.
 */
export function knownFoodCandidates(input: string, known: readonly KnownFood[]): KnownFood[] {
  const resolved = resolveText(input);
  const same = known.filter((food) => food.key === resolved.key);
  if (same.length > 0) return same;
  const wanted = identityTokens(stripAmountAndPhrase(input));
  return known.filter((food) => {
    const catalog = BY_KEY.get(food.key);
    if (catalog) return isKindOf(catalog, resolved.key);
    // a food the catalog does not know: its words contain the input's, with the same head word
    const words = identityTokens(food.name);
    return wanted.length > 0 && wanted.every((word) => words.includes(word)) && words.at(-1) === wanted.at(-1);
  });
}

function isKindOf(food: CatalogFood, key: string): boolean {
  const seen = new Set<string>();
  for (let family = food.family; family !== null && !seen.has(family); family = BY_KEY.get(family)?.family ?? null) {
    if (family === key) return true;
    seen.add(family);
  }
  return false;
}

/**
 * The canonical food `input` names: a typed or spoken name, a chat phrase with an amount ('2 lb
 * chicken'), a receipt line ('BNLS CHKN BRST') or a USDA description. With `known`, the
 * household's foods, a looser name resolves to the one food it has of that kind ('chicken' while
 * it has 'Chicken breast': key 'chicken-breast'); with several such foods the generic food is kept (use
 * `knownFoodCandidates` to ask). A food the catalog does not know keeps the name as typed, with
 * a best-effort category.
 */
export function resolveFood(input: string, known?: readonly KnownFood[]): ResolvedFood {
  const resolved = resolveText(input);
  if (!known || known.length === 0) return resolved;
  const candidates = knownFoodCandidates(input, known);
  if (candidates.length !== 1) return resolved;
  const [chosen] = candidates as [KnownFood];
  // the same food: a catalog food keeps its canonical name, another keeps the household's
  if (chosen.key === resolved.key) return BY_KEY.has(chosen.key) ? resolved : { ...resolved, name: chosen.name };
  // the household's food: the catalog's canonical name when it is a catalog food, else its own
  const catalog = BY_KEY.get(chosen.key);
  return catalog ? fromCatalog(catalog) : { ...resolveText(chosen.name), key: chosen.key, name: chosen.name };
}
