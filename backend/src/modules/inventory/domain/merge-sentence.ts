import type { FoodItem, FoodItemMerge } from '@sous/contracts';
import { parseQuantity, unitKind, unitName } from '@sous/kitchen';
import { type Amount, totalIn } from './lot-amounts.js';

/** Units said as words, which take an s; abbreviations (lb, oz, g, ml, tbsp, fl oz) never do. */
const WORD_VOLUMES = new Set(['cup', 'pint', 'quart', 'gallon']);
const IRREGULAR: Readonly<Record<string, string>> = {
  loaf: 'loaves', box: 'boxes', bunch: 'bunches', pinch: 'pinches', dash: 'dashes', each: 'each', dozen: 'dozen',
};

/**
 * A unit as an amount of `quantity` reads: '1 clove', '2 cloves', '3 sticks', '1.5 lb', '2 cups', '1/2 cup'.
 * Known units take their canonical spelling ('lbs' → 'lb'); a unit the kitchen does not know stays
 * as typed, and takes an s only when it is a plain lower-case word ('2 tubs').
 */
export function unitFor(unit: string, quantity: string): string {
  const value = parseQuantity(quantity);
  const name = unitName(unit);
  // like libs/kitchen's cook amounts: one and less reads singular ('1 clove', '1/2 cup')
  if (value === null || value <= 1) return name;
  const kind = unitKind(name);
  if (kind === 'count' || (kind === 'volume' && WORD_VOLUMES.has(name))) return IRREGULAR[name] ?? `${name}s`;
  if (kind === null && /^[a-z]{3,}$/.test(name) && !name.endsWith('s')) return `${name}s`;
  return name;
}

/** '2 lb', '3 cans', '1 clove'; a plain count reads as just the number ('3', not '3 items'). */
export function amountText({ quantity, unit }: Amount): string {
  return /^items?$/i.test(unit.trim()) ? quantity : `${quantity} ${unitFor(unit, quantity)}`;
}

/** Nouns a storage location is named by; a name ending in one reads with "the" ("the Garage freezer"). */
const PLACE_NOUNS = new Set([
  'refrigerator', 'fridge', 'freezer', 'pantry', 'counter', 'countertop', 'cupboard', 'cabinet', 'shelf', 'shelves', 'drawer',
  'cellar', 'basement', 'garage', 'larder', 'rack', 'bin', 'box', 'chest', 'cooler', 'closet', 'kitchen', 'basket', 'bowl',
  'crisper', 'door', 'room', 'storage', 'icebox',
]);
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their']);

/**
 * A storage location after "in"/"to": "the Refrigerator", "the Garage freezer", but "Grandma's
 * Freezer", "The Cellar" and "Narnia". The rule: no article when the name starts with a
 * determiner or a possessive, or when its last word is capitalised and not a kind of place (a
 * proper name); otherwise (a place noun, or any lower-case head word) "the".
 */
export function placePhrase(name: string): string {
  const shown = name.trim().replace(/\s+/g, ' ');
  const words = shown.split(' ');
  const first = words[0].toLowerCase();
  if (DETERMINERS.has(first) || /['’]s?$/.test(words[0]) || /['’]s\b/.test(shown)) return shown;
  const head = words[words.length - 1];
  const common = PLACE_NOUNS.has(head.toLowerCase()) || head === head.toLowerCase();
  return common ? `the ${shown}` : shown;
}

export type MergeVerb = 'Added' | 'Merged';

/**
 * The sentence every path shows, and the card's total in the unit of the lot that was made or grew.
 * `verb` is "Merged" when an edit (a rename or a move) joined a lot with an identical one.
 */
export function describeMerge(
  outcome: FoodItemMerge['outcome'],
  item: FoodItem,
  added: Amount,
  card: readonly FoodItem[],
  location: { name: string },
  verb: MergeVerb = 'Added',
): FoodItemMerge {
  const total = { quantity: totalIn(item.unit, card, item.foodKey).quantity, unit: item.unit };
  const amount = amountText(added);
  const now = amountText(total);
  const place = placePhrase(location.name);
  const joined = verb === 'Merged' ? 'into' : 'to';
  const message =
    outcome === 'merged'
      ? `${verb} ${amount} ${joined} ${item.name} in ${place} — now ${now}`
      : outcome === 'new-lot'
        ? `${verb} ${amount} ${joined} ${item.name} in ${place} as a new lot expiring ${item.expirationDate ?? 'never'} — now ${now} in ${card.length} lots`
        : `${verb} ${amount}${/^items?$/i.test(added.unit.trim()) ? '' : ' of'} ${item.name} to ${place}`;
  return { outcome, message, total, lots: card.length };
}
