/**
 * The state food is in (DESIGN §10): the same food keeps for very different times raw, cooked or
 * opened, so the words people type ('leftover lasagna', 'cooked rice', 'opened salsa', 'thawed
 * chicken') and the path it came in by (leftovers of a cooking, a move to the freezer) set it, and
 * the shelf-life rule reads it. The USDA's abbreviations count too ('CKD, BLD', 'RSTD', 'FRZ').
 */
export const ITEM_STATES = ['raw', 'cooked', 'leftover', 'homemade', 'opened', 'thawed', 'frozen', 'canned', 'dried'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** States of food someone cooked: they keep by the cooked-food rule, whatever the raw food keeps. */
export const COOKED_STATES: ReadonlySet<ItemState> = new Set(['cooked', 'leftover', 'homemade']);

/**
 * Words that say the state, checked in this order: a word of an earlier state wins ('leftover
 * roasted chicken' is leftover, 'opened canned tomatoes' is opened). Words that are part of what a
 * food is called ('dried oregano', 'canned tuna', 'frozen peas') still set the state: they keep
 * as the dried, canned or frozen product.
 */
const STATE_WORDS: readonly (readonly [ItemState, RegExp])[] = [
  ['leftover', /\bleft[\s-]?overs?\b|\bremains of\b|\brest of (?:the|our|my)\b/],
  ['homemade', /\bhome[\s-]?made\b|\bhome[\s-]?cooked\b|\bhome[\s-]?baked\b|\b(?:grandma|granny|nana|mum|mom|dad|aunt|auntie)'s\b|\bmade by\b/],
  ['thawed', /\bthawed\b|\bdefrosted\b|\bunfrozen\b/],
  ['opened', /\bopened\b|\bopen (?:jar|can|tin|bottle|pack|packet|carton|bag|box|tub)\b|\bunsealed\b/],
  ['cooked', /\bcooked\b|\bckd\b|\brstd\b|\bstmd\b|\bbld\b|\bbrsd\b|\brestaurant\b|\broasted\b|\broast (?:chicken|turkey|beef|lamb|pork|potato(?:e?s)?|vegetables?|veg)\b|\bbaked\b|\bboiled\b|\bsteamed\b|\bgrilled\b|\bfried\b|\bbraised\b|\bstewed\b|\bsauteed\b|\bsautéed\b|\bpoached\b|\bsmoked\b|\brotisserie\b|\btake[\s-]?(?:away|out)\b/],
  ['frozen', /\bfrozen\b|\bfrzn?\b/],
  ['canned', /\bcanned\b|\bcnd\b|\btinned\b|\bin (?:a )?(?:can|tin)\b/],
  ['dried', /\bdried\b|\bdry\b|\bdehydrated\b|\bsun[\s-]?dried\b/],
];

// Foods whose usual name carries a cooking word but which are sold ready to keep as bought:
// 'baked beans' is a can, 'smoked salmon' and 'roasted peppers' come sealed, 'fried onions' in a tub.
const PRODUCT_NAMES = /\bbaked beans?\b|\bsmoked (?:salmon|ham|sausage|paprika|mackerel|trout|cheese|gouda|bacon)\b|\broasted (?:red )?peppers? (?:in|jar)\b|\bfried onions?\b|\broasted (?:coffee|peanuts?|almonds?|cashews?|nuts?|seaweed|sesame)\b|\bdry (?:yeast|sherry|vermouth|white wine|red wine|rub|mustard)\b/;

/** The state a food's name says, or null when it says none (as bought). */
export function stateOfName(name: string): ItemState | null {
  const text = name.toLowerCase().normalize('NFC').replace(/’/g, "'");
  for (const [state, words] of STATE_WORDS) {
    if (!words.test(text)) continue;
    if (state === 'cooked' || state === 'dried') {
      // a product named for how it was made keeps as that product, not as a cooked dish
      if (PRODUCT_NAMES.test(text)) continue;
    }
    return state;
  }
  return null;
}

export function isItemState(value: unknown): value is ItemState {
  return typeof value === 'string' && (ITEM_STATES as readonly string[]).includes(value);
}
