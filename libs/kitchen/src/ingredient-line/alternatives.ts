/**
 * Alternatives in a food phrase: 'basil or parsley' is basil with 'or parsley' noted; 'corn,
 * peanut or vegetable oil' is corn oil; 'small or 1/2 large carrot' is a carrot.
 */
import { CONNECTOR, isModifierWord, isPreparationWord, onlyModifiers, stripLeading, words, bare, type Notes } from './modifiers.js';
import { unitOfWord } from './unit-word.js';
import { COMMA_ADJECTIVES, SHARED_HEADS, STANDALONE_FOODS } from './words.js';

// an amount the food can be had in instead, before it: 'or 1/4 cup', 'or 2 small', 'to 1 cup'
export const ALTERNATIVE_AMOUNT = /^(?:or|to)\s+[\d½¼¾⅓⅔⅛][\d\s/.½¼¾⅓⅔⅛-]*(?:\s*(?:cups?|tablespoons?|teaspoons?|tbsp|tsp|ounces?|oz|pounds?|lbs?|grams?|g|small|medium|large|cloves?)\b)*(?:\s+of)?\s+/i;

/**
 * The food two alternatives share when the first is one word and the second ends in a class of
 * food: 'corn or vegetable oil' → corn oil, 'sweet or hot Italian sausage' → sweet Italian sausage,
 * 'cherry or plum tomatoes' → cherry tomatoes. Null when they share nothing ('butter or olive oil').
 */
export function sharedFood(left: string, right: string): string | null {
  const leftWords = words(left);
  const rightWords = words(right);
  // 'red wine or sherry vinegar' is red wine vinegar
  if (leftWords.length > 1 && /\b(?:wine|cider)$/i.test(left) && /^vinegars?$/i.test(rightWords.at(-1) ?? '')) return `${left} ${rightWords.at(-1)}`;
  // 'plain low-fat or nonfat yogurt', 'unsalted flavored or plain butter': two grades of one food
  if (leftWords.length > 1 && rightWords.length === 2 && gradeLike(leftWords.at(-1) ?? '') && gradeLike(rightWords[0])) return `${left} ${rightWords[1]}`;
  if (leftWords.length !== 1 || rightWords.length < 2 || /^\d/.test(right)) return null;
  const first = bare(leftWords[0]);
  // 'sweet or hot Italian sausage', 'smoked or fresh salmon': an adjective stands for the right's first word
  if (COMMA_ADJECTIVES.has(first) || gradeLike(first)) return `${left} ${rightWords.slice(1).join(' ')}`;
  // 'baguette or loaf country bread': the right has its own measure, so it is another food
  if (unitOfWord(rightWords[0]) !== null) return null;
  // 'shallot or red onion', 'tomatoes, crushed or chopped and drained of their juice': the right is a
  // food of its own (a colour or a grade before its noun) or a preparation, not kinds of one class
  const before = rightWords.slice(0, -1).map(bare);
  if (before.some((word) => COMMA_ADJECTIVES.has(word) || /^(?:and|or|of|with|in|their|its|the|a)$/.test(word)) || onlyModifiers(rightWords.slice(0, -1).join(' ')) || before.some((word) => isPreparationWord(word))) return null;
  // 'peanut or grape seed oil': a kind of the right's class, whatever its own words
  const head = rightWords.at(-1) ?? '';
  return SHARED_HEADS.has(bare(head)) && !STANDALONE_FOODS.has(first) ? `${left} ${head}` : null;
}

/**
 * A word that grades a food rather than names it: a participle ('smoked', 'flavored'), a fat or
 * salt grade ('low-fat', 'sugar-free'), or a grade word of the lists.
 */
function gradeLike(word: string): boolean {
  const key = bare(word);
  return COMMA_ADJECTIVES.has(key) || onlyModifiers(key) || (/^\p{L}{3,}ed$/u.test(key) && !/eed$/.test(key)) || /-(?:fat|free|sodium|salt|sugar)$/.test(key);
}

// adjectives of origin, which a line may give as alternatives: 'Italian or Greek olives'
const ORIGIN =
  /^(?:italian|greek|french|spanish|portuguese|mexican|chinese|japanese|thai|korean|vietnamese|indian|turkish|german|english|american|dutch|swiss|moroccan|lebanese|persian|asian|mediterranean|middle-eastern|hungarian|polish|russian|california|calabrian|sicilian|tuscan)$/i;

/** The first of alternatives: 'basil or parsley' → basil; 'fresh or canned broth' → broth. */
export function firstAlternative(phrase: string, notes: Notes): string {
  const or = /^(.+?)\s+(?:and\/)?or\s+(.+)$/i.exec(phrase);
  if (!or) return phrase;
  const [, left, right] = or;
  const rightWords = words(right);
  // 'firm or silken tofu', 'Italian or Greek dried black olives': one grade for another, then the
  // food; the grades go to the comment
  const graded = onlyModifiers(left) && !CONNECTOR.test(left.trim()) && words(left).length === 1 && !isModifierWord(rightWords[0] ?? '');
  const origins = ORIGIN.test(left.trim()) && ORIGIN.test(bare(rightWords[0] ?? ''));
  if ((graded || origins) && rightWords.length >= 2 && /^\p{L}[\p{L}-]*$/u.test(rightWords[0]) && unitOfWord(rightWords[0]) === null) {
    // 'fresh or store bought ricotta': the grade may be written as two words
    const taken = rightWords.length > 2 && isModifierWord(`${rightWords[0]}-${rightWords[1]}`) ? 2 : 1;
    notes.comment.push(`${left} or ${rightWords.slice(0, taken).join(' ')}`);
    return stripLeading(rightWords.slice(taken).join(' '), notes);
  }
  if (onlyModifiers(left)) {
    // 'small or 1/2 large carrot', 'fresh or canned chicken broth': the food is the right side's
    const alternative = ALTERNATIVE_AMOUNT.exec(`or ${right} `);
    const rest = alternative ? right.slice(Math.max(0, alternative[0].length - 3)).trim() || right : right;
    const food = stripLeading(rest, { preparation: [], comment: [] });
    notes.comment.push(phrase.slice(0, phrase.length - food.length));
    return food;
  }
  // 'peeled whole cherry or plum tomatoes': the left's own modifiers first
  const core = stripLeading(left, notes);
  notes.comment.push(`or ${right}`);
  return sharedFood(core, right) ?? core;
}

/**
 * A list of single words ending in alternatives that share their last word: 'corn, peanut or
 * vegetable oil' → corn oil. Returns the food and how many segments it took.
 */
export function sharedHeadList(segments: readonly string[], notes: Notes): { food: string; used: number } | null {
  for (let k = 1; k < segments.length; k++) {
    if (words(segments[k - 1]).length !== 1) return null;
    const or = /^(?:(?:or|and)\s+)?(.+?)\s+or\s+(.+)$/i.exec(segments[k]);
    if (!or) continue;
    const food = sharedFood(segments[0], or[2]);
    if (food === null) return null;
    notes.comment.push(`or ${segments.slice(1, k).concat(segments[k].replace(/^(?:or|and)\s+/i, '')).join(', ')}`);
    return { food, used: k + 1 };
  }
  return null;
}
