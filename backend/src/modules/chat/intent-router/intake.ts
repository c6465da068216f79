/**
 * Reading what someone brought home: which words are food, where one food ends and the next
 * begins in "milk and a loaf of bread", and which words only point back at food already named
 * ("put them in the fridge"). Pure; the household's own place names are checked by the chef.
 */
import { type Amount, parseAmount, stripDeterminers, words } from './amounts.js';
import { nameTokens } from './matching.js';

/** Words that stand for food named elsewhere; never an item themselves. */
export const PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'those', 'these', 'that', 'this', 'they', 'em', 'one', 'ones', 'all', 'everything', 'both']);

/** Words that say "some food" without saying which. */
const FILLER = new Set([
  'stuff', 'things', 'thing', 'groceries', 'grocery', 'shopping', 'items', 'item', 'food', 'foods', 'something',
  'anything', 'some', 'more', 'lot', 'lots', 'bits', 'supplies', 'other', 'else', 'too', 'also', 'as', 'well',
]);

/** Verbs and small words of an intake sentence, which a clause may leave behind. */
const GRAMMAR_WORDS = new Set([
  // not "pop" nor "stick": a pop is a drink, a stick of butter is butter
  'put', 'store', 'stored', 'place', 'placed', 'add', 'added', 'keep', 'stash', 'throw', 'toss', 'move', 'leave',
  'bought', 'buy', 'got', 'get', 'picked', 'pick', 'up', 'grabbed', 'purchased', 'brought', 'home', 'go', 'goes', 'went',
  'is', 'are', 'be', 'was', 'were', 'i', 'we', 'you', 'and', 'then', 'also', 'just', 'in', 'into', 'to', 'on', 'at', 'inside',
  'the', 'my', 'our', 'a', 'an', 'of', 'please', 'there', 'away', 'today', 'now', 'so', 'for', 'with', "they're", "it's", "we're",
  "i'm", "i've", "we've", 'already',
]);

/** Places food is kept; "fruit bowl" is left out, as "fruit" is food. */
const PLACE_WORDS = new Set([
  'fridge', 'refrigerator', 'refridgerator', 'icebox', 'chiller', 'freezer', 'deepfreeze', 'pantry', 'cupboard', 'cabinet',
  'larder', 'counter', 'countertop', 'worktop', 'shelf', 'shelves', 'cellar', 'drawer', 'garage', 'basement', 'kitchen',
]);

/** True when a phrase ends in a place word: "the freezer", "wine cellar". */
export function endsInPlace(phrase: string): boolean {
  return PLACE_WORDS.has(words(phrase).at(-1) ?? '');
}

/** A word that never names food on its own. */
function isNonFoodWord(word: string): boolean {
  return PRONOUNS.has(word) || FILLER.has(word) || GRAMMAR_WORDS.has(word) || PLACE_WORDS.has(word) || PLACE_WORDS.has(word.replace(/s$/, ''));
}

/** True when a name says which food: "bell peppers", not "them", "stuff" or "the fridge". */
export function isFoodName(name: string): boolean {
  const tokens = stripDeterminers(words(name));
  return tokens.some((word) => /\p{L}/u.test(word) && !isNonFoodWord(word));
}

/** True when a phrase only points back at food ("them", "all of it", "those"), with no food of its own. */
export function isPronounPhrase(phrase: string): boolean {
  const tokens = words(phrase).filter((word) => word !== 'of' && word !== 'the');
  return tokens.length > 0 && tokens.every((word) => PRONOUNS.has(word)) && !isFoodName(phrase);
}

/**
 * Names that hold an "and" of their own: "mac and cheese" is one food, never mac plus cheese.
 * Each is the words either side of the "and"; the check looks only at the words touching it.
 */
const COMPOUNDS: readonly (readonly [string, string])[] = [
  ['mac', 'cheese'], ['macaroni', 'cheese'], ['salt', 'pepper'], ['salt', 'vinegar'], ['half', 'half'], ['sweet', 'sour'],
  ['hot', 'sour'], ['sweet', 'spicy'], ['fish', 'chips'], ['peanut butter', 'jelly'], ['pb', 'j'], ['pork', 'beans'],
  ['franks', 'beans'], ['cookies', 'cream'], ['sour cream', 'onion'], ['surf', 'turf'], ['spaghetti', 'meatballs'],
  ['biscuits', 'gravy'], ['bangers', 'mash'], ['pie', 'mash'], ['black', 'white'], ['spinach', 'artichoke'],
  ['chicken', 'dumplings'], ['steak', 'kidney'], ['fruit', 'nut'],
  // two foods on their own, one product only when the word after says so
  ['bread', 'butter pickles'], ['cheese', 'onion crisps'], ['cheese', 'onion chips'], ['ham', 'cheese sandwich'],
  ['honey', 'mustard dressing'], ['oil', 'vinegar dressing'], ['strawberries', 'cream ice'],
];

/** Colour and kind words that only describe the food after them: "red and green peppers". */
const DESCRIBING = new Set(['red', 'green', 'yellow', 'orange', 'white', 'black', 'brown', 'purple', 'sweet', 'hot', 'mild', 'large', 'small', 'big', 'fresh', 'frozen', 'dried', 'raw', 'cooked', 'whole', 'sliced', 'diced', 'salted', 'unsalted', 'light', 'dark']);

function endsWith(tokens: readonly string[], tail: readonly string[]): boolean {
  return tail.length <= tokens.length && tail.every((word, i) => tokens[tokens.length - tail.length + i] === word);
}

function startsWith(tokens: readonly string[], head: readonly string[]): boolean {
  return head.length <= tokens.length && head.every((word, i) => tokens[i] === word);
}

/** True when "left and right" is one compound name at the "and" between them. */
function isCompoundAt(left: string, right: string): boolean {
  const [l, r] = [words(left), words(right)];
  return COMPOUNDS.some(([a, b]) => endsWith(l, a.split(' ')) && startsWith(r, b.split(' ')));
}

/**
 * What one side of an "and" is: food or an amount of it ("a loaf of bread"), words that are no
 * food ("some other stuff", "them") and are dropped later, or a part that cannot stand alone: an
 * amount with no name ("half") or a describing word ("red" of "red and green peppers").
 */
function sideOf(phrase: string): 'item' | 'none' | 'part' {
  const amount = parseAmount(phrase);
  const tokens = stripDeterminers(words(amount.name));
  if (tokens.length === 0 || tokens.every((word) => DESCRIBING.has(word))) return 'part';
  return isFoodName(amount.name) ? 'item' : 'none';
}

/**
 * Splits a list into its items: "eggs, butter and two lemons", "2 lb chicken, a dozen eggs & some
 * spinach". Commas always split; "and"/"&" split only where both sides read as items and the words
 * at the join are not one compound name ("mac and cheese", "salt and pepper chips").
 */
export function splitList(text: string): string[] {
  const segments = text
    .split(/\s*(?:[,;]|[.!?](?=\s))\s*(?:and\s+|&\s*)?|\s+plus\s+|\s+as well as\s+|\s+along with\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return segments.flatMap(splitAnd);
}

function splitAnd(segment: string): string[] {
  const pieces = segment.split(/\s+and\s+(?!a half\b)|\s*&\s*/).map((piece) => piece.trim());
  if (pieces.some((piece) => piece === '')) return [segment];
  const out: string[] = [pieces[0]];
  for (let i = 1; i < pieces.length; i++) {
    const left = out[out.length - 1];
    const joined = isCompoundAt(left, pieces[i]) || sideOf(left) === 'part' || sideOf(pieces[i]) === 'part';
    // "mac & cheese" is kept as "mac and cheese": one spelling of the name
    if (joined) out[out.length - 1] = `${left} and ${pieces[i]}`;
    else out.push(pieces[i]);
  }
  return out;
}

/** "… in the fridge", "… on the counter": a clause that ends in a place. */
const PLACE_AT_END = /\s(?:in|into|inside|on|onto|to|at)\s+\S/;

/** A clause after the first: "put them in the fridge", "they go in the freezer", "add the milk too". */
export interface Clause {
  /** The clause's words with its verb (or "they go") taken off: "them in the fridge". */
  text: string;
}

// "pop" and "stick" start food names too ("pop tarts"), so only plain placing verbs start a clause
const CLAUSE_VERB = '(?:put|store|place|keep|stash|throw|toss|move|leave|add)';
/** "… and froze them": a verb that is itself the place. */
const FREEZE_VERB = '(?:froze|freeze|freezing)';
// "they go in the fridge", "it should be in the freezer", or a bare "they're in the freezer"
const CLAUSE_SUBJECT =
  "(?:they|it|those|these|that|everything|all of (?:it|them)|all|both)(?:(?:'ll|'re| will| should| can| are| is|'s)?(?: all)?\\s+(?:go|goes|going|belong|belongs|be|live|lives|stay|stays|get stored|gets stored)|(?:'re|'s| are| is)(?: all)?(?=\\s+(?:in|into|inside|on|at)\\s))";

/**
 * Splits "6 bell peppers, put them in the fridge" into the first clause and what follows, each
 * following clause rewritten as "<object> <place>": "them in the fridge". Only a new verb or a
 * "they go" starts a clause, so "milk and bread" stays one clause.
 */
export function splitClauses(text: string): { first: string; rest: Clause[] } {
  const boundary = new RegExp(`\\s*(?:[,;]|[.!?](?=\\s)|\\s(?:and|then|&)(?=\\s))\\s*(?:and\\s+)?(?:then\\s+)?(?:(?:i|we)(?:'ll| will| have| had| just)?\\s+)?(?:please\\s+)?(?=(?:${CLAUSE_VERB}|${FREEZE_VERB}|${CLAUSE_SUBJECT})\\b)`, 'g');
  const subject = new RegExp(`^${CLAUSE_SUBJECT}\\s+(.+)$`);
  const verb = new RegExp(`^${CLAUSE_VERB}\\s+(.+)$`);
  const freeze = new RegExp(`^${FREEZE_VERB}(?:\\s+(.+))?$`);
  let first = '';
  const rest: Clause[] = [];
  let last = 0;
  const take = (part: string, joiner: string) => {
    const said = subject.exec(part);
    const frozen = freeze.exec(part);
    const rewritten = said ? `them ${said[1]}` : frozen ? `${frozen[1] ?? 'them'} in the freezer` : (verb.exec(part)?.[1] ?? part);
    // a clause places something or points back; "and leave room" or a verb without a place stays where it was
    if (last > 0 && (PLACE_AT_END.test(rewritten) || said)) rest.push({ text: rewritten });
    else if (rest.length > 0) rest[rest.length - 1] = { text: `${rest[rest.length - 1].text}${joiner}${part}` };
    else first = first === '' ? part : `${first}${joiner}${part}`;
  };
  let joiner = '';
  for (const match of text.matchAll(boundary)) {
    take(text.slice(last, match.index).trim(), joiner);
    joiner = match[0];
    last = match.index + match[0].length;
  }
  take(text.slice(last).trim(), joiner);
  return { first, rest };
}

/** An item read from an intake message, with the place its own clause named. */
export interface IntakeItem extends Amount {
  location?: string;
}

/** What one clause held: its objects (food, pronouns, or words that are neither) and its place. */
export interface ClauseReading {
  phrases: string[];
  location: string | null;
}

/** What a whole intake message adds, with pronouns resolved to the food named before them. */
export interface Intake {
  items: IntakeItem[];
  /** The place every item shares; null when none was said or items differ. */
  location: string | null;
  /** A pronoun with a place but no food of its own: "put them in the fridge" means earlier food. */
  refersBack: boolean;
}

/** "add bread" left in a list by "add milk, add bread": the verb is no part of the name. */
function withoutLeadingVerb(phrase: string): string {
  return phrase.replace(/^(?:(?:and|then|also|i|we|just|please)\s+)*(?:add|put|store|place|keep|stash|bought|got|grabbed|picked up|purchased)\s+/, '');
}

/** "the peas" is the "frozen peas" named before: every word of the shorter name is in the longer. */
function sameFood(a: string, b: string): boolean {
  const [x, y] = [nameTokens(a), nameTokens(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length > 0 && short.every((word) => long.includes(word));
}

/** An amount whose words hold a compound name that the amount reader cut ("half and half" read as half of "and half"). */
function readItem(phrase: string): Amount {
  const amount = parseAmount(phrase);
  const said = words(phrase).join(' ');
  for (const [a, b] of COMPOUNDS) {
    const name = `${a} and ${b}`;
    const at = said.indexOf(name);
    if (at >= 0 && !amount.name.includes(name)) return { quantity: null, unit: null, portion: null, name: said.slice(at) };
  }
  return amount;
}

/**
 * Resolves the clauses in order: food becomes an item (or, when already named, gets the place),
 * a pronoun hands its clause's place to the food named before it, anything else is dropped.
 */
export function assembleIntake(clauses: readonly ClauseReading[]): Intake {
  const items: IntakeItem[] = [];
  let pronounPlace: string | null = null;
  // "we picked up groceries, put them in the fridge": "them" is the groceries, no food of the last turn
  let namedSomething = false;
  for (const [index, clause] of clauses.entries()) {
    // only a later clause can name food again ("…, put the milk in the fridge"); "milk and oat milk" are two
    const named = items.slice();
    for (const phrase of clause.phrases) {
      if (isPronounPhrase(phrase)) {
        if (clause.location === null) continue;
        const earlier = items.filter((item) => item.location === undefined);
        for (const item of earlier.length > 0 ? earlier : items) item.location = clause.location;
        if (items.length === 0 && !namedSomething) pronounPlace = clause.location;
        continue;
      }
      namedSomething = true;
      const amount = readItem(withoutLeadingVerb(phrase));
      if (!isFoodName(amount.name)) continue;
      const known = index > 0 ? named.find((item) => sameFood(item.name, amount.name)) : undefined;
      if (known && amount.quantity === null) {
        if (clause.location !== null) known.location = clause.location;
        continue;
      }
      items.push(clause.location === null ? amount : { ...amount, location: clause.location });
    }
  }
  if (items.length === 0) return { items, location: pronounPlace, refersBack: pronounPlace !== null };
  const places = new Set(items.map((item) => item.location ?? null));
  if (places.size === 1) {
    const [location] = places;
    return { items: items.map(({ location: _own, ...amount }) => amount), location, refersBack: false };
  }
  return { items, location: null, refersBack: false };
}
