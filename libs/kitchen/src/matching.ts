/**
 * Matching recipe ingredients against the household's inventory (spec 001 §3 ingredientMatches).
 *
 * Names are compared as sets of normalised words: 'Chicken breast, raw' and 'boneless chicken
 * breasts' both become {chicken, breast}. A recipe ingredient and an inventory item match when one
 * set contains the other, so 'chicken breast' matches an item called 'chicken' and the reverse.
 * Compound foods whose head word would mislead ('peanut butter' is not butter) are kept as one word.
 *
 * The recipe card, Add to List, the planner and Cook take their availability from
 * `availability/` (`recipeAvailability`, `planCooking`): lots, staples, parts of a whole, cans and
 * cook steps. The line-against-items helpers below stay for the offline chef's quick scoring.
 */
import { parseIngredientLine } from './ingredients.js';
import { parseQuantity, roundTo } from './quantity.js';
import { canonicalUnit, convertQuantity } from './units.js';

/** Words that describe preparation, size or state rather than which food it is. */
const DESCRIPTORS = new Set([
  'chopped', 'diced', 'minced', 'sliced', 'grated', 'shredded', 'crushed', 'cubed', 'halved',
  'quartered', 'julienned', 'mashed', 'beaten', 'melted', 'softened', 'peeled', 'seeded', 'pitted',
  'trimmed', 'rinsed', 'drained', 'cut', 'torn', 'finely', 'roughly', 'coarsely', 'thinly',
  'thickly', 'freshly', 'lightly', 'fresh', 'large', 'small', 'medium', 'big', 'extra', 'boneless',
  'skinless', 'raw', 'ripe', 'ground', 'packed', 'heaping', 'level', 'divided', 'optional', 'taste',
  'needed', 'room', 'temperature', 'cold', 'warm', 'hot', 'about', 'approximately', 'plus', 'more',
  'serving', 'garnish', 'into', 'of', 'and', 'or', 'a', 'an', 'the', 'for', 'to', 'at', 'in', 'with',
  'only', 'as', 'some', 'few', 'good', 'quality', 'organic', 'sharp', 'mild', 'unsalted', 'salted', 'baby',
]);

/** Two-word foods matched as one word, because their last word names a different food. */
const COMPOUND_FOODS = [
  'peanut butter', 'almond butter', 'cashew butter', 'apple butter', 'cocoa butter',
  'ice cream', 'sour cream', 'cream cheese', 'cottage cheese',
  'coconut milk', 'almond milk', 'oat milk', 'soy milk', 'rice milk', 'condensed milk', 'evaporated milk',
  'soy sauce', 'fish sauce', 'hot sauce', 'oyster sauce', 'tomato sauce', 'tomato paste',
  'baking soda', 'baking powder', 'sweet potato', 'green onion', 'spring onion', 'bell pepper',
  'chili powder', 'garlic powder', 'onion powder', 'cocoa powder', 'garlic salt', 'celery salt',
  'coconut oil', 'sesame oil', 'corn oil', 'peanut oil', 'olive oil', 'walnut oil', 'avocado oil', 'almond oil',
  'hazelnut oil', 'sunflower oil', 'egg white', 'egg yolk', 'brown sugar', 'powdered sugar', 'icing sugar',
  'corn starch', 'chicken broth', 'beef broth', 'vegetable broth', 'chicken stock', 'beef stock',
  'vegetable stock', 'rice vinegar', 'apple cider',
];

/** Words whose final s is not a plural. */
const NOT_PLURAL = new Set(['hummus', 'asparagus', 'couscous', 'molasses', 'citrus', 'octopus', 'hibiscus', 'cactus', 'lotus']);

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'], ['loaves', 'loaf'], ['halves', 'half'], ['knives', 'knife'], ['calves', 'calf'],
  ['cookies', 'cookie'], ['brownies', 'brownie'], ['pies', 'pie'], ['veggies', 'veggie'],
  ['smoothies', 'smoothie'], ['calories', 'calorie'], ['quiches', 'quiche'], ['brioches', 'brioche'],
  ['geese', 'goose'],
]);

/** The singular of an English food word: tomatoes → tomato, berries → berry, leaves → leaf. */
export function singularize(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || NOT_PLURAL.has(word) || /(?:ss|us)$/.test(word) || !word.endsWith('s')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const COMPOUND_PATTERNS = COMPOUND_FOODS.map((compound) => ({
  pattern: new RegExp(`\\b${compound}\\b`, 'g'),
  token: compound.replace(' ', '_'),
}));

// Food-database names qualify a food with what it is packed in or served with: 'Peanut butter,
// smooth, with salt' is not salt and 'Tuna, canned in water' is not water.
const ACCOMPANIMENT = /(?<![\w-])(?:with|without|in)\b[^,;]*/g;

/**
 * The words that identify a food: lowercased, without accents, parenthesised notes, numbers,
 * 'with …' clauses, descriptors and plural endings; compound foods joined ('peanut_butter');
 * duplicates removed.
 */
export function ingredientTokens(name: string): string[] {
  let tokens = tokenCache.get(name);
  if (!tokens) {
    tokens = computeIngredientTokens(name);
    // bounded: a household's inventory and recipes repeat the same few hundred names
    if (tokenCache.size >= tokenCacheLimit) tokenCache.clear();
    tokenCache.set(name, tokens);
  }
  return [...tokens];
}

/**
 * Tokenizing runs ~20 regular expressions per name and a recipe list matches every line against
 * every item (50 recipes × 200 items = 10,000 tokenizations per GET /api/recipes): names are cached.
 */
const tokenCache = new Map<string, readonly string[]>();
const tokenCacheLimit = 10_000;

function computeIngredientTokens(name: string): string[] {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(ACCOMPANIMENT, ' ')
    .replace(/[^a-z\s]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(singularize);
  // Compounds are joined before descriptors go, so 'hot sauce' survives the descriptor 'hot'.
  const joined = COMPOUND_PATTERNS.reduce((text, { pattern, token }) => text.replace(pattern, token), words.join(' '));
  return [...new Set(joined.split(' ').filter((word) => word !== '' && !DESCRIPTORS.has(word)))];
}

/** The normalised name as one string, e.g. 'Fresh Tomatoes, diced' → 'tomato'. */
export function normalizeIngredientName(name: string): string {
  return ingredientTokens(name).join(' ');
}

// Notes after a comma in a recipe line are preparation ('garlic, minced'); in inventory names from
// the food database they are part of the food ('Cheese, cheddar'), so only the recipe side drops them.
function recipeIngredientTokens(ingredientName: string): string[] {
  let tokens = recipeTokenCache.get(ingredientName);
  if (!tokens) {
    tokens = computeRecipeTokens(ingredientName);
    if (recipeTokenCache.size >= tokenCacheLimit) recipeTokenCache.clear();
    recipeTokenCache.set(ingredientName, tokens);
  }
  return [...tokens];
}

const recipeTokenCache = new Map<string, readonly string[]>();

/**
 * The food as the ingredient-line parser reads it ('corn, peanut or vegetable oil' is corn oil,
 * 'garlic, minced' garlic); when that leaves no word, the part before the first comma, then the
 * whole name.
 */
function computeRecipeTokens(ingredientName: string): readonly string[] {
  const food = ingredientTokens(parseIngredientLine(ingredientName).food);
  if (food.length > 0) return food;
  const [head = ''] = ingredientName.split(',');
  const tokens = ingredientTokens(head);
  return tokens.length > 0 ? tokens : ingredientTokens(ingredientName);
}

/**
 * The tokens `namesMatch` compares for the recipe side of a match: the food as the parser reads it
 * ('garlic, minced' → ['garlic'], 'corn, peanut or vegetable oil' → ['corn', 'oil']). Exposed so a caller matching many lines can tokenize once.
 */
export function ingredientNameTokens(ingredientName: string): string[] {
  return recipeIngredientTokens(ingredientName);
}

/**
 * True when recipe-side tokens (`ingredientNameTokens`) and item tokens (`ingredientTokens`) name
 * the same food: one set contains the other. `namesMatch` is this on freshly made tokens.
 */
export function tokenSetsMatch(ingredient: readonly string[], item: readonly string[]): boolean {
  return tokensMatch(ingredient, item);
}

function containsAll(haystack: readonly string[], needles: readonly string[]): boolean {
  return needles.every((needle) => haystack.includes(needle));
}

function tokensMatch(ingredient: readonly string[], item: readonly string[]): boolean {
  if (ingredient.length === 0 || item.length === 0) return false;
  return containsAll(item, ingredient) || containsAll(ingredient, item);
}

/**
 * True when a recipe ingredient and an inventory item name the same food: the words of one contain
 * the words of the other ('chicken breast' ~ 'Chicken breast, raw' ~ 'chicken').
 */
export function namesMatch(ingredientName: string, itemName: string): boolean {
  return tokensMatch(recipeIngredientTokens(ingredientName), ingredientTokens(itemName));
}

/** The fields of an inventory item that availability needs. */
export interface InventoryItem {
  name: string;
  quantity: string | number | null;
  unit: string | null;
}

export interface IngredientShortage {
  quantity: number;
  unit: string | null;
}

/** One entry of a recipe's ingredientMatches (spec 001 §3). */
export interface IngredientMatch {
  ingredientName: string;
  hasEnough: boolean;
  /** 0–100; -1 when the recipe's unit cannot be compared with the inventory's (cups vs grams). */
  percentageAvailable: number;
  /** What is still needed, in the recipe's unit; null when nothing is missing or the amount is unknown. */
  shortage: IngredientShortage | null;
  /** What the household has: in the recipe's unit when comparable, otherwise in the item's unit. */
  availableQuantity: number;
  availableUnit: string | null;
}

/** Unit mismatch marker of percentageAvailable (spec 001 §3). */
export const UNIT_MISMATCH = -1;

interface Stock {
  quantity: number;
  unit: string | null;
}

function unitOf(unit: string | null): string | null {
  if (unit === null || unit.trim() === '') return null;
  return canonicalUnit(unit) ?? unit.trim();
}

/** Sums items in the unit of the first one; quantities that cannot be read or converted are skipped. */
function stockInOwnUnit(items: readonly InventoryItem[]): Stock {
  const unit = unitOf(items[0]?.unit ?? null);
  let quantity = 0;
  for (const item of items) {
    const amount = parseQuantity(item.quantity);
    const converted = amount === null ? null : convertQuantity(amount, item.unit, unit);
    if (converted !== null) quantity += converted;
  }
  return { quantity: roundTo(quantity, 2), unit };
}

/** Sums the items that can be expressed in `unit`; null when none can. */
function stockIn(items: readonly InventoryItem[], unit: string | null): number | null {
  let total: number | null = null;
  for (const item of items) {
    const amount = parseQuantity(item.quantity);
    const converted = amount === null ? null : convertQuantity(amount, item.unit, unit);
    if (converted !== null) total = (total ?? 0) + converted;
  }
  return total;
}

function percentage(available: number, needed: number): number {
  if (available >= needed) return 100;
  if (available <= 0) return 0;
  // Never round a partial amount up to 100 (that means enough) or down to 0 (that means none).
  return Math.min(99, Math.max(1, Math.floor((available / needed) * 100)));
}

/**
 * Availability of one ingredient line against the inventory. Several items of the same food are
 * added up after unit conversion. An ingredient without a quantity ('salt to taste') is available
 * when any matching item exists. When the units cannot be compared (2 cups of rice, 1 lb in the
 * pantry) the food is there but the amount is unknown: hasEnough is true, percentageAvailable -1,
 * so the cook is not sent shopping for something on the shelf.
 */
export function matchIngredient(line: string, inventory: readonly InventoryItem[]): IngredientMatch {
  return matchAgainst(line, inventory.map((item) => ({ item, tokens: ingredientTokens(item.name) })));
}

interface TokenizedItem {
  item: InventoryItem;
  tokens: readonly string[];
}

function matchAgainst(line: string, inventory: readonly TokenizedItem[]): IngredientMatch {
  const parsed = parseIngredientLine(line);
  const ingredientName = parsed.name || parsed.original.trim();
  const tokens = recipeIngredientTokens(parsed.food || ingredientName);
  const matching = inventory.filter((entry) => tokensMatch(tokens, entry.tokens)).map((entry) => entry.item);
  return availabilityOf(parsed.quantity, parsed.unit, ingredientName, matching);
}

/**
 * Availability of one ingredient line against items the caller already knows are that food (it
 * matched the names itself): the same answer as `matchIngredient` without matching names again.
 */
export function matchIngredientToItems(line: string, matching: readonly InventoryItem[]): IngredientMatch {
  const parsed = parseIngredientLine(line);
  return availabilityOf(parsed.quantity, parsed.unit, parsed.name || parsed.original.trim(), matching);
}

function availabilityOf(needed: number | null, unit: string | null, ingredientName: string, matching: readonly InventoryItem[]): IngredientMatch {

  if (matching.length === 0) {
    return {
      ingredientName,
      hasEnough: false,
      percentageAvailable: 0,
      shortage: needed === null ? null : { quantity: roundTo(needed, 2), unit },
      availableQuantity: 0,
      availableUnit: unit,
    };
  }
  if (needed === null) {
    const own = stockInOwnUnit(matching);
    return { ingredientName, hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: own.quantity, availableUnit: own.unit };
  }
  const available = stockIn(matching, unit);
  if (available === null) {
    const own = stockInOwnUnit(matching);
    return { ingredientName, hasEnough: true, percentageAvailable: UNIT_MISMATCH, shortage: null, availableQuantity: own.quantity, availableUnit: own.unit };
  }
  const missing = roundTo(needed - available, 2);
  const hasEnough = missing <= 0;
  return {
    ingredientName,
    hasEnough,
    percentageAvailable: hasEnough ? 100 : percentage(available, needed),
    shortage: hasEnough ? null : { quantity: missing, unit },
    availableQuantity: roundTo(available, 2),
    availableUnit: unit,
  };
}

/** ingredientMatches for a recipe: one entry per ingredient line, in order. */
export function matchIngredients(ingredientLines: readonly string[], inventory: readonly InventoryItem[]): IngredientMatch[] {
  const tokenized = inventory.map((item) => ({ item, tokens: ingredientTokens(item.name) }));
  return ingredientLines.map((line) => matchAgainst(line, tokenized));
}

export interface AvailabilitySummary {
  available: number;
  total: number;
  missing: number;
}

/** Counts for the recipe card badges: 'x/y available', '{n} missing', 'All ingredients available'. */
export function availabilitySummary(matches: readonly Pick<IngredientMatch, 'hasEnough'>[]): AvailabilitySummary {
  const available = matches.filter((match) => match.hasEnough).length;
  return { available, total: matches.length, missing: matches.length - available };
}

/**
 * The availability colour band of spec 001 §9: 'full' at 100 %, 'over-half' (amber) above 50 %,
 * 'under-half' (orange) above 0, 'none' (red) at 0, and 'unknown' for the -1 unit-mismatch marker.
 */
export type AvailabilityLevel = 'full' | 'over-half' | 'under-half' | 'none' | 'unknown';

export function availabilityLevel(percentageAvailable: number): AvailabilityLevel {
  if (Number.isNaN(percentageAvailable) || percentageAvailable < 0) return 'unknown';
  if (percentageAvailable >= 100) return 'full';
  if (percentageAvailable > 50) return 'over-half';
  return percentageAvailable > 0 ? 'under-half' : 'none';
}

/**
 * Pantry staples: what any kitchen is assumed to have, so a recipe may use them without the
 * household listing them (salt, pepper, cooking oil, water, ice). Kept short on purpose: a recipe
 * limited to what is on hand must not quietly assume spices, flour or sugar.
 */
export const PANTRY_STAPLES: readonly string[] = [
  'salt', 'kosher salt', 'sea salt', 'flaky salt', 'table salt', 'flaky sea salt',
  'pepper', 'black pepper', 'white pepper', 'peppercorns', 'black peppercorns',
  'water', 'ice', 'ice cubes', 'ice water',
  'oil', 'olive oil', 'extra-virgin olive oil', 'extra virgin olive oil', 'vegetable oil', 'canola oil', 'neutral oil',
  'sunflower oil', 'cooking oil', 'cooking spray', 'nonstick cooking spray',
];

// Words that qualify a staple without making it something else: 'freshly ground black pepper',
// 'hot water', 'extra-virgin olive oil, plus more for drizzling'.
const STAPLE_QUALIFIERS = new Set([
  'fresh', 'freshly', 'ground', 'cracked', 'coarse', 'coarsely', 'fine', 'finely', 'hot', 'cold', 'warm',
  'boiling', 'lukewarm', 'iced', 'filtered', 'plus', 'more', 'extra', 'virgin', 'light', 'mild', 'to',
  'taste', 'as', 'needed', 'for', 'the', 'a', 'pan', 'frying', 'greasing', 'drizzling', 'brushing',
  'serving', 'divided', 'about', 'optional', 'few', 'good', 'splash', 'of', 'some', 'little', 'sprinkle',
]);

// 'a pinch of salt', 'a splash of water': a unit word without a number is a qualifier too.
function stapleWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word !== '' && !STAPLE_QUALIFIERS.has(word) && canonicalUnit(word) === null)
    .join(' ');
}

const STAPLE_PHRASES: ReadonlySet<string> = new Set(PANTRY_STAPLES.map((staple) => stapleWords(staple.replace(/-/g, ' '))));

/**
 * True when an ingredient line or name asks only for pantry staples: 'Salt and freshly ground
 * black pepper, to taste', '2 tbsp olive oil', '1 cup hot water'. A leading quantity and unit are
 * ignored, and so are notes after a comma; 'garlic salt', 'sesame oil' and 'coconut water' are not
 * staples.
 */
export function isPantryStaple(lineOrName: string): boolean {
  const parsed = parseIngredientLine(lineOrName);
  const [head = ''] = (parsed.name || parsed.original)
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/);
  const parts = head
    .replace(/-/g, ' ')
    .replace(/[^a-z\s&]+/g, ' ')
    .split(/\s+(?:and|or)\s+|&/)
    .map(stapleWords)
    .filter((part) => part !== '');
  return parts.length > 0 && parts.every((part) => STAPLE_PHRASES.has(part));
}
