/**
 * The offline chef: understands a message with the intent grammar, looks at the household's food,
 * locations and cookbook on the bus, and makes the change with the same commands as the REST
 * routes. It says exactly what changed; when a message could mean two things it asks instead of
 * guessing, and remembers the question (in the reply's metadata) so a short answer completes it.
 */
import {
  addFoodCapability,
  addMealPlanCapability,
  addShoppingItemCapability,
  type CapabilityOutput,
  discardFoodCapability,
  type FoodItem,
  type GenerateRecipeBody,
  generateRecipeCapability,
  listExpiringCapability,
  moveFoodCapability,
  type Recipe,
  type StorageLocation,
  useFoodCapability,
} from '@sous/contracts';
import { asksWhereToKeep, canonicalUnit, classifyQuestion, convertQuantity, normaliseQuestion, daysBetween, findStoredFood, formatScaled, freezingFacts, type IsoDate, namesMatch, parseQuantity, storagePlaceOf, substitutesFor } from '@sous/kitchen';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import type { ChefToolbox } from '../chef/chef-tools.js';
import { type Amount, displayName, parseAmount, words } from './amounts.js';
import { describeDay } from './days.js';
import { BINNED_SINCE, type Intent, normalizeMessage, parseIntent, type RecipeMeal } from './grammar.js';
import {
  convertAnswer,
  donenessAnswer,
  freezingAnswer,
  pairingAnswer,
  safeTemperatureAnswer,
  storageAnswer,
  substituteAnswer,
  temperatureAnswer,
} from './knowledge-answers.js';
import { isPronounPhrase } from './intake.js';
import { leftoverAgeAnswer } from './understanding/leftover-age.js';
import {
  aboutTheKitchen,
  answerFromTables,
  partnerAnswer,
  STRONG_RECIPE_ASK,
  doneTemperatureAnswer,
  tidyIngredients,
  leadingFoodList,
  refreezeAnswer,
  ASKS_DIFFERENCE,
  differenceFact,
  asksAboutCooking,
  calculatedAnswer,
  recipeIngredients,
  asksForRecipe,
  sameThingAnswer,
  confidentFact,
  DECLINE_TEXT,
  dontKnowText,
  factText,
  FALLBACK_CONFIDENCE,
  isQuestion,
  knownFoodCount,
  learntOffTopic,
  offTopic,
  proposedSwapVerdict,
} from './understanding/understand.js';
import { andList, distinctNames, matchByName, matchLocations, orList, pickOption, placeInAnswer, STORAGE_WORDS } from './matching.js';
import { amountOf, attachmentText, expiryWords, greetingText, helpText, isCountUnit, quantityOf, thanksText, unknownText } from './phrasing.js';

/** What a question already settled, carried to the answer. */
export interface Resolved {
  itemId?: string;
  locationId?: string;
  recipeId?: string;
  quantity?: number;
  unit?: string | null;
  all?: boolean;
  half?: boolean;
}

export interface Option {
  id: string;
  label: string;
}

/** A question the chef asked, kept in the reply's metadata until answered. */
export type Pending =
  | { kind: 'choose'; slot: 'item' | 'location' | 'recipe'; options: Option[]; question: string; intent: Intent; resolved: Resolved }
  | { kind: 'how-much'; question: string; intent: Intent; resolved: Resolved }
  | { kind: 'offer-recipe'; question: string; mealType: RecipeMeal | null }
  /** No question: the items the chef just added, which "them" in the next message means. */
  | { kind: 'recent'; items: Option[] };

export interface ChefAnswer {
  text: string;
  /** Stored as the assistant message's metadata: `recipeId` of a generated recipe, a pending question. */
  metadata: { recipeId?: string; pending?: Pending } | null;
}

export interface OfflineTurn {
  actor: Actor;
  text: string;
  today: IsoDate;
  /** The question of the chef's last reply, if it asked one. */
  pending: Pending | null;
  /** Files sent with the message; the offline chef cannot look inside them. */
  attachments?: readonly { type: string }[];
}

/** Words that point at an attachment rather than at the kitchen: "what is in this photo?". */
const ABOUT_ATTACHMENT = /\b(?:photos?|pictures?|pics?|images?|snaps?|screenshots?|receipts?|attach\w*|files?|scan|this|these|it|here)\b/;

/** Intents that go to their reader unchanged: actions, lists, recipes, plans, greetings. */
const ROUTED_AS_IS: ReadonlySet<Intent['kind']> = new Set([
  'greeting', 'thanks', 'help', 'add-food', 'use-food', 'amount-left', 'move-food', 'list-expiring', 'list-food', 'find-food', 'suggest-recipe', 'add-to-shopping-list', 'plan-meal',
]);

/** What the inventory readers say when the food named is not in the household. */
const NOTHING_FOUND = /^I couldn't find (?:any )?.+ in your inventory/;

/** "out of self raising flour", "we've run out of buttermilk". */
const RAN_OUT = /^(?:(?:i|we)(?:'re| are|'ve| have)?(?: just)? (?:run|ran|all) out of|(?:i'm|im|i am|we're|we are)(?: all)? out of|(?:all )?out of|no more|ran out of|run out of)\b/;

/** A technique question that asks for figures, a verdict or a reason, which a glossary definition does not give. */
const FIGURES_ASKED = /\b(?:how long|how many|how much|ratio|minutes?|hours?|per pound|temperature|degrees|safe|why|difference|vs|versus|best)\b/;

/** "how long does spaghetti take", "green lentils, how long do they need": a cooking time, not a shelf life. */
const COOKING_TIME = /\b(?:take|takes|to cook|cook for|need|needs|each side|per side|boil\w*|simmer\w*|bak\w*|roast\w*|fry|fried|frying|fries|grill\w*|steam\w*|rest|oven|thaw\w*|defrost\w*)\b/;

/** "raw mince in the fridge how long before i have to cook it": how long it keeps, not a cooking time. */
const COOK_BY = /\b(?:before|till|until) (?:i |you |we )?(?:have to |need to |must |should |got to |gotta )?(?:cook|use|eat)\b/;

/** A question's opening, before the grammar strips "can you": "can you eat eggs after the date?". */
const ASKS_BEFORE_ACTING = /^(?:can|could|should|is|are|do|does|how|what|why|when|will|would)\b/i;
/**
 * A question in a later clause: "cooked chicken breast still a tiny bit pink in the middle, am i
 * gonna die" and "got a bag of peas, what herb makes them pop" ask; they must not use up the
 * chicken or add "What herb makes them pop" to the fridge.
 */
const ASKS_IN_A_CLAUSE =
  /(?:^|[,.;:!?—–-]\s*|\b(?:and|but|so)\s+)(?:how|what|what's|whats|which|why|when|where|who|is (?:it|that|this|he|she)|are (?:they|these|those|we)|am i|can (?:i|we)|could (?:i|we)|should (?:i|we)|do (?:i|we)|does (?:it|that)|will (?:it|i|that|they)|would (?:it|that))\b|\b(?:am i gonna|gonna (?:die|be (?:ok|okay|sick|fine|alright))|still (?:good|ok|okay|safe|fine|alright)|safe to eat|ok to eat|okay to eat)\b|\b(?:is (?:that|it|this)|are (?:they|those|these)) (?:too|ok|okay|safe|fine|normal|bad|good|right|enough|warm|cold|hot)\b|\bwhat (?:to|should|can|could|goes|would) (?:i |we )?(?:put|do|make|serve|have|pair|add|go)\b/;

/** A request to act, said as a question: "can you add milk to the fridge?". */
const TELLS_TO_ACT = /^(?:can|could|would|will) you (?:please )?(?:add|put|move|remove|throw|toss|log|take|use up|mark|bin|record|track|store)\b/i;

/** "put way too much salt in my soup, how do I fix it": a cook asking for help, not logging a change. */
const ASKS_FOR_HELP = /\b(?:(?:can|could|should|may) (?:i|we|you) (?:use|try|swap|sub)|how (?:else )?(?:do|can|should|would) (?:i|we|you)|what (?:else )?(?:do|should|can|could) (?:i|we)|how to|fix|rescue|save it|too (?:much|many|little)|way too)\b/;

/** A request put as an order: "recommend a hotel", "find me a plumber", "explain tax returns". */
const ASKS_FOR_SOMETHING = /^(?:please )?(?:recommend|suggest|tell|give|find|show|write|explain|help|teach|book|order|buy|play|set|remind|call|send|list|name|describe|compare|plan|organi[sz]e|translate|summari[sz]e|calculate|define)\b/;

/**
 * A sentence rather than a stray word or a keyboard mash: three or more words, one of them a word
 * every English sentence leans on. "asdfghjkl" and "hello??" are not; "im bored talk to me" is.
 */
const EVERYDAY_WORDS = /\b(?:i|i'm|im|me|my|you|your|we|he|she|his|her|they|it|is|are|was|the|a|an|to|of|and|for|at|about|what|how|do|don't|can|should|any|some|get|got)\b/;
const isSentence = (message: string) => message.split(/\s+/).filter((word) => /[a-z]{2,}/.test(word)).length >= 3 && EVERYDAY_WORDS.test(message);

/** Words of a shelf-life question: "how long do hard boiled eggs last". */
const SHELF_LIFE = /\b(?:last|lasts|keep|keeps|good|stay|stays|shelf|fresh|spoil|expire)\b/;

/** A pairing question that names the kind of partner: wine, herbs, spices, cheese, sauce, sides. */
const PAIRED_KIND = /\b(?:wines?|herbs?|spices?|seasonings?|cheeses?|sauces?|veg\w*|sides?|toppings?|go on)\b/;

/** Topics the existing tables answer better than a technique fact. */
const TABLE_TOPICS: ReadonlySet<string> = new Set(['substitute', 'storage', 'freezing', 'pairing']);

/** Fact topics that answer a question the storage grammar misread ("potatoes with sprouts", "avocado from browning"). */
const BEYOND_STORAGE: ReadonlySet<string> = new Set(['safety', 'technique', 'troubleshooting']);

/** Answers that end in the list of what the chef can do. */
const MENU_MISS = /^I'm not sure what you mean|^I don't have a how-to for|^I don't know what ".*" is yet/;

/** Answers that found nothing for the question asked. */
function isMiss(text: string): boolean {
  return MENU_MISS.test(text) || /^I don't have (?:storage times|freezing notes|a tested substitute|doneness notes|pairing notes|a safe temperature)|^I don't know how much a /.test(text);
}

/** A head of a term that ends on a little word ("deglaze the") is no term. */
const STOP_TAIL = /\b(?:the|a|an|my|your|of|to|in|on|with|and|or|for|it|them)$/;

const say = (text: string): ChefAnswer => ({ text, metadata: null });

/** A recipe asked for with these foods and nothing else said. */
const recipeFrom = (ingredients: string[]): Intent => ({ kind: 'suggest-recipe', ingredients, mealType: null, diets: [], cuisine: null, quick: false, maxMinutes: null, servings: null });
const ask = (pending: Exclude<Pending, { kind: 'recent' }>): ChefAnswer => ({ text: pending.question, metadata: { pending } });

const YES = /^(?:y|yes|yeah|yep|yup|sure|ok|okay|please|yes please|go ahead|do it|sounds good|why not|absolutely|of course)$/;
const NO = /^(?:n|no|nope|nah|no thanks|no thank you|never mind|nevermind|cancel|forget it|don't|do not)$/;

/** What went wrong with a tool, in words a cook can act on. */
function reason(error: unknown): string {
  if (error instanceof DomainError) return error.message;
  throw error;
}

/** One turn's view of the kitchen, read at most once. */
class Kitchen {
  private items?: Promise<FoodItem[]>;
  private locations?: Promise<StorageLocation[]>;
  private cookbook?: Promise<Recipe[]>;

  constructor(
    private readonly tools: ChefToolbox,
    private readonly actor: Actor,
  ) {}

  foodItems(): Promise<FoodItem[]> {
    this.items ??= this.tools.foodItems(this.actor);
    return this.items;
  }

  storageLocations(): Promise<StorageLocation[]> {
    this.locations ??= this.tools.storageLocations(this.actor);
    return this.locations;
  }

  recipes(): Promise<Recipe[]> {
    this.cookbook ??= this.tools.recipes(this.actor);
    return this.cookbook;
  }

  async locationName(id: string | null): Promise<string> {
    return (await this.storageLocations()).find((l) => l.id === id)?.name ?? 'your kitchen';
  }
}

/**
 * The chat's answers without a model (the "offline chef" users meet): what is asked is understood
 * (intent, food, amounts), routed to the kitchen's tools or the authored knowledge, and worded. Not
 * the recipe engine (`recipes/offline-chef/`), which composes dishes.
 */
/** Intents that change the household's food: never re-read as a recipe request. */
const INVENTORY_ACTIONS: ReadonlySet<Intent['kind']> = new Set(['add-food', 'use-food', 'amount-left', 'move-food', 'add-to-shopping-list', 'plan-meal']);

export class IntentRouter {
  constructor(private readonly tools: ChefToolbox) {}

  async answer(turn: OfflineTurn): Promise<ChefAnswer> {
    const attachments = turn.attachments ?? [];
    if (attachments.length > 0) {
      // without a vision model the words of "what is in this photo?" are about the photo, never a place
      const photos = attachments.some((attachment) => attachment.type === 'image');
      const intent = parseIntent(turn.text, { today: turn.today });
      if (ABOUT_ATTACHMENT.test(normalizeMessage(turn.text)) || intent.kind === 'unknown' || intent.kind === 'help') return say(attachmentText(photos));
      const answer = await this.answer({ ...turn, attachments: [] });
      return { ...answer, text: `I can't look at ${photos ? 'photos' : 'attachments'} without an AI model, but here is what you asked for in words.\n\n${answer.text}` };
    }
    if (turn.pending) {
      const followUp = await this.answerPending(turn, turn.pending);
      if (followUp) return followUp;
    }
    const answer = await this.understand(turn, parseIntent(turn.text, { today: turn.today }));
    const verdict = proposedSwapVerdict(turn.text, answer.text);
    return verdict ? { ...answer, text: `${verdict}\n\n${answer.text}` } : answer;
  }

  /**
   * Issue 31: actions, recipes and the household's own food go to the grammar's readers unchanged;
   * kitchen questions are understood by topic and food, off-topic ones get one plain decline, and
   * a question it cannot answer gets "I don't know that yet" with the nearest thing it knows,
   * never the list of what it can do.
   */
  private async understand(turn: OfflineTurn, intent: Intent): Promise<ChefAnswer> {
    let message = normalizeMessage(turn.text);
    if (intent.kind === 'suggest-recipe' && intent.ingredients.length > 0) intent = { ...intent, ingredients: tidyIngredients(intent.ingredients) };
    // "use by vs best before", "stock vs broth": a question about two things, whatever verb it starts with
    if (ASKS_DIFFERENCE.test(message)) {
      const same = sameThingAnswer(message);
      if (same) return say(same);
      const fact = differenceFact(message);
      if (fact) return say(factText(fact));
    }
    // "tomatoes and ... which herb", "what herb goes in scrambled eggs": the partner asked by kind
    const partner = partnerAnswer(message);
    if (partner) return say(partner);
    const refreeze = INVENTORY_ACTIONS.has(intent.kind) ? null : refreezeAnswer(message);
    if (refreeze) return say(refreeze);
    const aged = INVENTORY_ACTIONS.has(intent.kind) ? null : leftoverAgeAnswer(message, turn.today);
    if (aged) return say(aged);
    const safeInside = INVENTORY_ACTIONS.has(intent.kind) ? null : doneTemperatureAnswer(message);
    if (safeInside) return say(safeInside);
    // "what should i have with halloumi": what goes with it, not a recipe from it
    if (intent.kind === 'suggest-recipe' && classifyQuestion(normaliseQuestion(message))[0]?.topic === 'pairing') intent = { kind: 'unknown' };
    // "recipe calls for white wine but I don't drink, what can I sub": a swap, though it names a recipe
    if ((intent.kind === 'suggest-recipe' || intent.kind === 'unknown') && classifyQuestion(normaliseQuestion(message))[0]?.topic === 'substitute') {
      const swap = answerFromTables(message);
      if (swap) return say(swap);
    }
    // "apples oats butter brown sugar what dessert can i make": three foods and a dish asked for is a
    // recipe request, whatever kitchen fact one of its words also touches ("brown butter")
    const leading = INVENTORY_ACTIONS.has(intent.kind) || offTopic(message) ? null : leadingFoodList(message);
    if (leading) return this.run(turn, recipeFrom(leading), {});
    if (intent.kind !== 'suggest-recipe' && !INVENTORY_ACTIONS.has(intent.kind) && asksForRecipe(message) && !offTopic(message)) {
      const listed = recipeIngredients(message);
      // two foods do when the ask is plain ("i have apples and a loaf going stale, any dessert ideas")
      if (listed && (listed.length >= 3 || (listed.length === 2 && knownFoodCount(listed) === 2 && STRONG_RECIPE_ASK.test(message)))) return this.run(turn, recipeFrom(listed), {});
    }
    if (intent.kind === 'suggest-recipe' && intent.ingredients.length === 0) {
      const ingredients = recipeIngredients(message);
      // "write python code to sort my recipes by date": recipe words, but not a dish to cook (two
      // foods or more named are a cook's list, whatever else the words say)
      if (ingredients && knownFoodCount(ingredients) < 2 && learntOffTopic(message)) return say(DECLINE_TEXT);
      if (ingredients) return this.run(turn, { ...intent, ingredients }, {});
    }
    // "can you eat eggs after the expiry date?" asks; "can you add eggs" and "I ate the eggs" act
    // "… was in the fridge way too long so I threw it" tells what was done (BINNED_SINCE), whatever "way too" sounds like
    const asks = (ASKS_BEFORE_ACTING.test(turn.text.trim()) || ASKS_FOR_HELP.test(message) || ASKS_IN_A_CLAUSE.test(message)) && !TELLS_TO_ACT.test(turn.text.trim()) && !BINNED_SINCE.test(message);
    // "book me a table at a restaurant" reads as a meal plan; actions on the household's food keep their confirmations
    if ((intent.kind === 'plan-meal' || intent.kind === 'suggest-recipe') && offTopic(message)) return say(DECLINE_TEXT);
    if (ROUTED_AS_IS.has(intent.kind) && !(asks && (intent.kind === 'use-food' || intent.kind === 'add-food' || intent.kind === 'move-food'))) {
      const done = await this.run(turn, intent, {});
      // "how many planets are there", "do i have to pay tax on selling jam": read as a look in the
      // cupboard that found nothing; nothing changed, so the plain decline costs nothing
      if (!NOTHING_FOUND.test(done.text)) return done;
      // "olive oil is down to a quarter of the bottle": a food the table knows is the kitchen's, whatever the model reads
      const named = intent.kind === 'use-food' || intent.kind === 'amount-left' ? intent.item.name : intent.kind === 'move-food' ? intent.name : null;
      if (!(named !== null && isTableName(named)) && learntOffTopic(message)) return say(DECLINE_TEXT);
      // "out of self raising flour": nothing kept to mark used, so what to use instead is the help
      if (intent.kind === 'use-food' && RAN_OUT.test(message)) {
        const swap = substituteAnswer({ kind: 'substitute', ingredient: intent.item.name });
        if (!isMiss(swap)) return say(`${done.text}\n\n${swap}`);
      }
      return done;
    }
    if (ROUTED_AS_IS.has(intent.kind)) {
      intent = { kind: 'unknown' };
      message = turn.text.toLowerCase().replace(/[\s?.!]+$/, '').trim();
    }
    if (offTopic(message)) {
      // "how do I score bread?": a glossary term wins over a word that is usually about something else
      // ("how do i register a home baking business with the council" names a term in passing: declined)
      const said = intent.kind === 'technique' ? intent.phrase : intent.kind === 'define-term' ? intent.term : '';
      if (said !== '' && said.split(' ').length <= 3) {
        const term = await this.run(turn, intent, {});
        if (!isMiss(term.text) && !/^I don't know the term|^\*\*Instead of/.test(term.text)) return term;
      }
      return say(DECLINE_TEXT);
    }
    // figures the question names: a roast's weight, the number at the table
    const calculated = calculatedAnswer(message);
    if (calculated) return say(calculated);
    const fact = confidentFact(message);
    const plain = normaliseQuestion(message);
    const topic = classifyQuestion(plain)[0]?.topic;
    if (intent.kind === 'unknown') {
      const listed = recipeIngredients(message);
      const ingredients = topic === 'recipe' || !fact || (listed && listed.length >= 2) ? listed : null;
      if (ingredients && (knownFoodCount(ingredients) >= 2 || !learntOffTopic(message))) return this.run(turn, recipeFrom(ingredients), {});
      const tableFirst = TABLE_TOPICS.has(topic ?? '') && (classifyQuestion(plain)[0]?.score ?? 0) >= 2 && fact?.fact.topic !== topic;
      if (fact && !tableFirst) return say(factText(fact));
      // "green lentils, how long do they need": a cooking time the tables would read as a shelf life
      const timing = COOKING_TIME.test(message) && !COOK_BY.test(message) && !(tableFirst && (topic === 'substitute' || (topic === 'freezing' && /\b(?:months?|weeks?|sit|keep|keeps|last|lasts|stay|stays)\b/.test(message)))) ? confidentFact(message, FALLBACK_CONFIDENCE) : null;
      if (timing && timing.fact.topic !== 'storage') return say(factText(timing));
    }
    if (fact && intent.kind === 'technique' && FIGURES_ASKED.test(message)) return say(factText(fact));
    // "what wine goes with steak", "spices for a chicken curry": what is paired, not the food's own notes
    if (fact && intent.kind === 'pairing' && fact.fact.topic === 'pairing' && PAIRED_KIND.test(message)) return say(factText(fact));
    if ((intent.kind === 'storage-life' || intent.kind === 'freezing') && !/freez/.test(message)) {
      // "how long does quinoa take to cook" is a cooking time; "potatoes with sprouts" a safety question
      if (fact && fact.food !== null && BEYOND_STORAGE.has(fact.fact.topic)) return say(factText(fact));
      // "should tomatoes go in the fridge or not": where, not how long
      if (fact && fact.food !== null && fact.fact.topic === 'storage' && asksWhereToKeep(normaliseQuestion(message))) return say(factText(fact));
      const timing = COOKING_TIME.test(message) && !SHELF_LIFE.test(message) ? confidentFact(message, FALLBACK_CONFIDENCE) : null;
      if (timing && timing.fact.topic !== 'storage') return say(factText(timing));
    }
    // "what temperature does water boil at in celsius and fahrenheit": no figure to convert, a fact asked in both scales
    if (intent.kind === 'convert-temperature' && intent.value === null && fact && fact.confidence >= 1) return say(factText(fact));
    const first = await this.run(turn, intent, {});
    // "does honey ever go bad", "will the fridge ruin bananas": the table's figures, then what to know about keeping it
    if (intent.kind === 'storage-life' && fact && fact.food !== null && fact.fact.topic === 'storage' && !isMiss(first.text) && !first.text.includes(fact.fact.answer)) {
      return say(`${first.text}\n\n${factText(fact)}`);
    }
    if (fact && intent.kind === 'pairing' && fact.fact.topic === 'pairing' && isMiss(first.text)) return say(factText(fact));
    // "how do I temper chocolate": the glossary's definition, then the figures
    if (fact && intent.kind === 'technique') return say(isMiss(first.text) || !first.text.startsWith('**') || first.text.startsWith('**Instead of') ? factText(fact) : `${first.text}\n\n${factText(fact)}`);
    if (!isMiss(first.text)) return first;
    // the same question in plain figures and spellings: "a quarter cup", "aubergine"
    if (plain !== message) {
      const again = parseIntent(plain, { today: turn.today });
      if (!ROUTED_AS_IS.has(again.kind) && again.kind !== 'unknown' && again.kind !== 'technique' && !(again.kind === 'define-term' && again.guessed)) {
        const answer = await this.run(turn, again, {});
        if (!isMiss(answer.text)) return answer;
      }
    }
    const fromTables = answerFromTables(message);
    if (fromTables) return say(fromTables);
    const guess = fact ?? confidentFact(message, FALLBACK_CONFIDENCE);
    if (guess) return say(factText(guess));
    if (!MENU_MISS.test(first.text)) return first;
    // nothing answered it: "is garlic good for a cold", "who invented the sandwich" name food but ask
    // about something else, which the learnt model reads from its words as a whole
    if (message.split(' ').length > 1 && learntOffTopic(message)) return say(DECLINE_TEXT);
    if (isQuestion(turn.text) && message.split(' ').length > 1) return say(aboutTheKitchen(message) ? dontKnowText(message) : DECLINE_TEXT);
    // "im bored. talk to me about something", "my girlfriend's mad at me": a sentence of everyday
    // words with nothing of the kitchen in it is outside what the chef does, whatever it asks
    if (isSentence(message) && !aboutTheKitchen(message)) return say(DECLINE_TEXT);
    if (asksAboutCooking(message)) return say(dontKnowText(message));
    // "recommend a hotel in paris": a request with nothing of the kitchen in it gets the plain decline; words it cannot read at all keep the menu
    return ASKS_FOR_SOMETHING.test(message) && !aboutTheKitchen(message) ? say(DECLINE_TEXT) : first;
  }

  private async answerPending(turn: OfflineTurn, pending: Pending): Promise<ChefAnswer | null> {
    if (pending.kind === 'recent') return null;
    const text = normalizeMessage(turn.text);
    if (NO.test(text)) return say("OK, I've left everything as it was.");
    if (pending.kind === 'offer-recipe') {
      if (!YES.test(text)) return null;
      const intent: Intent = { kind: 'suggest-recipe', ingredients: [], mealType: pending.mealType, diets: [], cuisine: null, quick: false, maxMinutes: null, servings: null };
      return this.run(turn, intent, {});
    }
    if (pending.kind === 'how-much') {
      const amount = readAnswerAmount(text);
      if (!amount) return parseIntent(turn.text, { today: turn.today }).kind === 'unknown' ? ask(pending) : null;
      return this.run(turn, pending.intent, { ...pending.resolved, ...amount });
    }
    const places = pending.slot === 'location' ? await this.placesAnswered(turn, text, pending.options) : [];
    if (places.length > 1 && places.length < pending.options.length) {
      // "fridge" when there are two: the same question, about those two only
      return ask({ ...pending, options: places, question: `Which ${placeInAnswer(text)}: ${orList(places.map((o) => o.label))}?` });
    }
    // "Did you mean Bread?" answered "yes"
    const confirmed = pending.options.length === 1 && YES.test(text) ? pending.options[0] : null;
    const chosen = (places.length === 1 ? places[0] : null) ?? confirmed ?? pickOption(text, pending.options, (option) => option.label);
    if (!chosen) {
      // a new request replaces the question; anything else gets the question again
      return parseIntent(turn.text, { today: turn.today }).kind === 'unknown' ? ask(pending) : null;
    }
    const slot = pending.slot === 'item' ? 'itemId' : pending.slot === 'location' ? 'locationId' : 'recipeId';
    return this.run(turn, pending.intent, { ...pending.resolved, [slot]: chosen.id });
  }

  /** The offered locations an answer to "where?" names: "fridge", "the freezer please", "garage fridge", by name, kind or icon. */
  private async placesAnswered(turn: OfflineTurn, text: string, options: readonly Option[]): Promise<Option[]> {
    const place = placeInAnswer(text);
    if (place === '') return [];
    const offered = (await this.tools.storageLocations(turn.actor)).filter((location) => options.some((option) => option.id === location.id));
    // every word left is a place word or part of an offered name, so "what's in the fridge?" stays a new request
    const known = new Set([...STORAGE_WORDS, ...offered.flatMap((location) => words(location.name))]);
    if (!words(place).every((word) => known.has(word))) return [];
    const matches = matchLocations(place, offered);
    return options.filter((option) => matches.some((location) => location.id === option.id));
  }

  private async run(turn: OfflineTurn, intent: Intent, resolved: Resolved): Promise<ChefAnswer> {
    const kitchen = new Kitchen(this.tools, turn.actor);
    switch (intent.kind) {
      case 'greeting':
        return say(greetingText());
      case 'thanks':
        return say(thanksText);
      case 'help':
        return say(helpText());
      case 'unknown':
        return say(unknownText());
      case 'add-food':
        return this.addFood(turn, kitchen, intent, resolved);
      case 'use-food':
        return this.useEach(turn, kitchen, intent, resolved);
      case 'amount-left':
        return this.amountLeft(turn, kitchen, intent, resolved);
      case 'move-food':
        return isPronounPhrase(intent.name) && !resolved.itemId ? this.moveBack(turn, kitchen, intent) : this.moveFood(turn, kitchen, intent, resolved);
      case 'list-expiring':
        return this.listExpiring(turn, kitchen);
      case 'list-food':
        return this.listFood(turn, kitchen, intent, resolved);
      case 'find-food':
        return this.findFood(turn, kitchen, intent.name);
      case 'suggest-recipe':
        return this.suggestRecipe(turn, kitchen, intent);
      case 'add-to-shopping-list':
        return this.addToShoppingList(turn, intent.items);
      case 'plan-meal':
        return this.planMeal(turn, kitchen, intent, resolved);
      case 'define-term':
        return this.defineTerm(intent.term, intent.guessed);
      case 'technique':
        return this.technique(intent.phrase);
      case 'storage-life':
        return this.storageLife(turn, kitchen, intent);
      case 'freezing':
        return this.freezing(kitchen, intent);
      case 'substitute':
        return say(substituteAnswer(intent));
      case 'convert':
        return say(convertAnswer(intent));
      case 'convert-temperature':
        return say(temperatureAnswer(intent));
      case 'safe-temperature':
        return say(safeTemperatureAnswer(intent));
      case 'doneness':
        return say(donenessAnswer(intent));
      case 'pairing':
        return say(pairingAnswer(intent));
    }
  }

  // ─── storage locations ──────────────────────────────────────────────────────────────────────

  /** The one location a phrase names, or the question to ask. */
  private async pickLocation(
    kitchen: Kitchen,
    phrase: string | null,
    resolved: Resolved,
    intent: Intent,
    what: string,
  ): Promise<StorageLocation | ChefAnswer> {
    const locations = await kitchen.storageLocations();
    if (locations.length === 0) {
      return say("You don't have any storage locations yet. Add one on the inventory screen (a fridge or a pantry, say), then tell me again.");
    }
    const options = (list: readonly StorageLocation[]) => list.map((l) => ({ id: l.id, label: l.name }));
    if (resolved.locationId) {
      const location = locations.find((l) => l.id === resolved.locationId);
      if (location) return location;
    }
    if (phrase === null) {
      if (locations.length === 1) return locations[0];
      const question = `Where should I put ${what}: ${orList(locations.map((l) => l.name))}?`;
      return ask({ kind: 'choose', slot: 'location', options: options(locations), question, intent, resolved });
    }
    const matches = matchLocations(phrase, locations);
    if (matches.length === 1) return matches[0];
    if (matches.length > 1) {
      const question = `Which ${phrase}: ${orList(matches.map((l) => l.name))}?`;
      return ask({ kind: 'choose', slot: 'location', options: options(matches), question, intent, resolved });
    }
    const question = `I couldn't find a storage location called "${phrase}", so nothing changed yet. Which one should I use: ${orList(locations.map((l) => l.name))}?`;
    return ask({ kind: 'choose', slot: 'location', options: options(locations), question, intent, resolved });
  }

  // ─── adding food ────────────────────────────────────────────────────────────────────────────

  private async addFood(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'add-food' }>, resolved: Resolved): Promise<ChefAnswer> {
    if (intent.refersBack) return this.placeBack(turn, kitchen, intent);
    if (intent.items.length === 0) {
      return say('I didn\'t find a food to add in that, so nothing changed. Tell me what it is, like "add 2 pounds of chicken to my fridge".');
    }
    const groups = byPlace(await placedByHousehold(intent, kitchen));
    const added: string[] = [];
    const failed: string[] = [];
    const recent: Option[] = [];
    for (const [index, group] of groups.entries()) {
      const names = group.items.map((item) => displayName(item.name));
      // an answer to "where?" settles the group it was asked about, which is always the first left
      const settled = index === 0 ? resolved : { ...resolved, locationId: undefined };
      const rest: Intent = { ...intent, location: null, items: groups.slice(index).flatMap((g) => g.items.map((item) => ({ ...item, location: item.location ?? g.place ?? undefined }))) };
      const location = await this.pickLocation(kitchen, group.place, settled, rest, names.length === 1 ? `the ${names[0]}` : andList(names));
      if (!('id' in location)) {
        // what was added stays added; the question covers only the food still without a place
        if (added.length === 0 && failed.length === 0) return location;
        return { text: [...added, ...failed, location.text].join('\n'), metadata: location.metadata };
      }
      for (const item of group.items) {
        const name = displayName(item.name);
        try {
          const { item: saved, merge } = (
            await this.tools.invoke(turn.actor, addFoodCapability, {
              name,
              quantity: formatScaled(item.quantity ?? 1),
              unit: item.unit ?? 'item',
              location: location.id,
              expirationDate: intent.expires ?? undefined,
            })
          ).data;
          // the inventory's own sentence (created, merged into a lot, or a new lot), never recomputed here;
          // a new lot's sentence already names its expiry
          const expiry =
            saved.expirationDate && merge.outcome !== 'new-lot'
              ? ` It ${expiryWords(daysBetween(turn.today, saved.expirationDate))} (${saved.expirationDate}).`
              : '';
          added.push(`${merge.message}.${expiry}`);
          recent.push({ id: saved.id, label: saved.name });
        } catch (error) {
          failed.push(`I couldn't add ${name}: ${reason(error)}`);
        }
      }
    }
    const text = [...added, ...failed].join('\n');
    return recent.length > 0 ? { text, metadata: { pending: { kind: 'recent', items: recent } } } : say(text);
  }

  /**
   * "put them in the freezer" with no food of its own: the food of the chef's last turn. Still to be
   * added (its "where?" question) → added there; just added → moved there.
   */
  private async placeBack(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'add-food' }>): Promise<ChefAnswer> {
    const pending = turn.pending;
    const earlier = pending && 'intent' in pending && pending.intent.kind === 'add-food' ? pending.intent : null;
    if (earlier && earlier.items.length > 0) {
      const items = earlier.items.map(({ location: _place, ...amount }) => amount);
      return this.addFood(turn, kitchen, { ...earlier, items, location: intent.location }, {});
    }
    if (pending?.kind === 'recent' && intent.location !== null) {
      return this.moveBack(turn, kitchen, { kind: 'move-food', name: 'them', to: intent.location, from: null });
    }
    return say(`I'm not sure which food you mean, so nothing changed. Tell me its name, like "put the milk in the ${intent.location ?? 'fridge'}".`);
  }

  /** "move them to the freezer" after an add: each item just added, by id. */
  private async moveBack(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'move-food' }>): Promise<ChefAnswer> {
    const recent = turn.pending?.kind === 'recent' ? turn.pending.items : [];
    if (recent.length === 0) return say(`I'm not sure which food you mean by "${intent.name}", so nothing changed. Tell me its name, like "move the milk to the ${intent.to}".`);
    const lines: string[] = [];
    for (const item of recent) {
      const answer = await this.moveFood(turn, kitchen, { ...intent, name: item.label }, { itemId: item.id });
      if (answer.metadata?.pending) return answer;
      lines.push(answer.text);
    }
    return say(lines.join('\n'));
  }

  // ─── using and throwing away ────────────────────────────────────────────────────────────────

  /** The items a phrase names (same name: soonest expiry first), or the question to ask. */
  private async pickItems(
    turn: OfflineTurn,
    kitchen: Kitchen,
    name: string,
    from: string | null,
    resolved: Resolved,
    intent: Intent,
  ): Promise<FoodItem[] | ChefAnswer> {
    const items = await kitchen.foodItems();
    if (resolved.itemId) {
      const chosen = items.find((item) => item.id === resolved.itemId);
      if (!chosen) return say('That item is no longer in your inventory, so nothing changed.');
      return [chosen, ...items.filter((item) => item.id !== chosen.id && item.name.toLowerCase() === chosen.name.toLowerCase())];
    }
    let pool = items;
    let where = '';
    if (from !== null) {
      const places = matchLocations(from, await kitchen.storageLocations());
      if (places.length > 0) {
        pool = items.filter((item) => places.some((p) => p.id === item.storageLocationId));
        where = ` in ${andList(places.map((p) => p.name))}`;
      }
    }
    // "the wilted lettuce", "the leftover curry": the household's card is called Lettuce, Curry
    const plain = withoutDescriptors(name);
    let matches = matchByName(name, pool, (item) => item.name, sameFood);
    if (matches.length === 0 && plain !== name) matches = matchByName(plain, pool, (item) => item.name, sameFood);
    if (matches.length === 0) {
      // "binned half the loaf" when the card says Bread: a food the food table files with the word
      // said, offered as a question (the table also files look-alikes together, so never acted on)
      const kindred = kindredItems(plain, pool);
      if (kindred.length === 0) return say(`I couldn't find any ${plain} in your inventory${where} to ${actionWords(intent, turn.text)}, so nothing changed.`);
      const names = distinctNames(kindred, (item) => item.name);
      const options = names.map((label) => ({ id: kindred.find((item) => item.name === label)!.id, label }));
      return ask({ kind: 'choose', slot: 'item', options, question: `Did you mean ${orList(names)}? I couldn't find any ${plain} in your inventory${where}.`, intent, resolved });
    }
    const names = distinctNames(matches, (item) => item.name);
    if (names.length > 1) {
      const options = names.map((label) => ({ id: matches.find((item) => item.name === label)!.id, label }));
      return ask({ kind: 'choose', slot: 'item', options, question: `Which ${name}: ${orList(names)}?`, intent, resolved });
    }
    return matches;
  }

  private async useFood(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'use-food' }>, resolved: Resolved): Promise<ChefAnswer> {
    const picked = await this.pickItems(turn, kitchen, intent.item.name, intent.from, resolved, intent);
    if (!Array.isArray(picked)) return picked;
    const [first] = picked;
    const verb = intent.how === 'consumed' ? 'use' : 'throw away';
    const have = parseQuantity(first.quantity);
    const all = resolved.all ?? intent.all;
    const half = resolved.half ?? intent.item.portion === 'half';
    let wanted: number | null = null;
    let unit: string | null = null;
    if (resolved.quantity !== undefined) {
      wanted = resolved.quantity;
      unit = resolved.unit ?? null;
    } else if (!all && !half && intent.item.quantity !== null) {
      wanted = intent.item.quantity;
      unit = intent.item.unit;
    }
    const howMuch = (question: string): ChefAnswer =>
      ask({ kind: 'how-much', question, intent, resolved: { ...resolved, itemId: first.id, quantity: undefined, unit: undefined, all: undefined, half: undefined } });

    if (all) return this.take(turn, kitchen, first, null, intent.how, picked.length - 1);
    if (half) {
      if (have === null) return howMuch(`How much of the ${first.name} did you ${verb}? You have ${quantityOf(first.quantity, first.unit)}.`);
      return this.take(turn, kitchen, first, have / 2, intent.how, 0);
    }
    if (wanted === null) {
      if (have !== null && have <= 1 && isCountUnit(first.unit)) return this.take(turn, kitchen, first, null, intent.how, picked.length - 1);
      return howMuch(`How much ${first.name} did you ${verb}? You have ${quantityOf(first.quantity, first.unit)}.`);
    }
    // the amount said in the item's own unit; "3 eggs" against eggs counted in items is simply 3
    const inItemUnit = unit === null || canonicalUnit(unit) === canonicalUnit(first.unit) ? wanted : convertQuantity(wanted, unit, first.unit);
    if (inItemUnit === null) {
      return howMuch(`Your ${first.name} is measured in ${first.unit}, so I can't take ${amountOf(wanted, unit, first.name)} from it. How much did you ${verb}, in ${first.unit}?`);
    }
    // spread over items of the same name, soonest expiry first
    const sameUnit = picked.filter((item) => item === first || convertQuantity(1, first.unit, item.unit) !== null);
    const lines: string[] = [];
    let left = inItemUnit;
    for (const [index, item] of sameUnit.entries()) {
      const itemLeft = item === first ? left : convertQuantity(left, first.unit, item.unit)!;
      const result = await this.takeOne(turn, kitchen, item, itemLeft, intent.how, index === sameUnit.length - 1);
      lines.push(result.line);
      if (result.taken === null) break;
      left -= item === first ? result.taken : (convertQuantity(result.taken, item.unit, first.unit) ?? left);
      if (left <= 0.0001) break;
    }
    return say(lines.join('\n'));
  }

  /**
   * "we're out of garlic and ginger": each food of a list used up or binned in turn. A question
   * about one (which card) stops the list there, with what was done so far above it.
   */
  private async useEach(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'use-food' }>, resolved: Resolved): Promise<ChefAnswer> {
    const foods = intent.all && intent.item.quantity === null && !resolved.itemId ? foodsOfAList(intent.item.name) : null;
    if (!foods) return this.useFood(turn, kitchen, intent, resolved);
    const lines: string[] = [];
    for (const name of foods) {
      const answer = await this.useFood(turn, kitchen, { ...intent, item: { ...intent.item, name } }, resolved);
      lines.push(answer.text);
      if (answer.metadata?.pending) return { ...answer, text: lines.join('\n') };
    }
    return say(lines.join('\n'));
  }

  /** "Only half a carton of orange juice left": what went is what the card had less what is left. */
  private async amountLeft(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'amount-left' }>, resolved: Resolved): Promise<ChefAnswer> {
    const picked = await this.pickItems(turn, kitchen, intent.item.name, intent.from, resolved, intent);
    if (!Array.isArray(picked)) return picked;
    const [first] = picked;
    const have = parseQuantity(first.quantity);
    const { quantity, unit, portion } = intent.item;
    let left: number | null = null;
    if (have !== null && portion === 'half') left = have / 2;
    // "a quarter of the milk left": a share of the card when the card is not counted in items
    else if (have !== null && quantity !== null && unit === null && quantity < 1 && !isCountUnit(first.unit)) left = have * quantity;
    else if (quantity !== null) left = unit === null || canonicalUnit(unit) === canonicalUnit(first.unit) ? quantity : convertQuantity(quantity, unit, first.unit);
    if (have === null || left === null) {
      return say(`Your ${first.name} is measured in ${first.unit}, so I can't set it to ${amountOf(quantity ?? 0, unit, first.name)}. Tell me what is left in ${first.unit}.`);
    }
    if (Math.abs(left - have) < 1e-9) return say(`You have ${amountOf(have, first.unit, first.name)} already, so nothing changed.`);
    // more left than the card holds: bought more, perhaps, which is an add to say, not a guess to make
    if (left > have) return say(`You have ${amountOf(have, first.unit, first.name)}, less than that, so nothing changed. To add some, say "add ${formatScaled(left - have)} ${first.name.toLowerCase()}".`);
    const taken = await this.take(turn, kitchen, first, left <= 1e-9 ? null : have - left, 'consumed', 0);
    return /^Used/.test(taken.text) ? { ...taken, text: `Updated: u${taken.text.slice(1)}` } : taken;
  }

  /** Takes one whole item, or `quantity` of it. `others`: more items of the same name left alone. */
  private async take(turn: OfflineTurn, kitchen: Kitchen, item: FoodItem, quantity: number | null, how: 'consumed' | 'wasted', others: number): Promise<ChefAnswer> {
    const result = await this.takeOne(turn, kitchen, item, quantity, how, true);
    const lines = [result.line];
    if (quantity === null && others > 0 && result.taken !== null) {
      lines.push(`You still have ${others === 1 ? 'another' : `${others} more`} ${item.name}.`);
    }
    return say(lines.join('\n'));
  }

  private async takeOne(
    turn: OfflineTurn,
    kitchen: Kitchen,
    item: FoodItem,
    quantity: number | null,
    how: 'consumed' | 'wasted',
    last: boolean,
  ): Promise<{ line: string; taken: number | null }> {
    const place = await kitchen.locationName(item.storageLocationId);
    const amount = quantity === null ? item.quantity : formatScaled(quantity);
    try {
      const used = (await this.tools.invoke(turn.actor, how === 'wasted' ? discardFoodCapability : useFoodCapability, { id: item.id, quantity: parseQuantity(amount) === null ? '1' : amount })).data;
      const taken = amountOf(used.taken, used.unit, item.name);
      const verb = how === 'consumed' ? 'Used' : 'Threw away';
      if (used.item === null) {
        const short = last && quantity !== null && (parseQuantity(used.taken) ?? 0) < quantity - 0.0001 ? ' (that was all there was)' : '';
        return { line: `${how === 'consumed' ? 'Used up' : verb} ${taken}${short}, so I removed ${item.name} from ${place}.`, taken: parseQuantity(used.taken) };
      }
      return { line: `${verb} ${taken}. ${quantityOf(used.item.quantity, used.item.unit)} left in ${place}.`, taken: parseQuantity(used.taken) };
    } catch (error) {
      return { line: `I couldn't change ${item.name}: ${reason(error)}`, taken: null };
    }
  }

  // ─── moving ─────────────────────────────────────────────────────────────────────────────────

  private async moveFood(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'move-food' }>, resolved: Resolved): Promise<ChefAnswer> {
    // "put the leftover lasagne in the fridge" when there is none to move: it has just come in
    if (intent.placing && !resolved.itemId && intent.from === null) {
      const items = await kitchen.foodItems();
      const named = (phrase: string) => matchByName(phrase, items, (item) => item.name).length > 0;
      if (!named(intent.name) && !named(withoutDescriptors(intent.name))) {
        return this.addFood(turn, kitchen, { kind: 'add-food', items: [parseAmount(intent.name)], location: intent.to, expires: null }, {});
      }
    }
    const target = await this.pickLocation(kitchen, intent.to, resolved, intent, `the ${intent.name}`);
    if (!('id' in target)) return target;
    const picked = await this.pickItems(turn, kitchen, intent.name, intent.from, resolved, intent);
    if (!Array.isArray(picked)) return picked;
    const movable = resolved.itemId ? picked.filter((item) => item.id === resolved.itemId) : picked.filter((item) => item.storageLocationId !== target.id);
    if (movable.length === 0 || movable.every((item) => item.storageLocationId === target.id)) {
      return say(`The ${picked[0].name} is already in ${target.name}, so nothing changed.`);
    }
    const sources = [...new Set(movable.map((item) => item.storageLocationId))];
    if (sources.length > 1) {
      const options: Option[] = [];
      for (const item of movable) options.push({ id: item.id, label: `${item.name} in ${await kitchen.locationName(item.storageLocationId)}` });
      return ask({ kind: 'choose', slot: 'item', options, question: `Which ${intent.name}: ${orList(options.map((o) => o.label))}?`, intent, resolved: { ...resolved, locationId: target.id } });
    }
    const from = await kitchen.locationName(sources[0]);
    const lines: string[] = [];
    for (const item of movable) {
      try {
        await this.tools.invoke(turn.actor, moveFoodCapability, { id: item.id, location: target.id, version: item.version });
        lines.push(`Moved ${amountOf(item.quantity, item.unit, item.name)} from ${from} to ${target.name}.`);
      } catch (error) {
        lines.push(`I couldn't move ${item.name}: ${reason(error)}`);
      }
    }
    return say(lines.join('\n'));
  }

  // ─── looking ────────────────────────────────────────────────────────────────────────────────

  private async listExpiring(turn: OfflineTurn, kitchen: Kitchen): Promise<ChefAnswer> {
    const [{ data: expiring }, items] = await Promise.all([this.tools.invoke(turn.actor, listExpiringCapability, {}), kitchen.foodItems()]);
    const notifications = expiring.items;
    if (notifications.length === 0) {
      return say('Nothing in your kitchen is expiring soon. Ask me "what can I make?" whenever you want a recipe idea.');
    }
    const lines = ['These need using soon:'];
    for (const notification of notifications) {
      const item = items.find((i) => i.id === notification.id);
      const detail = item ? ` (${quantityOf(item.quantity, item.unit)}, ${await kitchen.locationName(item.storageLocationId)})` : '';
      lines.push(`- ${notification.foodItemName}${detail}: ${expiryWords(notification.daysUntilExpiry)}`);
    }
    lines.push('', 'Ask me "what can I make?" and I\'ll suggest a recipe that uses them first.');
    return say(lines.join('\n'));
  }

  private async listFood(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'list-food' }>, resolved: Resolved): Promise<ChefAnswer> {
    const items = await kitchen.foodItems();
    const line = (item: FoodItem) =>
      `- ${item.name}: ${quantityOf(item.quantity, item.unit)}${item.expirationDate ? `, ${expiryWords(daysBetween(turn.today, item.expirationDate))}` : ''}`;
    if (intent.location !== null || resolved.locationId) {
      const locations = await kitchen.storageLocations();
      if (locations.length === 0) return say("You don't have any storage locations yet. Add one on the inventory screen first.");
      const chosen = locations.find((l) => l.id === resolved.locationId);
      const matches = chosen ? [chosen] : matchLocations(intent.location ?? '', locations);
      if (matches.length === 0) {
        return say(`You don't have a storage location called "${intent.location}". Your storage locations are ${andList(locations.map((l) => l.name))}.`);
      }
      if (matches.length > 1) {
        const question = `Which ${intent.location}: ${orList(matches.map((l) => l.name))}?`;
        return ask({ kind: 'choose', slot: 'location', options: matches.map((l) => ({ id: l.id, label: l.name })), question, intent, resolved });
      }
      const [location] = matches;
      const inside = items.filter((item) => item.storageLocationId === location.id);
      if (inside.length === 0) return say(`Your ${location.name} is empty.`);
      return say([`Here's what's in your ${location.name} (${inside.length} item${inside.length === 1 ? '' : 's'}):`, ...capped(inside.map((item) => line(item)))].join('\n'));
    }
    if (items.length === 0) return say('Your inventory is empty. Tell me what you have, like "add 2 pounds of chicken to my fridge".');
    const lines: string[] = [`You have ${items.length} item${items.length === 1 ? '' : 's'}:`];
    const locations = await kitchen.storageLocations();
    for (const location of locations) {
      const inside = items.filter((item) => item.storageLocationId === location.id);
      if (inside.length === 0) continue;
      lines.push('', `**${location.name}**`, ...capped(inside.map((item) => line(item)), 15));
    }
    const elsewhere = items.filter((item) => !locations.some((l) => l.id === item.storageLocationId));
    if (elsewhere.length > 0) lines.push('', '**Elsewhere**', ...capped(elsewhere.map((item) => line(item)), 15));
    return say(lines.join('\n'));
  }

  private async findFood(turn: OfflineTurn, kitchen: Kitchen, name: string): Promise<ChefAnswer> {
    const matches = matchByName(name, await kitchen.foodItems(), (item) => item.name);
    if (matches.length === 0) return say(`I couldn't find ${name} in your inventory. Say "add ${name} to my shopping list" if you need some.`);
    const lines = [`Yes, you have:`];
    for (const item of matches) {
      const expiry = item.expirationDate ? `, ${expiryWords(daysBetween(turn.today, item.expirationDate))}` : '';
      lines.push(`- ${item.name}: ${quantityOf(item.quantity, item.unit)} in ${await kitchen.locationName(item.storageLocationId)}${expiry}`);
    }
    return say(lines.join('\n'));
  }

  // ─── recipes and plans ──────────────────────────────────────────────────────────────────────

  private async suggestRecipe(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'suggest-recipe' }>): Promise<ChefAnswer> {
    const body: GenerateRecipeBody = {};
    if (intent.mealType) body.mealType = intent.mealType;
    if (intent.diets.length > 0) body.dietaryRestrictions = intent.diets;
    if (intent.cuisine) body.cuisineType = intent.cuisine;
    if (intent.servings) body.servings = intent.servings;
    if (intent.maxMinutes) body.maxCookingTime = intent.maxMinutes;
    else if (intent.quick) body.timeConstraint = 'quick';
    // what was asked for but is not in the kitchen: said first, and offered on the shopping list
    let missing: string[] = [];
    if (intent.ingredients.length > 0) {
      const items = await kitchen.foodItems();
      missing = intent.ingredients.filter((name) => matchByName(name, items, (item) => item.name).length === 0);
      body.abundantItems = intent.ingredients.map((name) => ({ name: displayName(name) }));
      body.onlyUseOnHand = missing.length === 0;
    }
    let recipe: CapabilityOutput<typeof generateRecipeCapability>['recipe'];
    try {
      recipe = (await this.tools.invoke(turn.actor, generateRecipeCapability, body)).data.recipe;
    } catch (error) {
      return say(`I couldn't come up with a recipe: ${reason(error)}`);
    }
    const lines: string[] = [];
    const usesName = (name: string) => recipe.ingredients.some((line) => namesMatch(line, name) || namesMatch(name, line));
    if (missing.length > 0) {
      lines.push(`You don't have ${andList(missing)} on hand, so here is the closest dish I can make with what you have.`, '');
    }
    lines.push(recipeText(recipe));
    if (intent.ingredients.length > 0) {
      const used = intent.ingredients.filter(usesName);
      const unused = intent.ingredients.filter((name) => !used.includes(name) && !missing.includes(name));
      if (unused.length === 0 && missing.length === 0) lines.push('', `It uses ${andList(used)}.`);
      else if (unused.length > 0) lines.push('', `It doesn't use ${andList(unused)}: this was the best fit for what you have${used.length > 0 ? `, and it does use ${andList(used)}` : ''}.`);
      if (missing.length > 0) {
        const toBuy = [...new Set([...missing, ...recipe.missingIngredients.filter((line) => !missing.some((name) => namesMatch(line, name) || namesMatch(name, line)))])];
        lines.push('', `To cook it with ${andList(missing)}, buy ${andList(toBuy)}. Say "add ${toBuy[0]} to my shopping list" and I'll put it on the list.`);
      }
    }
    lines.push('', `I saved it to your cookbook. To cook it later, say "plan ${recipe.title.toLowerCase()} for dinner on Friday".`);
    return { text: lines.join('\n'), metadata: { recipeId: recipe.id } };
  }

  private async planMeal(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'plan-meal' }>, resolved: Resolved): Promise<ChefAnswer> {
    const recipes = await kitchen.recipes();
    const chosen = recipes.find((r) => r.id === resolved.recipeId);
    const matches = chosen ? [chosen] : matchByName(intent.recipe, recipes, (r) => r.title);
    if (matches.length === 0) {
      return ask({
        kind: 'offer-recipe',
        mealType: intent.mealType,
        question: `I couldn't find "${intent.recipe}" in your cookbook, so nothing is planned. Want me to come up with a ${intent.mealType} recipe from what you have instead? Just say yes.`,
      });
    }
    const titles = distinctNames(matches, (r) => r.title);
    if (titles.length > 1) {
      const options = titles.map((label) => ({ id: matches.find((r) => r.title === label)!.id, label }));
      return ask({ kind: 'choose', slot: 'recipe', options, question: `Which recipe: ${orList(titles)}?`, intent, resolved });
    }
    const [recipe] = matches;
    try {
      const { mealPlan: plan } = (
        await this.tools.invoke(turn.actor, addMealPlanCapability, {
          recipeId: recipe.id,
          date: intent.date,
          mealType: intent.mealType,
          ...(intent.servings ? { servings: intent.servings } : {}),
        })
      ).data;
      const servings = plan.servings === 1 ? '1 serving' : `${plan.servings} servings`;
      return { text: `Planned ${recipe.title} for ${plan.mealType} on ${describeDay(plan.date, turn.today)}, ${servings}.`, metadata: { recipeId: recipe.id } };
    } catch (error) {
      return say(`I couldn't plan ${recipe.title}: ${reason(error)}`);
    }
  }

  private async defineTerm(term: string, guessed: boolean): Promise<ChefAnswer> {
    const found = await this.lookUpTermOrItsHead(term);
    if (found === null) {
      return say(guessed ? `I don't know what "${term}" is yet. ${helpText()}` : `I don't know the term "${term}" yet.`);
    }
    const title = displayName(found.term);
    return say(found.longDefinition ? `**${title}**: ${found.shortDefinition}\n\n${found.longDefinition}` : `**${title}**: ${found.shortDefinition}`);
  }

  /** "deglaze the pan", "blind bake a tart case": the term itself, then its shorter heads ("deglaze", "blind bake"). */
  private async lookUpTermOrItsHead(term: string): ReturnType<ChefToolbox['lookUpTerm']> {
    const words = term.split(/\s+/);
    for (let size = words.length; size >= 1; size--) {
      const head = words.slice(0, size).join(' ');
      if (size < words.length && (size === 1 ? head.length < 4 : STOP_TAIL.test(head))) continue;
      const found = await this.tools.lookUpTerm(head);
      if (found) return found;
    }
    return null;
  }

  /** "is the milk still good?": the table's times, and the household's own date when it has that food. */
  private async storageLife(turn: OfflineTurn, kitchen: Kitchen, intent: Extract<Intent, { kind: 'storage-life' }>): Promise<ChefAnswer> {
    const lines = [storageAnswer(intent)];
    const name = intent.food.replace(/^(?:cooked|leftover|opened|raw|fresh)\s+/, '');
    const mine = matchByName(name, await kitchen.foodItems(), (item) => item.name).filter((item) => item.expirationDate);
    for (const item of mine.slice(0, 3)) {
      lines.push(`Your ${item.name} in ${await kitchen.locationName(item.storageLocationId)} ${expiryWords(daysBetween(turn.today, item.expirationDate!))}.`);
    }
    return say(lines.join('\n\n'));
  }

  /** "can I freeze the chicken?": the advice, and the move to offer when the household has it outside a freezer. */
  private async freezing(kitchen: Kitchen, intent: Extract<Intent, { kind: 'freezing' }>): Promise<ChefAnswer> {
    const text = freezingAnswer(intent);
    const freezes = freezingFacts(intent.food)?.advice.verdict;
    if (freezes !== 'yes' && freezes !== 'texture') return say(text);
    const [locations, items] = await Promise.all([kitchen.storageLocations(), kitchen.foodItems()]);
    const freezer = locations.find((location) => storagePlaceOf(location.name) === 'freezer');
    const name = intent.food.replace(/^(?:cooked|leftover|opened|raw|fresh)\s+/, '');
    const mine = matchByName(name, items, (item) => item.name).find((item) => item.storageLocationId !== freezer?.id);
    if (!freezer || !mine) return say(text);
    return say(`${text}\n\nSay "move the ${mine.name.toLowerCase()} to the ${freezer.name.toLowerCase()}" and I'll move yours.`);
  }

  /** "how do I make a roux": the glossary term inside the phrase, longest first. */
  private async technique(phrase: string): Promise<ChefAnswer> {
    // "dredging chicken" names the glossary's "dredge"
    const bases = (candidate: string) => (/ing$/.test(candidate) ? [candidate, candidate.replace(/ing$/, ''), candidate.replace(/ing$/, 'e'), candidate.replace(/(\w)\1ing$/, '$1')] : [candidate]);
    for (const candidate of [...new Set(techniqueCandidates(phrase).flatMap(bases))]) {
      const found = await this.tools.lookUpTerm(candidate);
      if (found !== null) {
        const title = displayName(found.term);
        return say(found.longDefinition ? `**${title}**: ${found.shortDefinition}\n\n${found.longDefinition}` : `**${title}**: ${found.shortDefinition}`);
      }
    }
    // "how do I make buttermilk" has no glossary entry, but a stand-in recipe
    const made = /^(?:make|get|prepare|mix) (?:a |an |some |my own |your own |homemade )?(.+)$/.exec(phrase);
    if (made && substitutesFor(made[1])) return say(substituteAnswer({ kind: 'substitute', ingredient: made[1] }));
    return say(`I don't have a how-to for "${phrase}" yet. ${helpText()}`);
  }

  // ─── shopping ───────────────────────────────────────────────────────────────────────────────

  private async addToShoppingList(turn: OfflineTurn, items: readonly Amount[]): Promise<ChefAnswer> {
    const added: string[] = [];
    const failed: string[] = [];
    for (const item of items) {
      const name = displayName(item.name);
      const unit = item.unit && !isCountUnit(item.unit) ? item.unit : null;
      try {
        const { item: saved } = (
          await this.tools.invoke(turn.actor, addShoppingItemCapability, {
            ingredient: name,
            quantity: item.quantity === null ? null : formatScaled(item.quantity),
            unit,
          })
        ).data;
        const said = item.quantity === null ? name : amountOf(item.quantity, unit, name);
        const merged = item.quantity !== null && saved.quantity !== null && saved.quantity !== formatScaled(item.quantity);
        added.push(merged ? `${said} (now ${quantityOf(saved.quantity!, saved.unit)} on the list)` : said);
      } catch (error) {
        failed.push(`I couldn't add ${name} to your shopping list: ${reason(error)}`);
      }
    }
    const lines = added.length > 0 ? [`Added ${andList(added)} to your shopping list.`] : [];
    return say([...lines, ...failed].join('\n'));
  }
}

type AddItem = Extract<Intent, { kind: 'add-food' }>['items'][number];

/** Items in the order said, grouped by the place phrase each goes to (null: none said). */
function byPlace(items: readonly { item: AddItem; place: string | null }[]): { place: string | null; items: AddItem[] }[] {
  const groups: { place: string | null; items: AddItem[] }[] = [];
  for (const { item, place } of items) {
    const group = groups.find((g) => g.place === place);
    const { location: _own, ...amount } = item;
    if (group) group.items.push(amount);
    else groups.push({ place, items: [amount] });
  }
  // the food still without a place last, so its question comes after what could be added
  return [...groups.filter((g) => g.place !== null), ...groups.filter((g) => g.place === null)];
}

/**
 * Each item's place: its own, the message's, or a household location's own name at the end of
 * the item's words ("beer in wine cellar", which the grammar could not know was a place).
 */
async function placedByHousehold(intent: Extract<Intent, { kind: 'add-food' }>, kitchen: Kitchen): Promise<{ item: AddItem; place: string | null }[]> {
  const placed: { item: AddItem; place: string | null }[] = [];
  for (const item of intent.items) {
    const place = item.location ?? intent.location;
    const tail = place === null ? /^(.+?)\s+(?:to|in|into|inside|on|onto|at)\s+(?:the\s+|my\s+|our\s+)?(.+)$/.exec(item.name) : null;
    const own = tail ? matchLocations(tail[2], await kitchen.storageLocations()) : [];
    placed.push(tail && own.length > 0 ? { item: { ...item, name: tail[1] }, place: tail[2] } : { item, place });
  }
  return placed;
}

/** The glossary terms a technique phrase may name: itself, without its verb, then its shorter runs of words. */
export function techniqueCandidates(phrase: string): string[] {
  const stripped = phrase
    .replace(/^(?:make|do|cook|prepare|use|properly use|get|perform|fix|create|whip up|put together|start) (?:a |an |the |some |my |your )?/, '')
    .replace(/\s+(?:(?:for|in|on|with) (?:a |an |the |my )?(?:recipe|dish|pan|pot|sauce|steak|soup|dinner|bread|cake))$/, '')
    .trim();
  const tokens = stripped.split(' ').filter((word) => word !== '');
  const edge = /^(?:a|an|the|my|your|some|of|to|in|on|with|for|and)$/;
  const runs: string[] = [];
  for (let size = Math.min(4, tokens.length); size >= 1; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      const run = tokens.slice(start, start + size);
      if (!edge.test(run[0]) && !edge.test(run[run.length - 1])) runs.push(run.join(' '));
    }
  }
  return [...new Set([phrase, stripped, ...runs])].filter((candidate) => candidate !== '').slice(0, 16);
}

function capped(lines: string[], max = 40): string[] {
  return lines.length <= max ? lines : [...lines.slice(0, max), `- …and ${lines.length - max} more`];
}

/** A recipe as a chat reply: title, times, ingredients, steps and why the chef chose it. */
/** Worded from the fields a capability answers of a recipe (a cookbook row has them too). */
export function recipeText(recipe: Pick<Recipe, 'title' | 'description' | 'prepTime' | 'cookTime' | 'servings' | 'ingredients' | 'instructions' | 'missingIngredients' | 'note'>): string {
  const facts = [
    recipe.prepTime ? `Prep ${recipe.prepTime} min` : null,
    recipe.cookTime ? `Cook ${recipe.cookTime} min` : null,
    recipe.servings ? `Serves ${recipe.servings}` : null,
  ].filter((fact) => fact !== null);
  const lines = [`**${recipe.title}**`];
  if (recipe.description) lines.push(recipe.description);
  if (facts.length > 0) lines.push(facts.join(' · '));
  lines.push('', '**Ingredients**', ...recipe.ingredients.map((line) => `- ${line}`));
  lines.push('', '**Steps**', ...recipe.instructions.map((step, index) => `${index + 1}. ${step}`));
  if (recipe.missingIngredients.length > 0) lines.push('', `You'd still need: ${andList(recipe.missingIngredients)}.`);
  if (recipe.note) lines.push('', recipe.note);
  return lines.join('\n');
}

/** "2", "2 cups", "half", "all of it" as the answer to "How much …?". */
export function readAnswerAmount(text: string): Pick<Resolved, 'quantity' | 'unit' | 'all' | 'half'> | null {
  const tokens = words(text);
  const joined = tokens.join(' ');
  if (/^(?:all|all of (?:it|them)|everything|the whole (?:thing|lot)|the lot|all gone|it all|them all)$/.test(joined)) return { all: true };
  if (/^(?:half|half of (?:it|them)|about half)$/.test(joined)) return { half: true };
  const amount = parseAmount(joined.replace(/^(?:about|around|roughly|maybe|just|only)\s+/, ''));
  if (amount.quantity === null) return null;
  let unit = amount.unit;
  if (unit === null && amount.name !== '') unit = canonicalUnit(amount.name.split(' ')[0]) ?? null;
  return { quantity: amount.quantity, unit };
}

/** Words that say what state a food is in, not which food: "the wilted lettuce", "the leftover curry". */
const DESCRIPTORS = /\b(?:wilted|leftover|left over|old|stale|mouldy|moldy|rotten|rotting|spoiled|spoilt|expired|off|bad|soggy|limp|slimy|gone off|last of the|last|remaining|rest of the|half[- ]eaten)\s+/g;

export function withoutDescriptors(name: string): string {
  const plain = name.replace(DESCRIPTORS, '').trim();
  return plain === '' ? name : plain;
}

/** What the message wanted done, for the sentence that says it could not be. */
/** Unless the food table files them apart: "oat milk" and Milk are two foods, "chicken breasts" and Chicken one. */
function sameFood(said: string, name: string): boolean {
  const a = isTableName(said) ? findStoredFood(said)?.food : undefined;
  const b = findStoredFood(name)?.food;
  return !a || !b || a === b;
}

/** "garlic and ginger": two or more foods named, unless the whole is one food ("mac and cheese"). */
function foodsOfAList(name: string): string[] | null {
  if (isTableName(name)) return null;
  const parts = name.split(/\s*(?:,|\band\b|&)\s*/).map((part) => part.trim()).filter((part) => part !== '');
  return parts.length >= 2 && parts.every((part) => part.split(' ').length <= 3 && findStoredFood(part) !== null) ? parts : null;
}

/** One of the food table's own names ("oat milk"), not a phrase that only holds one ("eggs for the cake"). */
function isTableName(phrase: string): boolean {
  const said = phrase.toLowerCase().trim();
  return findStoredFood(said)?.food.names.some((known) => known.toLowerCase() === said) ?? false;
}

/** The household's items the food table files under the same food as the phrase ("loaf" → Bread). */
function kindredItems(phrase: string, pool: readonly FoodItem[]): FoodItem[] {
  const food = findStoredFood(phrase)?.food;
  if (!food) return [];
  return pool.filter((item) => findStoredFood(item.name)?.food === food);
}

/** What the cook said was done, as the chef repeats it: "ate the last 2 bananas" → mark as eaten. */
function actionWords(intent: Intent, said: string): string {
  if (intent.kind === 'move-food') return 'move';
  if (intent.kind === 'use-food' && intent.how === 'wasted') return 'throw away';
  if (intent.kind === 'use-food') {
    const text = said.toLowerCase();
    if (/\b(?:ate|eaten)\b/.test(text)) return 'mark as eaten';
    if (/\b(?:drank|drunk)\b/.test(text)) return 'mark as drunk';
    if (/\b(?:finish\w*|polished off|all gone)\b/.test(text)) return 'mark as finished';
    if (/\b(?:out of|ran out|run out|no more|the last of)\b/.test(text)) return 'mark as used up';
    return 'use';
  }
  if (intent.kind === 'amount-left') return 'update';
  if (intent.kind === 'plan-meal') return 'plan';
  return 'change';
}
