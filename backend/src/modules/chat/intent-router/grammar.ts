/**
 * The offline chef's intent grammar: one message in, one intent out. Pure and deterministic; it
 * knows nothing of the household, so "the fridge" stays a phrase until the chef matches it
 * against the household's storage locations.
 */
import { cuisineTypes, dietaryPreferences, mealPlanMealTypes } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import { type Amount, parseAmount, stripDeterminers, words } from './amounts.js';
import { resolveDay } from './days.js';
import { assembleIntake, type ClauseReading, endsInPlace, type IntakeItem, isFoodName, isPronounPhrase, splitClauses, splitList } from './intake.js';
import { type KnowledgeIntent, parseKnowledgeIntent, readTechnique } from './knowledge-intents.js';
import { STORAGE_WORDS } from './matching.js';

export type MealPlanMealType = (typeof mealPlanMealTypes)[number];
export type Cuisine = Exclude<(typeof cuisineTypes)[number], 'any'>;
export type RecipeMeal = MealPlanMealType | 'dessert';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'unknown' }
  /**
   * items: the food named, each with its own location when clauses placed items apart; empty when
   * nothing said was food. refersBack: only a pronoun was placed ("put them in the freezer").
   */
  | { kind: 'add-food'; items: IntakeItem[]; location: string | null; expires: IsoDate | null; refersBack?: true }
  | { kind: 'use-food'; item: Amount; how: 'consumed' | 'wasted'; all: boolean; from: string | null }
  /** "only half a carton of orange juice left", "we're down to 2 eggs": what is left, not what went. */
  | { kind: 'amount-left'; item: Amount; from: string | null }
  /** placing: said as "put/pop X in the fridge", which adds X there when the household has none to move. */
  | { kind: 'move-food'; name: string; to: string; from: string | null; placing?: true }
  | { kind: 'list-expiring' }
  | { kind: 'list-food'; location: string | null }
  | { kind: 'find-food'; name: string }
  | {
      kind: 'suggest-recipe';
      ingredients: string[];
      mealType: RecipeMeal | null;
      diets: string[];
      cuisine: Cuisine | null;
      quick: boolean;
      maxMinutes: number | null;
      servings: number | null;
    }
  | { kind: 'add-to-shopping-list'; items: Amount[] }
  | { kind: 'plan-meal'; recipe: string; mealType: MealPlanMealType; date: IsoDate; servings: number | null }
  /** guessed: read from a bare "what is X?", so X may be no cooking term at all. */
  | { kind: 'define-term'; term: string; guessed: boolean }
  /** Kitchen questions answered from authored data (knowledge-intents.ts). */
  | KnowledgeIntent;

export interface GrammarContext {
  /** Today's date, for "Friday" and "tomorrow". */
  today: IsoDate;
}

/** Lowercased, quotes straightened, politeness and trailing punctuation dropped. */
export function normalizeMessage(text: string): string {
  let s = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    // "onions n potatoes", "brown n mushy": texted "and"
    .replace(/ n (?=[a-z])/g, ' and ')
    .trim();
  s = s.replace(/[\s.!?…]+$/g, '').replace(/\b(?:recipie|receipe|recepie|recipy)(s?)\b/g, 'recipe$1').trim();
  for (;;) {
    const before = s;
    s = s
      .replace(/^(?:hey |hi |ok |okay |so |um |well )?(?:chef|sous)\s*[,:!-]?\s+/, '')
      .replace(/^(?:please|pls|plz|kindly)\s*,?\s+/, '')
      // spoken lead-ins before an order: "ok so add carrots", "right, bin the milk"
      .replace(/^(?:ok|okay|ok so|okay so|so|right|right so|alright|also|and)\s*,?\s+(?=(?:add|put|move|remove|throw|toss|bin|chuck|use|used|just|bought|got|take|took|pop|stick|mark|log|we|i|what|what's|whats|how|can|could|is|are|do|does|any|give|suggest|the|my|our|these|those)\b)/, '')
      // "just back from aldi - 6 eggs, a bag of spinach": a list straight after the shop is what was bought
      .replace(/^(?:(?:i|we)(?:'ve|'m|'re| have| am| are)? )?(?:just )?(?:got |been |came |come )?back from (?:the |a |my )?[a-z' ]{2,30}?\s*[,;:.—–-]+\s*(?=(?:\d|an? |some |a dozen |dozen |half |(?:litre|liter|bag|tin|can|pack|packet|box|bottle|carton|jar|tub|punnet|loaf|bunch)s? of )\b)/, 'bought ')
      // where the cook has just come from: "just back from lidl, add 2kg spuds", "got home, bin the milk"
      .replace(/^(?:(?:i|we)(?:'ve|'m|'re| have| am| are)? )?(?:just )?(?:got |been |came |come )?(?:back|home|in)(?: from (?:the |a |my )?[a-z' ]{2,30}?)?\s*[,;:.—–-]+\s*(?=[a-z])/, '')
      // a correction's lead-in: "no wait, put them in the pantry"
      .replace(/^(?:actually|wait|no wait|oh wait|sorry|hmm|um|uh|oops)\s*,?\s+/, '')
      .replace(/^(?:can|could|would|will) you(?: please)?\s+/, '')
      .replace(/^(?:i'd like you to|i want you to|i need you to)\s+/, '')
      .replace(/,?\s+(?:please|pls|thanks|thank you|for me)$/, '')
      .trim();
    if (s === before) break;
  }
  return s;
}

const MEAL_WORDS: Readonly<Record<string, RecipeMeal>> = {
  breakfast: 'breakfast',
  brunch: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  snack: 'snack',
  snacks: 'snack',
  dessert: 'dessert',
  desserts: 'dessert',
  pudding: 'dessert',
};

const DIET_WORDS: readonly [RegExp, (typeof dietaryPreferences)[number]][] = [
  [/\bvegetarian\b|\bveggie\b|\bmeatless\b|\bmeat[- ]free\b/, 'Vegetarian'],
  [/\bvegan\b|\bplant[- ]based\b/, 'Vegan'],
  [/\bgluten[- ]free\b|\bno gluten\b/, 'Gluten-Free'],
  [/\bdairy[- ]free\b|\bno dairy\b|\blactose[- ]free\b/, 'Dairy-Free'],
  [/\bketo\b|\bketogenic\b/, 'Keto'],
  [/\bpaleo\b/, 'Paleo'],
  [/\blow[- ]carbs?\b/, 'Low-Carb'],
  [/\bhalal\b/, 'Halal'],
  [/\bkosher\b/, 'Kosher'],
];

const CUISINE_WORDS: Readonly<Record<string, Cuisine>> = {
  italian: 'italian', asian: 'asian', chinese: 'asian', japanese: 'asian', thai: 'asian', korean: 'asian',
  vietnamese: 'asian', mexican: 'mexican', 'tex-mex': 'mexican', american: 'american', french: 'french',
  mediterranean: 'mediterranean', greek: 'mediterranean', spanish: 'mediterranean', turkish: 'mediterranean',
  lebanese: 'mediterranean', indian: 'indian', pakistani: 'indian',
};

// ─── small readers ──────────────────────────────────────────────────────────────────────────────

/** The meal a message names ("for dinner", "supper"), or null. */
function mealIn(text: string): RecipeMeal | null {
  for (const word of words(text)) {
    const meal = MEAL_WORDS[word];
    if (meal) return meal;
  }
  return /\btonight\b/.test(text) ? 'dinner' : null;
}

function servingsIn(text: string): number | null {
  const match = /\bfor (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve) ?(?:people|persons|servings|guests|of us|adults|portions)?\b/.exec(text);
  if (!match) return null;
  const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
  const value = /^\d+$/.test(match[1]) ? Number(match[1]) : numbers[match[1]];
  // "for 2" right after a meal word is servings; "for 2 days" is not, and the pattern excludes it
  return value >= 1 && value <= 20 && !/\bfor \S+ (?:days?|weeks?|minutes?|mins?|hours?)\b/.test(text) ? value : null;
}

/** A place phrase at the end: "… to my fridge", "… in the pantry". Needs a determiner or a storage word. */
export function splitLocation(text: string): { rest: string; location: string | null } {
  const match = /^(.*\S)\s+(?:to|in|into|inside|on|onto|at)\s+(the\s+|my\s+|our\s+)?([a-z][a-z' -]*)$/.exec(text);
  if (!match) return { rest: text, location: null };
  const place = match[3].trim();
  const determiner = match[2] !== undefined;
  const storageWord = place.split(/\s+/).some((word) => STORAGE_WORDS.has(word.replace(/s$/, '')) || STORAGE_WORDS.has(word));
  if (!determiner && !storageWord) return { rest: text, location: null };
  return { rest: match[1].trim(), location: place };
}

/** "… that expires on Friday", "… use by tomorrow". */
function splitExpiry(text: string, today: IsoDate): { rest: string; expires: IsoDate | null } {
  const match = /^(.*?\S)\s+(?:that |which |it |they )?(?:expires?|expiring|goes bad|go bad|is good until|are good until|good until|use by|best before|best by)\s+(?:on\s+)?(.+)$/.exec(text);
  if (!match) return { rest: text, expires: null };
  const expires = resolveDay(match[2], today);
  return expires ? { rest: match[1].trim(), expires } : { rest: text, expires: null };
}

/** "… from the pantry" names where to look. */
function splitFrom(text: string): { rest: string; from: string | null } {
  const match = /^(.*\S)\s+(?:from|out of|in|inside)\s+(?:the\s+|my\s+|our\s+)([a-z][a-z' -]*)$/.exec(text);
  return match ? { rest: match[1].trim(), from: match[2].trim() } : { rest: text, from: null };
}

/** Time words at the end of a use or waste message: "… for breakfast", "… this morning". */
function dropWhen(text: string): string {
  return text
    .replace(/\s+(?:for (?:breakfast|brunch|lunch|dinner|supper|a snack|dessert)|today|tonight|yesterday|last night|this (?:morning|afternoon|evening)|just now|earlier)$/g, '')
    // "the leftover curry from monday": when it was made, not a place
    .replace(/\s+(?:from|on) (?:last |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week|yesterday)$/, '')
    .replace(/\s+(?:away|out|up)$/, '')
    .trim();
}

const amountOf = (phrase: string): Amount => parseAmount(phrase);

// ─── the intents, most specific first ───────────────────────────────────────────────────────────

type Reader = (text: string, context: GrammarContext) => Intent | null;

const small: Reader = (text) => {
  if (text === '' || /^(?:help|\?|commands|menu|options)$/.test(text)) return { kind: 'help' };
  if (/^(?:what can you do|what do you do|what are you able to do|how do(?:es)? (?:this|you|it) work|what can i (?:say|ask)|what should i (?:say|ask))/.test(text)) return { kind: 'help' };
  if (/^(?:(?:hi|hello|hey|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening)|hey there|hello there|hi there)(?: chef| sous| there)?|(?:(?:hi|hey|yo|hello)(?: there)? )?(?:what'?s up|whats up|wassup|sup|what'?s good|how are you(?: doing)?|how'?s it going|how you doing)(?: chef| sous)?)$/.test(text)) return { kind: 'greeting' };
  if (/^(?:thanks|thank you|thx|ty|cheers|great,? thanks|perfect,? thanks|awesome|great|perfect|cool|nice)(?: so much| a lot| chef)?$/.test(text)) return { kind: 'thanks' };
  return null;
};

const defineTerm: Reader = (text) => {
  const patterns = [
    /^what (?:does|do) (?:the (?:word|term) )?(.+?) mean(?: in cooking| when cooking| in a recipe)?$/,
    /^what(?:'s| is) the meaning of (?:the (?:word|term) )?(.+)$/,
    /^(?:define|definition of|meaning of|explain the (?:word|term)) (.+)$/,
    /^what(?:'s| is) (?:a |an |to )?(.+?) in cooking$/,
    /^what(?:'s| is) the (?:cooking )?term (.+)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const term = match[1].replace(/^["']|["']$/g, '').replace(/^(?:to |a |an |the )/, '').trim();
      if (term !== '' && term.split(' ').length <= 4) return { kind: 'define-term', term, guessed: false };
    }
  }
  return null;
};

const LIST_WORDS = '(?:shopping|grocery|groceries|shop)(?: list)?|list';

const shopping: Reader = (text) => {
  const patterns = [
    new RegExp(`^(?:add|put|stick|pop|write|jot down|include|throw|place)\\s+(.+?)\\s+(?:to|on|onto|in|into)\\s+(?:the |my |our )?(?:${LIST_WORDS})$`),
    new RegExp(`^(?:shopping list|grocery list|list)\\s*[:,-]?\\s+(?:add\\s+)?(.+)$`),
    /^(?:i|we) (?:need|have|want) to (?:buy|get|pick up) (.+)$/,
    /^(?:remind me to|don't forget to|do not forget to|i should|we should) (?:buy|get|pick up) (.+)$/,
    /^(?:buy|pick up) (.+?)(?: (?:at|from) the (?:store|shop|supermarket))?$/,
    /^(?:i|we) need (?:to buy )?(?:more )?(.+?) from the (?:store|shop|supermarket)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const items = splitList(match[1].replace(/\s+(?:please|too|as well)$/, '')).map(amountOf).filter((item) => isFoodName(item.name));
      if (items.length > 0) return { kind: 'add-to-shopping-list', items };
    }
  }
  return null;
};

const planMeal: Reader = (text, { today }) => {
  const start = /^(?:plan|schedule|book|pencil in|let's have|lets have|let us have|we'll have|we will have|i'll make|i will make|i'll cook|we'll eat|add|put)\s+(.+)$/.exec(text);
  if (!start) return null;
  let rest = start[1];
  const verb = text.slice(0, text.length - rest.length).trim();
  const toPlan = /\s+(?:to|on|in|into) (?:the |my |our )?(?:meal ?plan(?:ner)?|calendar|plan|menu)\b/;
  const namesPlan = toPlan.test(rest);
  rest = rest.replace(toPlan, '');
  // "add"/"put" plan only when they name the meal plan; the other verbs always do
  if (/^(?:add|put)$/.test(verb) && !namesPlan) return null;
  const boundary = /\s+(?:for|on|at|this|next|tonight|tomorrow|today|in \S+ days?)\b/.exec(rest);
  const recipe = stripDeterminers(words(boundary ? rest.slice(0, boundary.index) : rest)).join(' ');
  const tail = boundary ? rest.slice(boundary.index).trim() : '';
  if (recipe === '') return null;
  const meal = mealIn(tail);
  const mealType: MealPlanMealType = meal === null || meal === 'dessert' ? 'dinner' : meal;
  let date: IsoDate | null = null;
  const tailWithoutMeal = tail
    .replace(/\b(?:for|at) (?:breakfast|brunch|lunch|dinner|supper|a snack|snack|tea)\b/g, ' ')
    .replace(/\bfor \S+ (?:people|persons|servings|guests|of us|adults|portions)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const phrase of tailWithoutMeal.split(/\s*(?:,|\band\b)\s*/)) {
    date = resolveDay(phrase, today) ?? date;
  }
  if (date === null && tailWithoutMeal !== '') {
    // "on Friday for dinner" leaves "on friday"; "friday night" or "tonight" alone also land here
    date = resolveDay(tailWithoutMeal.replace(/^(?:on|for)\s+/, ''), today);
  }
  if (date === null && /\btonight\b/.test(tail)) date = today;
  return { kind: 'plan-meal', recipe, mealType, date: date ?? today, servings: servingsIn(tail) };
};

const SUGGEST_PATTERNS = [
  /\bwhat (?:can|could|should|shall) (?:i|we) (?:make|cook|eat|have|prepare|bake|do with)\b/,
  /\bwhat (?:do|will) (?:i|we) (?:make|cook|eat|prepare|bake)\b/,
  // "need an instagram caption for my brunch pic": the meal is what is asked for, not a word further on
  /^(?:give|get|show|find|suggest|recommend|make|generate|create|cook|whip up|come up with|think of|need|want) (?:me |us )?(?:a |an |some |something |anything )?(?:(?!(?:for|to|of|about|on|my|our|his|her)\b)[\w'-]+ ){0,5}(?:recipes?|dinner|lunch|breakfast|brunch|supper|snack|dessert|meal|dish)\b/,
  // "need a name for my new bakery, something punny": "something" or "ideas" asks for a dish only
  // when it is what the verb asks for, not a word further on
  /^(?:give|get|show|find|suggest|recommend|make|generate|create|cook|whip up|come up with|think of|need|want) (?:me |us )?(?:a few |some |any )?(?:\w+ )?(?:ideas?|something)\b/,
  /\brecipes? (?:for|with|using|that uses?)\b/,
  /^(?:any |some )?(?:dinner|lunch|breakfast|supper|meal|recipe|dessert|snack) (?:ideas?|suggestions?|recommendations?)\b/,
  /^what(?:'s| is| should be| will be) (?:for|on the menu for) (?:dinner|lunch|breakfast|supper|dessert)\b/,
  /^(?:i'm|i am|we're|we are) (?:hungry|starving)\b/,
  /^(?:i|we) (?:want|need|would like|'d like) (?:to (?:cook|make|eat)|something|a (?:recipe|meal|dish))\b/,
  /^(?:help me|help us) (?:cook|make|decide|use)\b/,
  /^(?:what(?:'s| is) (?:a )?good (?:recipe|meal|dinner|lunch|breakfast))\b/,
];

/** "… from the weekend", "… from sunday": when food was made, never part of its name or a list of foods. */
export const WHEN_MADE = /\bfrom (?:the |last )?(?:weekend|yesterday|last night|(?:mon|tues|wednes|thurs|fri|satur|sun)day|earlier|before)\b/g;

const suggestRecipe: Reader = (text) => {
  if (!SUGGEST_PATTERNS.some((pattern) => pattern.test(text))) return null;
  let ingredients: string[] = [];
  // "… flatbreads from the weekend, what can i do with them": when it was made is no ingredient list
  const withPhrase = /\b(?:with|using|from|out of|that uses?|featuring)\s+(.+?)(?:\s+(?:for (?:breakfast|brunch|lunch|dinner|supper|dessert|a snack|\d+|one|two|three|four|five|six)|tonight|today|in (?:under )?\d+ minutes|under \d+ minutes)\b.*)?$/.exec(
    text.replace(WHEN_MADE, ' '),
  );
  if (withPhrase) {
    const phrase = withPhrase[1].trim();
    const generic = /^(?:what(?:'s| is)? (?:i|we)? ?(?:have|got|left|on hand|in (?:my|the|our) (?:fridge|kitchen|pantry))|what(?:'s| is) expiring|(?:my|the|our) (?:leftovers|inventory|food|stuff)|(?:stuff|things|food) (?:i|we) have|(?:the )?(?:expiring|leftover) (?:items|food|stuff)|(?:my|the|our) (?:fridge|pantry|freezer)|(?:it|them|em|'em|that|this|these))$/.test(phrase);
    if (!generic) {
      ingredients = splitIngredientNames(phrase);
    }
  }
  const diets = DIET_WORDS.filter(([pattern]) => pattern.test(text)).map(([, diet]) => diet);
  const cuisine = words(text).map((word) => CUISINE_WORDS[word]).find((c) => c !== undefined) ?? null;
  const minutes = /\b(?:in|under|within|less than|at most|max) (?:under )?(\d{1,3}) ?(?:minutes|mins?)\b/.exec(text);
  return {
    kind: 'suggest-recipe',
    ingredients,
    mealType: mealIn(text),
    diets,
    cuisine,
    quick: /\b(?:quick|quickly|fast|speedy|in a hurry|in a rush|hurry|easy|simple|weeknight)\b/.test(text),
    maxMinutes: minutes ? Number(minutes[1]) : null,
    servings: servingsIn(text),
  };
};

function splitIngredientNames(phrase: string): string[] {
  return phrase
    .replace(/\b(?:some|my|the|our|a bit of|leftover|left over|leftovers of)\s+/g, '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|\s+plus\s+/)
    .map((part) => part.replace(/\s+(?:i|we) (?:have|got|bought)(?: left)?$/, '').trim())
    .filter((part) => part !== '' && part.split(' ').length <= 4);
}

const listExpiring: Reader = (text) => {
  const about = /\b(?:expir\w*|going bad|go(?:es)? bad|going off|about to spoil|spoil\w*|use (?:it |them )?(?:up )?first|past (?:its|their) date|out of date|close to (?:its|their) date)\b/;
  if (!about.test(text)) return null;
  if (/^(?:what|which|anything|is anything|is there anything|are there any|any|show|list|tell me|check|do (?:i|we) have anything|what's|whats|what is|what are|what should (?:i|we) use)\b/.test(text) || /^expir(?:ing|es|y)\b/.test(text)) {
    return { kind: 'list-expiring' };
  }
  return null;
};

const EVERYWHERE = /^(?:kitchen|inventory|house|home|stock|storage|place|food|stuff|everything|all)$/;

const listFood: Reader = (text) => {
  const patterns = [
    /^(?:what's|whats|what is|what do (?:i|we) have|what have (?:i|we) got|what food do (?:i|we) have|what food is|what's left|what is left) (?:in|inside|on) (?:the |my |our )?(.+)$/,
    /^(?:show|list|check|open|display)(?: me)?(?: what's in)? (?:the |my |our )(.+?)(?: contents| inventory)?$/,
    /^(?:what's|what is) (?:in )?(?:the |my |our )?(.+?) (?:contents|inventory)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const place = match[1].trim();
      if (/\b(?:list|plan|planner|calendar|cookbook|recipes?|cart|basket)\b/.test(place)) return null;
      return { kind: 'list-food', location: EVERYWHERE.test(place) ? null : place };
    }
  }
  if (/^(?:what (?:food )?do (?:i|we) have|what have (?:i|we) got|what's in stock|whats in stock|show (?:me )?(?:my |our |the )?(?:inventory|food|everything)|list (?:my |our |the )?(?:inventory|food|everything)|(?:my |our )?inventory|what food (?:is there|do we have))$/.test(text)) {
    return { kind: 'list-food', location: null };
  }
  return null;
};

const findFood: Reader = (text) => {
  // "got 6 bell peppers, they go in the fridge" tells of shopping: a bare "got" asks only without an amount or a place
  if (/^got\s/.test(text) && (parseAmount(text.slice(4)).quantity !== null || /[,;]|\s(?:in|into|to|on)\s+(?:the|my|our)\s/.test(text))) return null;
  const patterns = [
    /^(?:do (?:i|we) have|have (?:i|we) got|is there|are there|got) (?:any |some )?(?:more )?(.+?)(?: left| at home| in stock)?$/,
    /^how (?:much|many) (.+?) (?:do|have|did) (?:i|we)(?: (?:have|got|left|still have))*(?: left)?$/,
    /^how (?:much|many) (.+?) (?:is|are) (?:there|left)(?: left)?$/,
    /^where (?:is|are|'s|did (?:i|we) put) (?:the |my |our )?(.+)$/,
    /^where's (?:the |my |our )?(.+)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const name = stripDeterminers(words(match[1])).join(' ');
      // "got it" is an acknowledgement, never a search for a food called "it"
      if (name !== '' && name !== 'anything' && !isPronounPhrase(name)) return { kind: 'find-food', name };
    }
  }
  return null;
};

const moveFood: Reader = (text) => {
  const verb = /^(?:(?:i|we)(?: just)? )?(?:move|moved|transfer|transferred|relocate|relocated|shift|shifted|put|take|took|pop|popped|stick|stuck|place|placed)\s+(.+)$/.exec(text);
  if (!verb) return null;
  const definite = /^(?:the|my|our|all the|all my|all of the)\s/.test(verb[1]);
  const placing = /^(?:(?:i|we)(?: just)? )?(?:put|pop|popped|stick|stuck|place|placed)\s/.test(text);
  if ((placing || /^(?:(?:i|we)(?: just)? )?(?:take|took)\s/.test(text)) && !definite) return null;
  const match = /^(.+?)\s+(?:from|out of)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:to|into|in|over to|back to|back in)\s+(?:the\s+|my\s+|our\s+)?(.+)$/.exec(verb[1])
    ?? /^(.+?)\s+(?:to|into|in|over to|back to|back in|over into)\s+(?:the\s+|my\s+|our\s+)?(.+)$/.exec(verb[1]);
  if (!match) return null;
  const [name, from, place] = match.length === 4 && match[3] !== undefined ? [match[1], match[2], match[3]] : [match[1], null, match[2]];
  const cleaned = stripDeterminers(words(name.replace(/^all (?:of )?/, ''))).join(' ');
  // "… to the fridge to thaw", "… in the fridge, made it today": the place ends where its words do
  const to = place.replace(/,.*$/, '').replace(/\s+(?:to|so (?:it|they) (?:can )?)\s*(?:thaw|defrost|chill|cool|set|firm up)(?:\s.*)?$/, '').trim();
  if (cleaned === '' || to === '') return null;
  return { kind: 'move-food', name: cleaned, to, from: from?.trim() ?? null, ...(placing ? { placing: true as const } : {}) };
};

const USE_ALL = /^(?:(?:i|we)(?: just| have| 've|'ve)? )?(?:finished|finish|used up|use up|ate all(?: of)?|drank all(?: of)?|polished off|emptied|killed)\s+(.+)$/;
const OUT_OF = /^(?:(?:i|we)(?:'re| are|'ve| have)?(?: just)? (?:run|ran|all) out of|(?:i'm|i am|we're|we are|we're all|we are all) out of|out of|no more)\s+(.+)$/;
const WASTE = /^(?:just )?(?:(?:i|we)(?: just| had to| have to|'ve| have)? )?(?:throw|threw|thrown|throwing|toss|tossed|bin|binned|chuck|chucked|discard|discarded|dump|dumped|compost|composted|get rid of|got rid of)\s+(?:away\s+|out\s+)?(.+)$/;
const SPOILED = /^(?:the |my |our )?(.+?)\s+(?:went bad|has gone bad|have gone bad|is spoiled|are spoiled|spoiled|went off|has gone off|is off|are off|is moldy|are moldy|went moldy|is mouldy|are mouldy|is rotten|are rotten|rotted|expired|has expired|have expired)$/;
const USE = /^(?:(?:i|we)(?: just| have| 've|'ve)? )?(?:used|use|ate|eat|drank|drink|consumed|consume|had|cooked|cooked with|baked with|made something with|took|finished off)\s+(.+)$/;
/** "paneer's all gone, used it in last nights curry": the food told first, all of it gone (not gone off). */
const ALL_GONE = /^(?!(?:is|are|has|have|did|do|does|was|were|why|how|when|what|where)\b)(?:the |my |our )?([a-z][a-z'-]*(?: [a-z'-]+){0,2}?)(?:'s|'re| is| are| has| have)? (?:all )?(?:gone|finished|used up|run out)(?: now| already)?(?:[,;]\s*(?:(?:i|we) )?(?:just )?(?:used|ate|had|finished|cooked|made|put|went)\b.*)?$/;
/** "binned half the loaf, mouldy": why it went, said after the food, is not its name. */
const WHY_IT_WENT = /,\s*(?:(?:it'?s|its|they'?re|theyre|it is|they are|the \w+(?:'s| is| are)) .*|(?:(?:it|they) (?:was|were|had gone|'d gone)\s+)?(?:all |totally |completely |really |too |gone |went )?(?:mouldy|moldy|rotten|slimy|stale|off|bad|furry|expired|past it|manky|gross|disgusting|sour|squishy|wilted|soggy)\b.*)$/;
/** "ate the last 2 bananas": the count is the amount, "last" only says none are left. */
const THE_LAST_FEW = /^(?:the |my |our )?(?:last|final|remaining) (?=(?:\d|one|two|three|four|five|six|a couple|couple|few)\b)/;
/** "tomatoes have gone furry, binning them", "the spinach has turned to sludge, chuck it": the food told first, the bin after. */
const TOLD_THEN_BINNED =
  /^(?:the |my |our |some |those |these )?(.+?)\s+(?:has|have|had|is|are|was|were|went|got|gone|turned|'s|'ve)\b[^,;]*[,;]\s*(?:so |just )?(?:(?:i'm|im|i am|we're|were|we are|i'll|we'll|gonna|going to|about to) )?(?:(?:throw(?:ing)?|threw|bin(?:ning)?|binned|chuck(?:ing)?|chucked|toss(?:ing)?|tossed|dump(?:ing)?|dumped|discard(?:ing)?|discarded|compost(?:ing)?|composted)\s+(?:it|them|those|these|that|the lot|all (?:of them|\d+|two|three|four|five|six))(?:\s+(?:away|out))?|get(?:ting)? rid(?: of (?:it|them|those|these|that|the lot))?)$/;
/** "the ground turkey was in the fridge way too long so I threw it": the reason, then the bin, without a comma. */
export const BINNED_SINCE = /\bso (?:i|we) (?:just )?(?:threw|binned|tossed|chucked|dumped|composted|got rid of) (?:it|them|the lot)(?: away| out)?$/;
const SO_BINNED = new RegExp(`^(?:the |my |our )?([a-z][a-z'-]*(?: [a-z'-]+){0,2}?) (?:was|were|had been|has been|is|are|went|had gone|has gone)\\b.*${BINNED_SINCE.source}`);
/** "made spag bol, used 500g of the pasta": what was cooked, then what it took. */
const COOKED_FIRST = /^(?:(?:i|we) )?(?:just )?(?:made|cooked|baked|did|knocked up|whipped up) [^,;]{1,40}[,;]\s*(?:and |so )?(?=(?:(?:i|we) )?(?:used|ate|finished|took)\s)/;

/** "cooked prawns in the fridge how long r they ok": a question about food, told like a use. */
const ASKS_ABOUT_IT = /\bhow (?:long|much|many)\b|\b(?:are|r|is) (?:they|these|those|it|that) (?:ok|okay|good|safe|still)\b|\bstill (?:good|ok|okay|safe)\b|\bsafe to\b/;

const LEFT = /^(?:update:?\s*)?(?:(?:there'?s|there is|there are|we(?:'ve| have)(?: got)?|i(?:'ve| have)(?: got)?|got)\s+)?(?:only |just )?(?:about |around |roughly |maybe )?(.+?)\s+(?:is |are )?left((?:\s+(?:in|inside)\s+(?:the\s+|my\s+|our\s+)[a-z][a-z' -]*?)?)(?:\s+(?:now|at the moment|atm|today))?(?:[,;]?\s+(?:(?:can you |could you |pls |please )?(?:update|change|set|fix|correct) (?:it|that|the (?:amount|stock|inventory))))?$/;
const DOWN_TO = /^(?:update:?\s*)?(?:we'?re|we are|i'?m|i am)\s+down to (?:only |just |our last |my last |the last )?(.+)$/;
const NAME_DOWN_TO = /^(?:update:?\s*)?(?:the |my |our )?(.+?) (?:is|are) down to (?:only |just |about )?(.+)$/;

/** "i actually have 2 blocks of tofu in the fridge not 1": the count put right. */
const CORRECTED = /^(?:correction:? |sorry,? |oops,? )?(?:(?:(?:i|we) )?(?:actually |really )?(?:have|'ve got|got|have got)|it'?s|its|it is|there(?:'s| is| are)|that'?s|that should be|should be) (.+?),? not (?:\d+|one|two|three|four|five|six|a|an|just \d+)$/;

/** How much is left ("only half a carton of orange juice left", "the rice is down to 2 cups"). */
const amountLeft: Reader = (text) => {
  if (ASKS_ABOUT_IT.test(text) || /\?$/.test(text)) return null;
  const named = NAME_DOWN_TO.exec(text);
  const left = LEFT.exec(text);
  // "olive oil is down to a quarter of the bottle": a share of its container
  const share = named?.[2].replace(/\bof (?:the|a|its|my) (bottle|jar|bag|box|carton|tub|pack|packet|tin|can|loaf|block|tube)\b/, '$1');
  const corrected = CORRECTED.exec(text);
  const phrase = corrected ? corrected[1] : named ? `${share} of ${named[1]}` : left ? `${left[1]}${left[2]}` : DOWN_TO.exec(text)?.[1];
  // "a little milk left", "some rice left": no amount to set
  if (!phrase || /^(?:a little|a bit|a few|some|not much|hardly any|barely any|a lot|lots|plenty|loads)\b/.test(phrase)) return null;
  const { rest, from } = splitFrom(phrase);
  const item = parseAmount(rest);
  // "nothing left", "a lot left", "how much is left": no amount to set
  if (item.name === '' || (item.quantity === null && item.portion !== 'half') || /^(?:it|them|that|this|everything|something|anything|nothing|lot|lots|much|many|some|little)$/.test(item.name)) return null;
  return { kind: 'amount-left', item, from };
};

/** "use up the milk before it goes off", "need to use up the chicken": a plan for the food, not a use that happened. */
const STILL_TO_USE = /^(?:(?:i|we) )?(?:need to|have to|must|should|want to|gotta|got to)\b|^use (?:up )?.+\bbefore (?:it|they) go(?:es)? (?:off|bad)\b|^use (?:up )?.+\bbefore (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the weekend)\b/;

const useFood: Reader = (text) => {
  if (ASKS_ABOUT_IT.test(text) || STILL_TO_USE.test(text)) return null;
  // completes: the verb means all of it unless an amount is said ("finished the milk", "threw out 2 eggs")
  const read = (phrase: string, how: 'consumed' | 'wasted', completes: boolean): Intent | null => {
    // "binned the spinach it went all slimy": the reason after the food is not its name
    const { rest, from } = splitFrom(dropWhen(phrase.replace(/,?\s+(?:(?:as|cos|coz|because|since|cause) )?(?:it|they) (?:went|had gone|was|were|'d gone|has gone|have gone|turned|smelled|smelt)\b.*$/, '').replace(WHY_IT_WENT, '').replace(THE_LAST_FEW, '')));
    const item = parseAmount(rest);
    if (item.name === '' || /^(?:it|them|that|this|everything|something|anything)$/.test(item.name)) return null;
    const all = item.portion === 'all' || (completes && item.quantity === null && item.portion === null);
    return { kind: 'use-food', item, how, all, from };
  };
  let match = WASTE.exec(text) ?? TOLD_THEN_BINNED.exec(text) ?? SO_BINNED.exec(text);
  if (match) return read(match[1], 'wasted', true);
  const told = text.replace(COOKED_FIRST, '');
  match = SPOILED.exec(told);
  if (match) return read(match[1], 'wasted', true);
  match = OUT_OF.exec(told);
  if (match) return read(match[1], 'consumed', true);
  match = ALL_GONE.exec(told);
  if (match && !/\b(?:off|bad)\b/.test(match[1])) return read(match[1].replace(/'s$/, ''), 'consumed', true);
  match = USE_ALL.exec(told);
  if (match) return read(match[1], 'consumed', true);
  match = USE.exec(told);
  if (match) return read(match[1], 'consumed', false);
  return null;
};

const ADD_VERB = /^(?:(?:i|we)(?: just)? )?(?:add|added|put|store|stored|place|placed|stick|stuck|pop|popped|stock|stocked|log|logged|record|recorded|track|save|saved)\s+(.+)$/;
const BOUGHT_VERB = /^(?:(?:i|we) )?(?:just )?(?:bought|got|picked up|purchased|grabbed|brought home)\s+(.+)$/;
/** "mum dropped off a tub of her frozen jollof": food someone brought is food in. */
const BROUGHT_BY = /^(?:my |our )?(?:mum|mom|mam|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunt|aunty|uncle|sister|brother|neighbou?r|friend|flatmate|roommate|mother-in-law|in-laws|the neighbou?rs?)(?:'s)? (?:just )?(?:dropped off|dropped round|brought (?:round|over)?|gave (?:us|me)|left (?:us|me))\s+(.+)$/;

/** One clause of an intake message: its place, its expiry, and the phrases of its list. */
/** "… we got them at the market today": where the food came from is not its name or its place. */
const BOUGHT_WHERE = /\s+(?:we|i|they) (?:just )?(?:got|bought|picked up|grabbed) (?:them|it|these|those|this)\b.*$|\s+(?:from|at) the (?:market|farmers'? market|shop|shops|store|supermarket|butcher'?s?|greengrocer'?s?|farm shop)\b(?:\s+(?:today|this morning|yesterday|earlier|just now))?/;

function readClause(clause: string, today: IsoDate): ClauseReading & { expires: IsoDate | null } {
  let { rest, expires } = splitExpiry(clause.replace(BOUGHT_WHERE, '').replace(/\s+(?:now|already|for now|too|as well)$/, ''), today);
  const place = splitLocation(rest);
  rest = place.rest;
  if (expires === null) ({ rest, expires } = splitExpiry(rest, today));
  rest = rest.replace(/\s+(?:to|in|into) (?:my |our |the )?(?:inventory|kitchen|stock)$/, '');
  // "… to the freezer and a bag of peas": the list goes on after the place
  const more = place.location === null ? null : /^(.+?)\s+(?:and|&)\s+(.+)$/.exec(place.location);
  if (more && endsInPlace(more[1]) && isFoodName(more[2])) return { phrases: [...splitList(rest), ...splitList(more[2])], location: more[1], expires };
  return { phrases: splitList(rest), location: place.location, expires };
}

/**
 * "I bought 6 bell peppers, put them in the fridge": clauses in order, pronouns resolved to the food
 * before them (intake.ts). A message whose every object is a pronoun with nowhere to put it ("got
 * it") is no intake at all.
 */
const addFood: Reader = (text, { today }) => {
  const brought = BROUGHT_BY.exec(text);
  const match = ADD_VERB.exec(text) ?? BOUGHT_VERB.exec(text) ?? (brought ? [brought[0], brought[1].replace(/\b(?:her|his|their|its) (?=[a-z])/g, '').replace(/ (?=(?:put|pop|stick|store|bung) (?:it|them)\b)/, ', ')] : null);
  if (!match) return null;
  const { first, rest } = splitClauses(match[1]);
  const readings = [first, ...rest.map((clause) => clause.text)].map((clause) => readClause(clause, today));
  const intake = assembleIntake(readings);
  const expires = readings.find((reading) => reading.expires !== null)?.expires ?? null;
  if (intake.items.length === 0 && !intake.refersBack && readings.every((reading) => reading.phrases.every(isPronounPhrase))) return null;
  return { kind: 'add-food', items: intake.items, location: intake.location, expires, ...(intake.refersBack ? { refersBack: true as const } : {}) };
};

/** A bare "what is X?" that nothing else claimed is most likely a question about a term. */
const guessTerm: Reader = (text) => {
  const match = /^(?:what(?:'s| is| are)|whats) (?:a |an |the )?([a-zà-ÿ][a-zà-ÿ' -]{1,40})$/.exec(text);
  if (!match) return null;
  const term = match[1].trim();
  if (term.split(' ').length > 3 || /^(?:up|new|going on|happening|this|that|it|you|your name)$/.test(term)) return null;
  return { kind: 'define-term', term, guessed: true };
};

const knowledge: Reader = (text) => parseKnowledgeIntent(text);

/**
 * "moved the chicken from the freezer to the fridge to thaw", "added a block of cheddar to the
 * fridge": a message that opens with an inventory verb in the past tense reports what was done,
 * whatever kitchen topic its words also touch, so it is read as that action before any question.
 */
const REPORTED_ACTION = /^(?:(?:i|we)(?: just)? )?(?:moved|transferred|added|stored|placed|popped|stuck|threw|tossed|binned|chucked|dumped)\s/;
const reportedAction: Reader = (text, context) => (REPORTED_ACTION.test(text) ? (moveFood(text, context) ?? useFood(text, context) ?? addFood(text, context)) : null);
const technique: Reader = (text) => readTechnique(text);

/**
 * In order: a later reader only sees what no earlier one claimed. Kitchen questions come before
 * the inventory readers ("I'm out of buttermilk, what can I use instead?" is no change), but the
 * broad "how do I …" technique reader comes after them.
 */
const READERS: readonly Reader[] = [small, defineTerm, reportedAction, knowledge, shopping, planMeal, suggestRecipe, listExpiring, listFood, findFood, moveFood, amountLeft, useFood, addFood, technique, guessTerm];

/** What a message asks for; `unknown` when the grammar has no reading of it. */
export function parseIntent(message: string, context: GrammarContext): Intent {
  const text = normalizeMessage(message);
  for (const read of READERS) {
    const intent = read(text, context);
    if (intent) return intent;
  }
  return { kind: 'unknown' };
}
