/**
 * The grammar of kitchen questions: storage life, freezing, substitutions, techniques, conversions,
 * safe temperatures, doneness and pairings. Each reader takes a normalized message (see
 * grammar.ts) and returns the question it asks, or null. They run before the inventory readers,
 * so "I'm out of buttermilk, what can I use instead?" is a question, not a change.
 */
import { densityOf, type FoodState, normaliseQuestion, readConversionQuestion, type StoragePlace, substitutesFor, unitKind } from '@sous/kitchen';
import { parseAmount } from './amounts.js';

export type KnowledgeIntent =
  | { kind: 'storage-life'; food: string; place: StoragePlace | null; state: FoodState | null }
  /** refreeze: asked about freezing again after thawing. */
  | { kind: 'freezing'; food: string; refreeze: boolean }
  | { kind: 'substitute'; ingredient: string }
  | { kind: 'technique'; phrase: string }
  | { kind: 'convert'; quantity: number; from: string; to: string; ingredient: string | null }
  | { kind: 'convert-temperature'; value: number | null; from: 'F' | 'C' }
  | { kind: 'safe-temperature'; food: string }
  | { kind: 'doneness'; food: string }
  | { kind: 'pairing'; food: string };

type Reader = (text: string) => KnowledgeIntent | null;

/** The first capture of the first pattern that matches and whose capture `accept`s. */
function capture(text: string, patterns: readonly RegExp[], accept: (found: string) => boolean = () => true): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1] && accept(match[1].trim())) return match[1].trim();
  }
  return null;
}

// ─── the food a question is about ──────────────────────────────────────────────────────────────

const PLACE_PHRASES = /\s*\b(?:(?:in|inside|into|on|at|out of|outside|outside of|from|kept in|stored in|left in|left on|left out on) (?:the |a |my |our )?(?:fridge|refrigerator|freezer|pantry|cupboard|counter|countertop|kitchen counter|room temperature|shelf|deep freeze|chiller)|(?:left )?out|unrefrigerated|refrigerated|at room temp(?:erature)?|in the cold|frozen solid)\b/g;
const STATE_PHRASES = /\s*\b(?:(?:once|after|after being|when|if) (?:it's |it is |they're |they are |it has been |it's been )?(?:opened|open|cooked|thawed|defrosted|made)|after (?:opening|cooking|thawing))\b/g;
const FILLER = /\s*\b(?:actually|really|usually|typically|normally|generally|safely|roughly|approximately|about|exactly|still|even|for real|anyway)\b/g;

/** "the leftover cooked rice in the fridge" → "leftover cooked rice"; state words stay for the table. */
export function foodPhrase(text: string): string {
  return text
    .replace(PLACE_PHRASES, ' ')
    .replace(STATE_PHRASES, ' ')
    .replace(FILLER, ' ')
    .replace(/\b(?:(?:a|one|two|three|\d+) )?(?:day|days|week|weeks|month|months)[- ]old\b/g, ' ')
    .replace(/\b(?:thawed|defrosted)\b/g, ' ')
    .replace(/^(?:a|an|the|my|our|your|some|any|this|that|these|those|of|store[- ]bought|homemade)\s+/g, '')
    .replace(/^(?:a|an|the|my|our|your|some|any|this|that|these|those)\s+/g, '')
    .replace(/\s+(?:for|to|be|it|them|please|though|then|now|at all)$/g, '')
    .replace(/[?,.!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The place a question names: "out of the fridge" is the pantry (room temperature). */
export function placeIn(text: string): StoragePlace | null {
  if (/\bleave\b.*\bout\b|\bout$/.test(text)) return 'pantry';
  if (/\b(?:out of the (?:fridge|refrigerator)|unrefrigerated|room temp(?:erature)?|counter(?:top)?|pantry|cupboard|left out|sit out|sits out|sitting out|stay out|be left out|out overnight|on the shelf|not refrigerated|outside the fridge)\b/.test(text)) return 'pantry';
  if (/\b(?:freezer|freeze|frozen|deep freeze)\b/.test(text)) return 'freezer';
  if (/\b(?:fridge|refrigerator|refrigerated|refrigerate|chiller|cold)\b/.test(text)) return 'fridge';
  return null;
}

function stateIn(text: string): FoodState | null {
  if (/\b(?:cooked|leftovers?|left over|after cooking|once cooked|when cooked|made)\b/.test(text)) return 'cooked';
  if (/\b(?:opened|open|after opening|once opened)\b/.test(text)) return 'opened';
  return null;
}

/** A food phrase worth answering: short, not a pronoun, not the rest of a question ("what is", "to taste"). */
const usable = (food: string | null): food is string =>
  food !== null &&
  food !== '' &&
  food.split(' ').length <= 6 &&
  !/^(?:it|that|this|them|they|food|stuff|things?|to taste)$/.test(food) &&
  !/^(?:what|how|why|when|where|which|who|whats|do|does|is|are|can|should)\b/.test(food);

// ─── storage life ──────────────────────────────────────────────────────────────────────────────

const STORAGE_PATTERNS: readonly RegExp[] = [
  /^how long (?:does|do|will|would|can|could|should|is|are|'s|may|might)? ?(.+?) (?:last|keep|stay good|stay fresh|stay safe|stay ok|stay okay|stay|be frozen|be refrigerated|be good|be ok|be okay|be safe|be fine|good|okay|ok|safe|fine|fresh|edible|remain good|remain safe|be kept|be stored|be left|stored|kept|survive|be eaten|sit|hold up|hold)\b.*$/,
  /^how long (?:can|should|could|do|may|would) (?:i|you|we|one) (?:safely )?(?:keep|store|leave|refrigerate|freeze|hold|have|save|eat) (.+?)(?: for| before .*)?$/,
  /^how long (?:until|before|till|til) (.+?) (?:goes bad|go bad|goes off|go off|spoils|spoil|expires?|is bad|are bad|turns?|goes rancid|gets moldy)$/,
  /^how long (?:is|are|'s) (.+)$/,
  /^how many (?:days|weeks|months) (?:is|are|does|do|will|can|would) (.+?) (?:good|last|keep|safe|ok|okay|fresh|stay good)\b.*$/,
  /^how many (?:days|weeks|months) (?:can|should|could) (?:i|you|we) (?:keep|store|leave|eat) (.+)$/,
  /^(?:what(?:'s| is) the |whats the )?shelf[- ]life (?:of|for) (.+)$/,
  /^(.+?) shelf[- ]life$/,
  /^(?:when|how (?:fast|quickly|soon)) (?:does|do|will|did|would) (.+?) (?:go bad|go off|spoil|expire|go rancid|go moldy|go mouldy|turn|go stale|get moldy)\b.*$/,
  /^(?:is|are) (.+?) (?:still )?(?:good|ok|okay|safe|fine|edible) (?:to eat |to use )?(?:after|past) .+$/,
  /^(?:is|are) (.+?) (?:still )?(?:good|ok|okay|safe|fine|edible)(?: to eat| to use)?(?: if .+)?$/,
  /^(?:how (?:should|do|can|would|best to) (?:i |you |we )?|what(?:'s| is) the best way to |best way to |how to |where (?:should|do|can) (?:i|we|you) )(?:store|keep) (.+)$/,
  /^(?:does|do) (.+?) (?:need to be|have to be|need|require|needs|want) (?:refrigerated|refrigeration|kept cold|kept in the fridge|in the fridge|to go in the fridge|to be in the fridge)$/,
  /^(?:should|do|must) (?:i|we|you) (?:need to |have to |really need to )?(?:refrigerate|keep|store|put|chill) (.+?)(?: in the fridge| in the refrigerator| cold)?$/,
  /^is it (?:safe|ok|okay|fine|alright) to eat (.+?)(?: after .+| if .+)?$/,
  /^(?:does|do|can|will) (.+?) (?:go bad|go off|spoil|expire)\b.*$/,
  /^(?:can|does|do) (.+?) (?:be left out|sit out|stay out)\b.*$/,
  /^(?:when|at what point) (?:should|do) (?:i|we) (?:throw out|throw away|toss|bin) (.+)$/,
  /^(?:storage|storing) (.+)$/,
  // "hard boiled eggs how long do they last in the fridge": the food first, then the question
  /^(.+?),? how long (?:do|does|will|would|can|could|are|is) (?:they|it|these|those|them) (?:last|keep|stay good|stay fresh|be good|good|ok|okay|safe|fine)\b.*$/,
  /^(?:can|could|should|do) (?:i|we|you) (?:leave|keep|store) (.+?)(?: out| out overnight| on the counter| at room temperature| in the (?:fridge|refrigerator|pantry|freezer|cupboard))?$/,
];

const storageLife: Reader = (text) => {
  // "how long do I cook/boil/bake …" is a technique question, not a storage one
  if (/^how long (?:do|should|does|can) (?:i|you|we|it) (?:cook|boil|bake|roast|grill|fry|steam|simmer|rest|marinate|brine|knead|proof)\b/.test(text)) return null;
  if (/^how long (?:is|are) .+ (?:in|at) \d/.test(text)) return null;
  const found = capture(text, STORAGE_PATTERNS, (candidate) => usable(foodPhrase(candidate)));
  if (found === null) return null;
  const food = foodPhrase(found);
  if (!usable(food)) return null;
  const place = placeIn(text);
  return { kind: 'storage-life', food, place, state: stateIn(text) };
};

// ─── freezing ──────────────────────────────────────────────────────────────────────────────────

const FREEZE_PATTERNS: readonly RegExp[] = [
  /^(?:can|could|should|may|do|would) (?:i|you|we|one) (?:re)?freeze (.+)$/,
  /^(?:can|could|should|may) (?:i|you|we|one) (?:put|keep|store) (.+?) in (?:the |a |my )?freezer$/,
  /^(?:is it (?:ok|okay|safe|possible|fine|alright|a good idea|bad|smart|wise) to |is it possible to |are you (?:allowed|able) to |it's ok to |ok to |okay to |safe to )(?:re)?freeze (.+)$/,
  /^(?:re)?freez(?:e|ing) (.+?)(?: ok| okay| possible| safe| good idea| a good idea| well)?$/,
  /^(?:does|do|will|would|can) (.+?) (?:freeze|be frozen|be refrozen|survive (?:the |being )?(?:freezer|frozen)|freeze well)(?: well| ok| okay| nicely| alright| fine)?$/,
  /^(?:is|are) (.+?) (?:freezable|freezer[- ]friendly|freezer[- ]safe|ok to freeze|okay to freeze|safe to freeze|good to freeze|fine to freeze|good frozen|ok frozen)$/,
  /^how (?:do|should|can|would) (?:i|you|we|one) (?:re)?freeze (.+)$/,
  /^(?:how to|best way to|the best way to|what's the best way to|what is the best way to|tips for|tips on) (?:re)?freez(?:e|ing) (.+)$/,
  /^what happens (?:if|when) (?:i|you|we) freeze (.+)$/,
];

const freezing: Reader = (text) => {
  const found = capture(text, FREEZE_PATTERNS, (candidate) => usable(foodPhrase(candidate)));
  if (found === null) return null;
  const food = foodPhrase(found.replace(/\s+(?:for later|for later use|for another day|for next week|too|as well|at all|again)$/, ''));
  return usable(food) ? { kind: 'freezing', food, refreeze: /\b(?:refreez\w*|thawed|defrosted|again)\b/.test(text) } : null;
};

// ─── substitutions ─────────────────────────────────────────────────────────────────────────────

const SUB = '(?:substitutes?|substitutions?|subs?|replacements?|alternatives?|swaps?|stand-?ins?|replacement ingredients?|alternate)';
const SUBSTITUTE_PATTERNS: readonly RegExp[] = [
  new RegExp(`^(?:what(?:'s| is| are|s)? |whats |which is )?(?:a |an |the |some |any )?(?:good |best |easy |quick |simple |common |healthy |vegan |dairy[- ]free )?${SUB} (?:for|to|of) (.+)$`),
  new RegExp(`^(?:is there|are there|do you know|do you have|give me|i need|suggest|tell me|know) (?:a |an |any |some |of a |of any )?(?:good |easy )?${SUB} (?:for|to|of) (.+)$`),
  new RegExp(`^(.+?) ${SUB}s?(?: ideas?)?$`),
  /^(?:what|which) (?:can|could|should|do|would) (?:i|we|you|one) (?:use|substitute|sub|swap|put|try|add) (?:instead of|in place of|for|to replace|rather than|in lieu of) (.+)$/,
  /^(?:what|which) (?:can|could|should|do|would) (?:i|we|you) (?:use|substitute|sub|swap|put|try) (?:as a |as an )?(?:substitute|replacement|swap) (?:for )?(.+)$/,
  /^what (?:else )?(?:can|could) (?:i|we) use if (?:i|we) (?:don't|do not|dont) have (?:any )?(.+)$/,
  /^(?:i (?:don't|do not|dont) have|i have no|i'm out of|i am out of|we're out of|we are out of|out of|no|i ran out of|we ran out of|i've run out of|i forgot to buy|missing) (?:any )?(.+?),? (?:what|which) (?:can|could|should|do) (?:i|we) (?:use|do|substitute|try)(?: instead| now| in its place)?$/,
  /^(?:i (?:don't|do not|dont) have|i have no|no) (?:any )?(.+?),? (?:any |got any )?(?:ideas|suggestions|alternatives|substitutes|help)$/,
  /^(?:how (?:can|do|could|would) (?:i|we|you) )?(?:replace|substitute|swap out|sub out) (.+?)(?: with (?:something|what)| in (?:a |my |the )?(?:recipe|baking|cake|bread|cookies|sauce))?$/,
  /^(?:can|could|should) (?:i|we|you) (?:use|substitute|swap in|try) .+? (?:instead of|in place of|for|rather than|in lieu of) (.+)$/,
  /^(?:what|something) (?:to use|i can use) (?:instead of|in place of|for) (.+)$/,
  /^instead of (.+?),? what(?: can| could| should)? (?:i|we)? ?use$/,
  /^(?:can|could) (.+?) be (?:substituted|replaced|swapped)\b.*$/,
  /^(?:how (?:do|can) (?:i|you) )?(?:make|bake|cook) .+ without (.+)$/,
];

const substitute: Reader = (text) => {
  const found = capture(text, SUBSTITUTE_PATTERNS, (candidate) => usable(foodPhrase(candidate)));
  if (found === null) return null;
  const ingredient = foodPhrase(found.replace(/\s+(?:in (?:a |my |the )?(?:recipe|baking|cake|bread|cookies|sauce|pancakes|muffins)|when baking|for baking|in cooking)$/, ''));
  // "wine in a risotto", "eggs for my cake": the ingredient is before the dish it goes in
  const before = foodPhrase(ingredient.split(/ (?:in|for|on|when|to|into) /)[0]);
  if (before !== ingredient && usable(before) && substitutesFor(before) && !substitutesFor(ingredient)) return { kind: 'substitute', ingredient: before };
  return usable(ingredient) ? { kind: 'substitute', ingredient } : null;
};

// ─── conversions ───────────────────────────────────────────────────────────────────────────────

const UNIT_WORD = '(?:grams?|g|kilograms?|kilos?|kg|ounces?|oz|pounds?|lbs?|lb|cups?|c|tablespoons?|tbsps?|tbsp|tbs|teaspoons?|tsps?|tsp|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l|fluid ounces?|fl oz|pints?|quarts?|gallons?|sticks?)';
const AMOUNT = '(?:an?|one|half an?|half|a half|(?:a |one )?quarter of an?|(?:a |one )?third of an?|\\d+(?:[./]\\d+)?(?: \\d+/\\d+)?|two|three|four|five|six|eight|ten)';

function amountQuantity(text: string): number | null {
  if (/\bhalf\b/.test(text)) return 0.5;
  if (/\bquarter\b/.test(text)) return 0.25;
  if (/\bthird\b/.test(text)) return 1 / 3;
  const amount = parseAmount(`${text} x`);
  if (amount.quantity !== null) return amount.quantity;
  return /^an?$/.test(text) ? 1 : null;
}

/** A unit name as units.ts knows it: sticks of butter are 1/2 cup. */
function unitName(word: string): { unit: string; factor: number } {
  const singular = word.replace(/es$/, '').replace(/s$/, '');
  if (singular === 'stick') return { unit: 'cup', factor: 0.5 };
  const table: Record<string, string> = { kilo: 'kg', lit: 'l', 'fl oz': 'fl oz', 'fluid ounce': 'fl oz' };
  return { unit: table[singular] ?? word, factor: 1 };
}

const CONVERT_PATTERNS: readonly RegExp[] = [
  // how many tablespoons (are) in a cup (of flour)
  new RegExp(`^how (?:many|much) (${UNIT_WORD})(?: of (.+?))? (?:are |is |go |fit |make up |makes up )?(?:there )?(?:in|per|to|make|in one|makes?) (${AMOUNT}) ?(${UNIT_WORD})(?: of (.+))?$`),
  // how many grams is a cup of flour
  new RegExp(`^how (?:many|much) (${UNIT_WORD}) (?:is|are|does|do|equals?|make) (${AMOUNT}) (${UNIT_WORD})(?: of (.+?))?(?: weigh)?$`),
  // (convert) 2 cups of sugar to grams / what is 1 cup of butter in grams
  new RegExp(`^(?:convert |change |turn )?(?:what(?:'s| is) |whats |how much is |how many is )?(${AMOUNT}) ?(${UNIT_WORD})(?: of)? ?(.*?) (?:to|in|into|=|in terms of|as) (${UNIT_WORD})$`),
  // how much does a cup of flour weigh
  new RegExp(`^how much (?:does|do|is) (${AMOUNT}) (${UNIT_WORD})(?: of (.+?))? weigh(?: in (${UNIT_WORD}))?$`),
];

const convert: Reader = (text) => {
  let match = CONVERT_PATTERNS[0].exec(text);
  if (match) return conversion(match[3], match[4], match[1], match[5] ?? match[2] ?? null);
  match = CONVERT_PATTERNS[1].exec(text);
  if (match) return conversion(match[2], match[3], match[1], match[4] ?? null);
  match = CONVERT_PATTERNS[2].exec(text);
  if (match) return conversion(match[1], match[2], match[4], match[3] || null);
  match = CONVERT_PATTERNS[3].exec(text);
  if (match) return conversion(match[1], match[2], match[4] ?? 'g', match[3] ?? null);
  // any other wording that names two units: "cup of sugar in grams?", "1 litre how many cups"
  const read = readConversionQuestion(normaliseQuestion(text));
  if (!read) return null;
  const crossing = unitKind(read.from) !== unitKind(read.to);
  if (crossing && (!read.ingredient || !densityOf(read.ingredient))) return null;
  return { kind: 'convert', quantity: read.quantity, from: read.from, to: read.to, ingredient: crossing ? read.ingredient : null };
};

function conversion(amount: string, fromWord: string, toWord: string, ingredient: string | null): KnowledgeIntent | null {
  const quantity = amountQuantity(amount);
  if (quantity === null) return null;
  const from = unitName(fromWord);
  const to = unitName(toWord);
  return { kind: 'convert', quantity: quantity * from.factor / to.factor, from: from.unit, to: to.unit, ingredient: ingredient ? foodPhrase(ingredient) || null : null };
}

const DEGREES = '(?:°|º|degrees?|deg)?';
const F_WORD = '(?:f|fahrenheit|farenheit|fahrenheight)';
const C_WORD = '(?:c|celsius|celcius|centigrade)';

const temperature: Reader = (text) => {
  // "200c but i have a fan oven": a fan oven's setting, not a scale conversion
  if (/\b(?:fan|convection|fan[- ]assisted)\b/.test(text)) return null;
  // "how long to roast potatoes at 200c": a time at that heat
  if (/^how long\b/.test(text)) return null;
  const value = new RegExp(`(-?\\d+(?:\\.\\d+)?) ?${DEGREES} ?(${F_WORD}|${C_WORD})\\b`).exec(text);
  const scaleOf = (word: string): 'F' | 'C' => (new RegExp(`^${F_WORD}$`).test(word) ? 'F' : 'C');
  if (value && /\b(?:to|in|into|as|is|=|convert|what|how (?:hot|much)|equals?)\b/.test(text)) {
    return { kind: 'convert-temperature', value: Number(value[1]), from: scaleOf(value[2]) };
  }
  const plain = new RegExp(`(-?\\d+(?:\\.\\d+)?) ?${DEGREES} (?:(?:to|in|into) )(${F_WORD}|${C_WORD})\\b`).exec(text);
  if (plain) return { kind: 'convert-temperature', value: Number(plain[1]), from: scaleOf(plain[2]) === 'F' ? 'C' : 'F' };
  const named = new RegExp(`\\b(${F_WORD}|${C_WORD}) (?:to|in|into|and|vs|versus) (${F_WORD}|${C_WORD})\\b`).exec(text);
  if (named && /\b(?:convert|conversion|how|what|formula|change|turn|from)\b|^/.test(text)) return { kind: 'convert-temperature', value: null, from: scaleOf(named[1]) };
  return null;
};

// ─── temperatures and doneness ─────────────────────────────────────────────────────────────────

// the longer levels first: "well done" is one word of doneness, not "well" and "done"
const DONENESS_WORDS = /\b(?:well[- ]done|medium(?:[- ]rare|[- ]well)?|cooked through|done(?:ness)?|cooked|rare|ready|undercooked|overcooked|pink)\b/;
const ALL_DONENESS_WORDS = new RegExp(DONENESS_WORDS.source, 'g');

const SAFE_PATTERNS: readonly RegExp[] = [
  /^(?:what(?:'s| is| are|s)? )?(?:the )?(?:safe |minimum |min |internal |core |proper |correct |right |usda |recommended )+(?:internal |cooking |cook |safe )?(?:temp(?:erature)?s?|temp) (?:for|of|to cook|to cook to|when cooking|to reach for)? ?(.+)$/,
  /^(.+?) (?:safe |minimum |internal |core |usda )+(?:internal |cooking )?temp(?:erature)?s?$/,
  /^(?:what|which) (?:internal |safe |minimum )?temp(?:erature)? (?:should|does|do|must|is|to) (?:i |you )?(?:cook |bring |heat |get |reheat )?(.+?) (?:be cooked to|be|reach|to|cooked to|at|hit|get to|done at|safe at|safe)\b.*$/,
  /^(?:what|which) (?:internal |safe |minimum )?temp(?:erature)? (?:is|are) (.+?) (?:safe|done|cooked|safe to eat|fully cooked)\b.*$/,
  /^(?:at )?what temp(?:erature)? (?:is|are|does|do|should) (.+?) (?:safe|done|cooked|safe to eat|fully cooked|ready)\b.*$/,
  /^how hot (?:should|does|do|must) (.+?) (?:be|get|reach)(?: inside| in the middle| internally)?$/,
  /^(?:what )?temp(?:erature)? (?:to|should i) (?:cook|reheat|heat) (.+?) to$/,
  /^(?:what )?temp(?:erature)? (?:for|of) (?:cooked |safe |done )?(.+)$/,
];

const safeTemperature: Reader = (text) => {
  if (!/\btemp(?:erature)?s?\b|\bhow hot\b|\bdegrees\b/.test(text)) return null;
  // "what temperature do i roast vegetables at": the oven's heat, not the inside of the food
  if (/\b(?:roast|bake|oven)\b/.test(text) && !/\b(?:internal|inside|safe|middle|centre|center|done|cooked)\b/.test(text)) return null;
  const clean = (found: string) => foodPhrase(found.replace(/\b(?:to be |be )?(?:safe|done|cooked|safe to eat|fully cooked)\b.*$/, '').replace(/\b(?:internally|inside|in the middle)\b/g, ''));
  const found = capture(text, SAFE_PATTERNS, (candidate) => usable(clean(candidate)));
  if (found === null) return null;
  // "temp for a well done steak": the level asked, before "done" ends the food phrase
  if (/\b(?:rare|medium(?:[- ]rare|[- ]well)?|well[- ]done)\b/.test(text)) return { kind: 'doneness', food: foodPhrase(found.replace(ALL_DONENESS_WORDS, ' ')) || 'steak' };
  const food = clean(found);
  if (!usable(food)) return null;
  return { kind: 'safe-temperature', food };
};

const DONENESS_PATTERNS: readonly RegExp[] = [
  /^how (?:do|can|would|will|should) (?:i|you|we|one) (?:know|tell|check|see|test|be sure) (?:when|if|whether|that) (?:the |my |a |an )?(.+?) (?:is|are|has|have) (?:done|cooked|ready|cooked through|finished|set)\b.*$/,
  /^how (?:do|can|would|will) (?:i|you|we) (?:check|test) (?:the )?(?:doneness|done-ness) (?:of|for|on) (.+)$/,
  /^(?:is|are) (?:the |my )?(.+?) (?:done|cooked|ready|cooked through)(?: yet| when .+| if .+| at .+)?$/,
  /^what temp(?:erature)? (?:is|for) (?:a )?((?:rare|medium[- ]rare|medium|medium[- ]well|well[- ]done)(?: .+)?)$/,
  /^(?:how|when) (?:is|are) (.+?) (?:done|cooked|ready)$/,
  /^(?:what(?:'s| is) )?(?:the )?doneness (?:of|for) (.+)$/,
  /^(.+?) doneness(?: chart| guide| levels?| temps?| temperatures?)?$/,
  /^(?:how long (?:do|should) (?:i|you) (?:boil|cook) (?:an? |the )?)(.+?)(?: for| to be .+)?$/,
  /^how (?:do|can|should) (?:i|you) (?:cook|get) (?:a |an |the |my )?(.+?) (?:rare|medium[- ]rare|medium|medium[- ]well|well[- ]done)$/,
  /^(?:what(?:'s| is) )?(?:rare|medium[- ]rare|medium|medium[- ]well|well[- ]done) (?:for |temp(?:erature)? (?:for |of )?)?(.+)$/,
  /^(?:what(?:'s| is) )?(?:a )?(?:rare|medium[- ]rare|medium|medium[- ]well|well[- ]done) (.+?)(?: temp(?:erature)?)?$/,
];

const doneness: Reader = (text) => {
  if (!DONENESS_WORDS.test(text) && !/^how long (?:do|should) (?:i|you) (?:boil|cook) (?:an? |the )?eggs?\b/.test(text)) return null;
  const found = capture(text, DONENESS_PATTERNS);
  if (found === null) return null;
  // "what temperature is medium rare?" names no food: the levels are a steak's
  const food = foodPhrase(found.replace(new RegExp(DONENESS_WORDS.source, 'g'), ' ').replace(/\s+temp(?:erature)?s?(?: chart| guide)?$/, '')) || 'steak';
  return usable(food) ? { kind: 'doneness', food } : null;
};

// ─── pairings ──────────────────────────────────────────────────────────────────────────────────

const PAIRING_PATTERNS: readonly RegExp[] = [
  /^what (?:goes|go|pairs|pair|works|work|tastes good|taste good|is good|sides? goes?|side dishes go|sides go|vegetables go|veggies go|herbs go|spices go|sauces? goes?|flavou?rs go|wine goes|wines go) (?:well |nicely |best |good )?with (.+)$/,
  /^what (?:herbs|spices|seasonings?|flavou?rs|sauces?|sides?|side dishes|vegetables|veggies|wines?|drinks?|starch(?:es)?|salads?) (?:go|goes|pair|work|taste good|are good) (?:well |best |nicely )?with (.+)$/,
  /^what (?:should|can|could|do|would) (?:i|we|you|one) (?:serve|pair|have on the side|make on the side|put) (?:with|alongside|next to|beside) (.+)$/,
  /^what (?:should|can|could|do|would) (?:i|we|you) (?:serve|pair|make|cook|have) (?:as (?:a )?sides? |on the side )?(?:with|for|alongside) (.+?)(?: as a side| on the side)$/,
  /^what (?:to|should i) (?:serve|pair) (?:with|alongside) (.+)$/,
  /^(?:good |best |easy |some |any )?(?:side dishes?|sides?|pairings?|pairing ideas|accompaniments?|things to serve|what to serve|something to serve|sauces?|seasonings?) (?:for|with|to go with|to serve with|that go with|that goes with|for a|for my) (.+)$/,
  /^(?:what(?:'s| is| are) )?(?:a )?(?:good |great |the best |some good )?(?:side dishes?|sides?|pairings?|accompaniments?|flavou?r pairings?|sauces?|seasonings?) (?:for|with|to go with|to serve with) (.+)$/,
  /^(.+?) (?:pairings?|goes well with|goes with|go well with|go with what|pairs with what|side dishes|sides)$/,
  /^(?:how (?:do|should|can) i|what(?:'s| is) the best way to) (?:season|flavou?r|spice up|dress up) (.+)$/,
  /^(?:what )?(?:flavou?rs|spices|herbs|seasonings?) (?:for|with|to use with|that go with) (.+)$/,
];

const pairing: Reader = (text) => {
  const found = capture(text, PAIRING_PATTERNS, (candidate) => usable(foodPhrase(candidate)));
  if (found === null) return null;
  const food = foodPhrase(found.replace(/\s+(?:for (?:dinner|lunch|tonight)|tonight)$/, ''));
  return usable(food) ? { kind: 'pairing', food } : null;
};

// ─── techniques ────────────────────────────────────────────────────────────────────────────────

const TECHNIQUE_PATTERNS: readonly RegExp[] = [
  /^how (?:do|should|can|would|could|shall|must) (?:i|you|we|one) (?:properly |correctly |best |actually )?(.+)$/,
  /^how (?:to|does one|is one supposed to) (?:properly |correctly )?(.+)$/,
  /^(?:what(?:'s| is) the (?:best |right |proper |correct |easiest )?(?:way|method|technique|trick|secret) (?:to|for|of)) (.+)$/,
  /^(?:the )?(?:best |right |proper |easiest )?(?:way|method|technique|steps|instructions|directions) (?:to|for|of) (.+)$/,
  /^(?:explain|show me|teach me|tell me|walk me through|describe|help me understand|help me) (?:how to |how do (?:i|you) |how you |the steps to |the steps for |the technique for |the method for )(.+)$/,
  /^(?:teach|show) me (?:to )?(.+)$/,
  /^(?:tips|advice|pointers|help|any tips|a guide|guide) (?:for|on|with|to) (.+)$/,
  /^(?:i (?:want|need|would like|'d like) to (?:learn|know) (?:how to )?|i don't know how to |i dont know how to |i never learned to )(.+)$/,
  /^how (?:is|are) (.+?) (?:done|made|prepared)$/,
  /^how long (?:do|should|does|must) (?:i|you|we|one) (.+)$/,
  /^what (?:does|do) it mean to (.+)$/,
  /^steps (?:to|for) (.+)$/,
];

const technique: Reader = (text) => {
  const found = capture(text, TECHNIQUE_PATTERNS);
  if (found === null) return null;
  const phrase = found
    .replace(/^(?:go about |start to |start |learn to |begin to )/, '')
    .replace(/\s+(?:properly|correctly|right|well|at home|from scratch|like a chef|like a pro|step by step|without burning it|without it burning|the right way|for beginners|please|quickly|easily|perfectly|the easy way)$/g, '')
    .replace(/[?,.!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (phrase === '' || phrase.split(' ').length > 8) return null;
  return { kind: 'technique', phrase };
};

/** "how do I make a roux": the grammar reads it last, after every other intent had its chance. */
export const readTechnique: Reader = technique;

/** In order: the more particular questions first ("how long can I freeze …" is storage, "can I freeze …" freezing). */
const READERS: readonly Reader[] = [temperature, convert, storageLife, freezing, substitute, safeTemperature, doneness, pairing];

/** The kitchen question a message asks (all but techniques, see readTechnique), or null. */
export function parseKnowledgeIntent(text: string): KnowledgeIntent | null {
  for (const read of READERS) {
    const intent = read(text);
    if (intent) return intent;
  }
  return null;
}
