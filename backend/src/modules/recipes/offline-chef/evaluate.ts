/**
 * How well a list of ingredient lines fits what the household has: which items it uses, what is
 * missing, what is short. Book recipes and template recipes are judged by the same rules.
 */
import { formatCookingQuantity, ingredientNameTokens, ingredientTokens, isPantryStaple, matchIngredientToItems, parseIngredientLine, readIngredientLine, singularize, tokenSetsMatch } from '@sous/kitchen';
import { analyzeText, type FoodKind } from './foods.js';
import type { PantryItem } from './pantry.js';
import type { Swap, Swapper } from './substitute.js';

export interface LineFit {
  /** The lines to cook from: optional lines the household lacks are dropped when only on-hand food is allowed. */
  ingredients: string[];
  /** Items on hand the recipe uses (staples the household lists included), in pantry order. */
  used: PantryItem[];
  /** Names of ingredients that are neither on hand nor pantry staples. */
  missing: string[];
  /** Herbs and spices the household lacks, left out when only on-hand food is allowed. */
  dropped: string[];
  /** Lines the household lacks, rewritten to an item on hand that the substitution table says works. */
  swaps: Swap[];
  /**
   * Pantry staples the recipe calls for (oil, salt, pepper) that the household neither has nor
   * marks as always in stock: to buy, not assumed (water and ice are always at the tap). Also the
   * optional and serving lines listed but not on hand (when shopping is allowed).
   */
  staplesToBuy: string[];
  /** Lines whose food is on hand but not in the amount the recipe asks for. */
  shortages: number;
  /** Lines that are neither staples nor optional. */
  required: number;
  /** Required lines the household has. */
  matched: number;
}

/** Items prepared once per request for fast matching. */
export interface IndexedItem {
  item: PantryItem;
  tokens: readonly string[];
  kinds: ReadonlySet<FoodKind>;
  staple: boolean;
}

export function indexPantry(pantry: readonly PantryItem[]): IndexedItem[] {
  return pantry.map((item) => ({
    item,
    tokens: ingredientTokens(item.name),
    kinds: itemKinds(item.name),
    staple: isPantryStaple(item.name),
  }));
}

/**
 * The kinds of food an item is, read from its head: a food-database name puts the food first and
 * its qualifiers after commas, so 'Noodles, egg, dry, enriched' is noodles, never the eggs a cake
 * calls for (seen: a yogurt cake "made from your noodles" with no eggs to buy).
 */
function itemKinds(name: string): ReadonlySet<FoodKind> {
  const head = name.includes(',') ? analyzeText(name.split(',')[0]).foods : [];
  return new Set((head.length > 0 ? head : analyzeText(name).foods).map((food) => food.kind));
}

const OPTIONAL = /\boptional\b/i;
/** Garnishes, things to serve alongside and seasoning to taste: a dish is still that dish without them. */
const SERVING = /\b(?:for serving|to serve|for garnish|to garnish|to taste)\b/i;
const PLUS_MORE = /\bplus more\b/i;

/** A line the household may lack without the dish changing: optional, a garnish, or to taste. */
export function isOptionalLine(line: string): boolean {
  return OPTIONAL.test(line) || (SERVING.test(line) && !PLUS_MORE.test(line));
}

/** A dish with more lines swapped than this is another dish. */
export const MAX_SWAPS = 2;

/** 'crushed tomatoes' from '1 can (28 oz) crushed tomatoes, drained'. */
export function ingredientName(line: string): string {
  const parsed = parseIngredientLine(line);
  const name = (parsed.name || parsed.original).split(',')[0].replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  return name.replace(/^(?:of|a|an)\s+/i, '');
}

interface LineInfo {
  tokens: readonly string[];
  kinds: ReadonlySet<FoodKind>;
  staple: boolean;
  name: string;
  /** A fresh herb or a dried seasoning: the dish still works without it. */
  minor: boolean;
}

/** Extracts flavour a dish as a spice does: a crème caramel without vanilla is plainer, not another dish. */
const FLAVOURING = /\b(?:vanilla|almond|orange|lemon|peppermint|rose|orange blossom) (?:extract|essence|water)\b|\bvanilla (?:bean|pod|paste)\b/i;

/** Roles a cook leaves out when the cupboard lacks them, rather than going shopping. */
const MINOR_ROLES: ReadonlySet<string> = new Set(['herb', 'seasoning']);

const LINE_CACHE = new Map<string, LineInfo>();
const LINE_CACHE_LIMIT = 20_000;

/** Reads what a line means, cached across requests since book lines are judged for every one. */
export class LineReader {
  private readonly cache = LINE_CACHE;

  read(line: string): LineInfo {
    const cached = this.cache.get(line);
    if (cached) return cached;
    if (this.cache.size >= LINE_CACHE_LIMIT) this.cache.clear();
    const parsed = parseIngredientLine(line);
    const name = parsed.name || parsed.original.trim();
    const info: LineInfo = {
      tokens: ingredientNameTokens(name),
      kinds: new Set(analyzeText(name.split(',')[0]).foods.map((food) => food.kind)),
      staple: isPantryStaple(line),
      name: ingredientName(line),
      minor: MINOR_ROLES.has(readIngredientLine(line).food?.role ?? 'other') || FLAVOURING.test(name),
    };
    this.cache.set(line, info);
    return info;
  }
}

/**
 * Words alone can mislead ('cherry tomatoes' contains 'cherry', 'olive oil' contains 'olive'): when
 * the food table knows both sides, they must be the same kind of food.
 */
function sameFood(line: LineInfo, entry: IndexedItem): boolean {
  if (!tokenSetsMatch(line.tokens, entry.tokens)) return false;
  if (line.kinds.size === 0 || entry.kinds.size === 0) return true;
  for (const kind of line.kinds) if (entry.kinds.has(kind)) return true;
  return false;
}

/** A line for a protein already cooked ('2 cups cooked chicken, shredded', 'leftover turkey'). */
const COOKED_PROTEIN_LINE = /\b(?:cooked|leftover|rotisserie)\s+(?:\w+\s+)?(?:chicken|turkey|beef|pork|shrimp|salmon|fish|ham|lamb)\b/i;
/** An item that is cooked or ready to eat as bought. */
const READY_ITEM = /\b(?:cooked|leftover|rotisserie|roasted|grilled|smoked|canned|deli|sliced)\b/i;

/**
 * Raw chicken breast is not the cooked chicken a recipe folds in: no step of it cooks the meat
 * (issue 31's sample: enchiladas of "cooked chicken" from a raw breast). Such a line is to buy,
 * or the dish is not made from on-hand food.
 */
export function cookedAsAsked(line: string, entry: IndexedItem): boolean {
  if (!COOKED_PROTEIN_LINE.test(line)) return true;
  return READY_ITEM.test(entry.item.name) || (entry.item.role === 'protein' && entry.item.food?.raw === true);
}

/** Water and ice come from the tap, never from the shop. */
const TAP = /\b(?:water|ice)\b/i;

/** Whether a staple the household has covers a staple line: 'olive oil' covers '2 tbsp oil', 'salt' covers 'kosher salt'. */
function stapleCovers(line: string, info: LineInfo, entry: IndexedItem): boolean {
  if (tokenSetsMatch(info.tokens, entry.tokens)) return true;
  const wanted = line.toLowerCase();
  const have = entry.item.name.toLowerCase();
  // Any cooking oil does for 'oil', 'olive oil' or 'vegetable oil' in a home kitchen.
  if (/\boil\b|cooking spray/.test(wanted) && /\boil\b|cooking spray/.test(have)) return true;
  if (/\bsalt\b/.test(wanted) && /\bsalt\b/.test(have) && !/garlic|onion|celery|seasoning/.test(have)) return true;
  if (/\bpepper/.test(wanted) && /\b(?:black |white )?pepper(?:corns?)?\b/.test(have) && !/bell|chili|red pepper|jalape/.test(have)) return true;
  return false;
}

/** The staples a line names, one by one: 'Salt and pepper, to taste' → salt, black pepper. */
function stapleNames(line: string, name: string): string[] {
  const lower = line.toLowerCase();
  const names: string[] = [];
  if (/\bsalt\b/.test(lower)) names.push('salt');
  if (/\bpepper/.test(lower)) names.push('black pepper');
  if (/\boil\b/.test(lower)) names.push(/olive/.test(lower) ? 'olive oil' : 'cooking oil');
  if (/cooking spray/.test(lower)) names.push('cooking spray');
  return names.length > 0 ? names : [name.toLowerCase()];
}

const NAMED_OIL = /\b(?:extra[- ]virgin )?(?:olive|vegetable|canola|sunflower|avocado|rapeseed) oil\b/i;

/**
 * '2 tbsp olive oil' in a kitchen with only vegetable oil: any oil does, and the line says which one
 * the cook has ('2 tbsp olive oil or vegetable oil'), so nothing in it is neither on hand nor to buy.
 */
function withOilOnHand(line: string, covering: readonly IndexedItem[]): string {
  const named = NAMED_OIL.exec(line);
  if (!named || covering.some((entry) => entry.item.name.toLowerCase().includes(named[0].toLowerCase().replace(/^extra[- ]virgin /, '')))) return line;
  const oil = covering.find((entry) => /\boil\b/i.test(entry.item.name));
  return oil ? line.replace(named[0], `${named[0]} or ${oil.item.label}`) : line;
}

/** The household's items a food name would be matched to ('lemon juice' → the lemons). */
export function entriesNamed(name: string, pantry: readonly IndexedItem[], reader: LineReader): IndexedItem[] {
  const info = reader.read(name);
  return pantry.filter((entry) => !entry.staple && sameFood(info, entry));
}

/** Percent of a line's amount on hand above which the line is cooked with what there is. */
const MOSTLY_ON_HAND = 70;
const LEADING_AMOUNT = /^(\d+(?:\.\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+)(\s+)/;
const PLURAL_UNIT = /^(?:cups|pounds|ounces|cans|cloves|tablespoons|teaspoons|slices|heads|bunches|quarts|pints|liters|litres)\b/;

/** '5 cups chicken broth' with 4 cups on hand: '4 cups chicken broth'; null when the line has no leading amount. */
export function lineWithQuantity(line: string, quantity: number): string | null {
  const match = LEADING_AMOUNT.exec(line);
  const rounded = Math.floor(quantity * 4) / 4;
  if (!match || rounded <= 0) return null;
  let rest = line.slice(match[0].length);
  if (rounded <= 1) rest = rest.replace(PLURAL_UNIT, singularize);
  return `${formatCookingQuantity(rounded)} ${rest}`;
}

/**
 * Judges ingredient lines against the indexed pantry. With `bailOnMissing`, gives up (null) at
 * the first required line the household lacks: most of the book is ruled out that way when only
 * on-hand food may be used, and judging its remaining lines would be wasted time.
 */
export function fitLines(
  lines: readonly string[],
  pantry: readonly IndexedItem[],
  reader: LineReader,
  onlyUseOnHand: boolean,
  bailOnMissing: true,
  swap?: Swapper,
): LineFit | null;
export function fitLines(
  lines: readonly string[],
  pantry: readonly IndexedItem[],
  reader: LineReader,
  onlyUseOnHand: boolean,
  bailOnMissing?: false,
  swap?: Swapper,
): LineFit;
export function fitLines(
  lines: readonly string[],
  pantry: readonly IndexedItem[],
  reader: LineReader,
  onlyUseOnHand: boolean,
  bailOnMissing = false,
  swap?: Swapper,
): LineFit | null {
  const ingredients: string[] = [];
  const used = new Set<PantryItem>();
  const missing: string[] = [];
  const dropped: string[] = [];
  const swaps: Swap[] = [];
  const staplesToBuy: string[] = [];
  let shortages = 0;
  let required = 0;
  let matched = 0;
  for (const line of lines) {
    const info = reader.read(line);
    if (info.staple) {
      if (TAP.test(line)) {
        ingredients.push(line);
        continue;
      }
      let written = line;
      for (const name of stapleNames(line, info.name)) {
        const covering = pantry.filter((entry) => entry.staple && stapleCovers(name, reader.read(name), entry));
        for (const entry of covering) used.add(entry.item);
        if (covering.length === 0) staplesToBuy.push(name);
        else written = withOilOnHand(written, covering);
      }
      ingredients.push(written);
      continue;
    }
    const optional = isOptionalLine(line);
    const matches = pantry.filter((entry) => sameFood(info, entry) && cookedAsAsked(line, entry));
    if (matches.length === 0) {
      if (optional) {
        // Listed, so also to buy: a line the cook has neither on hand nor on the list is a surprise
        // at the stove (issue 31: sour cream to serve the enchiladas with, bought by nobody). It
        // goes with the staples, as it does not make the dish one the kitchen cannot cook.
        if (!onlyUseOnHand) {
          ingredients.push(line);
          staplesToBuy.push(info.name);
        }
        continue;
      }
      // Lemon juice for lime juice: a swap the kitchen knowledge vouches for beats leaving out or shopping.
      const swapped = swaps.length < MAX_SWAPS && swap ? swap(line, info.name) : null;
      if (swapped) {
        swaps.push(swapped);
        required += 1;
        matched += 1;
        ingredients.push(swapped.line);
        used.add(swapped.entry.item);
        if (!matchIngredientToItems(swapped.line, [swapped.entry.item.item]).hasEnough) shortages += 1;
        continue;
      }
      if (onlyUseOnHand && info.minor) {
        dropped.push(info.name);
        continue;
      }
      if (bailOnMissing) return null;
      required += 1;
      missing.push(info.name);
      ingredients.push(line);
      continue;
    }
    if (!optional) {
      required += 1;
      matched += 1;
    }
    for (const entry of matches) used.add(entry.item);
    const availability = matchIngredientToItems(
      line,
      matches.map((entry) => entry.item.item),
    );
    if (availability.hasEnough || availability.percentageAvailable < 0) {
      ingredients.push(line);
      continue;
    }
    shortages += 1;
    // More than the kitchen holds (issue 31's fifth blind read: 5 cups of broth with 4 on hand and
    // "No shopping needed"; 18 oz of deli turkey with 8). Most of it on hand: the line takes what
    // there is. Less: the rest is to buy, so an only-on-hand request passes the dish over.
    const trimmed = availability.percentageAvailable >= MOSTLY_ON_HAND ? lineWithQuantity(line, availability.availableQuantity) : null;
    ingredients.push(trimmed ?? line);
    if (trimmed === null && !optional) staplesToBuy.push(info.name);
  }
  const order = new Map(pantry.map((entry, index) => [entry.item, index]));
  return {
    ingredients,
    used: [...used].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    missing: [...new Set(missing)],
    dropped: [...new Set(dropped)],
    swaps,
    staplesToBuy: [...new Set(staplesToBuy)],
    shortages,
    required,
    matched,
  };
}
