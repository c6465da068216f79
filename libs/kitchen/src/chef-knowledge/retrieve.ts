/**
 * Retrieval over the technique facts (issue 31): a question's stems against each fact's foods and
 * cues, with the classifier's topic as a tie-breaker. Returns the best fact with a confidence, and
 * the nearest one when nothing is confident. Pure.
 */
import { type TechniqueFact, TECHNIQUES } from '../knowledge/techniques.js';
import { classifyQuestion, type QuestionTopic } from './classify.js';
import { normaliseQuestion, stems } from './normalise.js';

interface IndexedFact {
  fact: TechniqueFact;
  foods: string[][];
  cues: string[][];
}

/** Cue words so common in kitchen questions that they cannot pick a fact on their own. */
const GENERIC = new Set(['long', 'cook', 'mak', 'much', 'mani', 'best', 'tip', 'time', 'minut', 'tell', 'keep', 'fresh', 'safe', 'oven', 'water', 'how', 'fridg', 'refrigerat', 'refrigerator', 'freezer', 'freez', 'store', 'counter']);

let indexed: IndexedFact[] | null = null;

function index(): IndexedFact[] {
  indexed ??= TECHNIQUES.map((fact) => ({
    fact,
    foods: fact.foods.map((food) => stems(food)).filter((words) => words.length > 0),
    cues: fact.cues.map((cue) => stems(cue)).filter((words) => words.length > 0),
  }));
  return indexed;
}

export interface Retrieved {
  fact: TechniqueFact;
  /** 0 to 1: how much of the question the fact accounts for, and how specifically. */
  confidence: number;
  score: number;
  /** The food phrase of the fact that the question named, if any. */
  food: string | null;
}

/** Does every word of the phrase occur in the question, as a word or the start of one? */
function contains(question: ReadonlySet<string>, phrase: readonly string[]): boolean {
  return phrase.every((word) => question.has(word) || (word.length >= 4 && [...question].some((q) => q.startsWith(word))));
}

/** Words that set two things side by side: "vs", "or", "same as", "just a", "instead of", "better". */
const COMPARES = /\b(?:differen\w*|differ|vs\.?|versus|same|or|than|instead|between|just|like|compared?|comparison|better|which|swap|interchangeabl\w*|really|actually|kind of|type of|another name)\b/;

/** A storage question about the place, not the time: "should tomatoes go in the fridge or not", "where do I keep onions". */
// "fridge or fruit bowl for tomatoes?", "bread going in the fridge - yay or nay": where, asked as a choice
const WHERE_TO_KEEP = /\b(?:where (?:should|do|to|can|is|are)|best place|(?:fridge|counter|pantry|fruit bowl|bread bin|worktop) or (?:the )?(?:fridge|counter|pantry|fruit bowl|bread bin|worktop)|(?:go(?:es|ing)?|be|live|belong) in(?:to)? the (?:fridge|pantry)\b.*\b(?:yay or nay|yes or no|or not|good idea)|fridge or (?:not|the|on|in|out|counter|pantry|cupboard)|or (?:in )?the fridge|(?:counter|pantry|cupboard|room temperature) or (?:in )?(?:the )?fridge|(?:should|do|does|must|can) (?:i |you |we )?(?:\w+ )?(?:go|be kept|be stored|keep|store|refrigerate|leave)\b.*\b(?:fridge|counter|pantry|cupboard|out)|need(?:s)? (?:to be )?(?:refrigerat\w*|in the fridge)|belongs? in)\b/;

/** Where, not how long: "do onions keep in the pantry" is a where only without "how long". Input normalised. */
export function asksWhereToKeep(text: string): boolean {
  return WHERE_TO_KEEP.test(text) && !/\b(?:how long|how many (?:days|weeks|months)|last|lasts|good for|shelf life|expire)\b/.test(text);
}

/** Kinds of partner a pairing question asks for, as stems: "what wine", "which herbs". */
const PARTNER_KINDS: ReadonlySet<string> = new Set(stems('wine beer drink herb spice sauce cheese dressing'));
const partnerKindsOf = (question: ReadonlySet<string>) => [...PARTNER_KINDS].filter((kind) => question.has(kind));

function scoreFact(entry: IndexedFact, question: ReadonlySet<string>, topics: readonly QuestionTopic[], compares: boolean, where: boolean): Retrieved | null {
  // where-to-keep notes answer only where-to-keep questions, never "how long"
  if (entry.fact.id.startsWith('store-') && !where) return null;
  // a pair of names is a difference only when the question sets them side by side
  if (entry.fact.id.startsWith('diff-') && !compares) return null;
  let food: string | null = null;
  let foodScore = 0;
  if (entry.foods.length > 0) {
    entry.foods.forEach((words, i) => {
      if (contains(question, words) && 2 + words.length > foodScore) {
        foodScore = 2 + words.length;
        food = entry.fact.foods[i];
      }
    });
    if (foodScore === 0) return null;
  }
  // naming both sides of a pair is as specific as naming a food
  if (entry.fact.id.startsWith('diff-')) foodScore = 6;
  let cueScore = 0;
  let cueWords = 0;
  let specific = false;
  for (const cue of entry.cues) {
    if (contains(question, cue)) {
      // "how long", "cook": true of most questions, so they only tip the balance
      const generic = cue.every((word) => GENERIC.has(word));
      cueScore += generic ? 1 : 1 + cue.length;
      cueWords += generic ? 0.5 : cue.length;
      specific ||= !generic;
    }
  }
  if (cueScore === 0) return null;
  // "should tomatoes go in the fridge or not" asks where: a storage note's place cue is then specific
  if (where && entry.fact.topic === 'storage') {
    specific = true;
    cueScore += 2;
  }
  const topicBonus = topics[0] === entry.fact.topic ? 1.5 : topics.includes(entry.fact.topic) ? 0.75 : 0;
  // "what wine goes with roast lamb": a pairing of another kind (lamb's herbs) is not the partner asked for
  const otherKind = entry.fact.topic === 'pairing' && partnerKindsOf(question).some((kind) => !entry.cues.some((cue) => cue[0] === kind)) && entry.cues.some((cue) => PARTNER_KINDS.has(cue[0]));
  const score = foodScore + cueScore + topicBonus - (otherKind ? 3 : 0);
  // confident when it names the fact's food and a cue, or (no food needed) two cue words
  const base = entry.foods.length > 0 ? Math.min(1, (foodScore + cueScore) / 6) : Math.min(1, cueWords / 2);
  // a food and only "how long" or "cook" is a guess, good enough only when nothing else answers
  const confidence = Math.min(specific ? 1 : 0.6, base * (topicBonus > 0 ? 1 : 0.85));
  return { fact: entry.fact, confidence, score, food };
}

/** The facts that match a question, best first. */
export function retrieveFacts(question: string, limit = 3): Retrieved[] {
  const text = normaliseQuestion(question);
  const words = new Set(stems(text));
  const topics = classifyQuestion(text).map((scored) => scored.topic);
  const compares = COMPARES.test(text);
  const where = asksWhereToKeep(text);
  const found: Retrieved[] = [];
  for (const entry of index()) {
    const scored = scoreFact(entry, words, topics, compares, where);
    if (scored) found.push(scored);
  }
  return found.sort((a, b) => b.score - a.score || b.confidence - a.confidence).slice(0, limit);
}

/** Confidence at or above which the chef answers from a fact. */
export const ANSWER_CONFIDENCE = 0.7;
