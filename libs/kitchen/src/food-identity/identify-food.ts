/**
 * Everything an add needs to know about a name (DESIGN §10), in one place for every path that adds
 * food: the name as the person gave it, the amount it began with, the state its words say, the
 * card it belongs to, and the canonical food it links to — only on evidence.
 */
import { cardKeyOfWords, cardWords } from './card-name.js';
import { type ItemState, stateOfName } from './food-state.js';
import { catalogFood, type ResolvedFood, resolveFood } from './resolve-food.js';
import { readTypedName, type TypedName } from './typed-name.js';

export interface IdentifiedFood {
  /** The name as given, tidied: 'Kerrygold butter', 'Leftover lasagna'. */
  name: string;
  amount: TypedName['amount'];
  /** The food it is: a catalog food when `linked`, else a food of its own named by its words. */
  food: ResolvedFood;
  /** True when the name links to a catalog food; false keeps the name and links nothing. */
  linked: boolean;
  state: ItemState | null;
  /** Names with the same card key in one place are one card: 'Eggs' / 'Large eggs' → 'egg'. */
  cardKey: string;
  /** The name is the food's own plain name ('Eggs', 'butter'), not a specific one ('Kerrygold butter'). */
  generic: boolean;
}

/** What `name` is, for an add: see IdentifiedFood. */
export function identifyFood(input: string): IdentifiedFood {
  const typed = readTypedName(input);
  const name = typed.name === '' ? input.trim() : typed.name;
  const food = resolveFood(name);
  const catalog = catalogFood(food.key);
  const words = cardWords(name);
  // a variety the catalog files under a food ('sourdough' under Bread) is a name of its own
  const generic = catalog ? words === cardWords(catalog.name) : true;
  return {
    name,
    amount: typed.amount,
    food,
    linked: catalog !== undefined,
    // the whole text: a trailing note may say it ('barley, pearled, cooked', 'rice (cooked)')
    state: stateOfName(input),
    cardKey: cardKeyOfWords(words) || food.key,
    generic,
  };
}

