/**
 * The words around a food that grade it ('large', 'fresh', 'boneless') or prepare it ('finely
 * chopped', 'freshly ground', 'peeled and diced'), and how they are taken off the food into notes.
 */
import { COMMA_ADJECTIVES, DESCRIPTOR_COMPOUNDS, DESCRIPTORS, PREPARATIONS, VAGUE_AMOUNT } from './words.js';

/** Notes gathered while the line is read: what prepares the food and everything else said. */
export interface Notes {
  preparation: string[];
  comment: string[];
}

const ADVERB = /^(?:[\p{L}]+ly|very|well|just|too)$/iu;
// 'but' joins grades: 'ripe but firm pears'
export const CONNECTOR = /^(?:and|or|to|but|&|and\/or)$/i;
export const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
export const bare = (word: string): string => word.toLowerCase().replace(/[^\p{L}-]/gu, '');
const PARTICIPLE = /^\p{L}{3,}ed$/u;

export function isPreparationWord(word: string): boolean {
  const key = bare(word);
  if (PREPARATIONS.has(key)) return true;
  // 'thick-sliced', 'lightly-packed', 'well-drained': every part grades or prepares
  return key.includes('-') && key.split('-').every((part) => PREPARATIONS.has(part) || ADVERB.test(part) || /^(?:thick|thin|coarse|fine)$/.test(part));
}

// a size stated with a hyphen inside the food phrase: '10-inch tart shell', 'four-pound chicken'
// '10-inch tart shell', 'four-pound chicken', 'inch-long shavings', '1/2-inch-thick slices'
const HYPHEN_SIZE_WORD =
  /^(?:(?:\d+(?:[./]\d+)?|one|two|three|four|five|six|eight|ten|twelve)-(?:inch|in|ounce|oz|pound|lb|quart|cup|gram|centimeter|cm)(?:es|s)?|(?:(?:\d+(?:[./]\d+)?|one|two|three|four|half)-)?(?:inch|centimeter|cm)-(?:long|thick|wide|square|thin))$/;

function isDescriptorWord(word: string): boolean {
  const key = bare(word);
  if (DESCRIPTORS.has(key) || HYPHEN_SIZE_WORD.test(word.toLowerCase())) return true;
  // 'medium-thin', 'good-size', 'extra-large': every part is a size or grade
  return key.includes('-') && key.split('-').every((part) => DESCRIPTORS.has(part) || part === 'extra');
}

export const isModifierWord = (word: string): boolean => isPreparationWord(word) || isDescriptorWord(word);
const isModifier = isModifierWord;

/** A phrase made only of grading and preparing words: 'boneless', 'very fine', 'fresh or frozen'. */
export function onlyModifiers(text: string): boolean {
  const list = words(text).filter((word) => !CONNECTOR.test(word));
  return list.length > 0 && list.every(isModifier);
}

/**
 * A comma note before the food: 'boneless, skinless chicken thighs', 'scraped, sliced carrots',
 * 'red, ripe tomatoes'. One participle or one adjective of colour or texture counts too.
 */
export function leadingNote(segment: string): boolean {
  if (onlyModifiers(segment)) return true;
  const list = words(segment);
  if (list.length !== 1) return false;
  const key = bare(list[0]);
  return COMMA_ADJECTIVES.has(key) || (/^\p{L}{3,}ed$/u.test(key) && !/eed$/.test(key));
}

/** Files a modifier phrase: with an alternative it is a comment ('fresh or canned'), else by its words. */
export function fileModifiers(phrase: string, notes: Notes): void {
  const list = words(phrase);
  if (list.some((word) => /^or$/i.test(word)) || !list.some(isPreparationWord)) notes.comment.push(phrase);
  else notes.preparation.push(phrase);
}

/**
 * The leading modifiers of one food ('finely chopped fresh parsley' → 'parsley'), filed as notes:
 * preparation words apart from sizes and grades. A descriptor that is part of a food's name stays
 * ('hot sauce', 'whole milk').
 */
export function stripLeading(item: string, notes: Notes): string {
  const list = words(item);
  let start = 0;
  while (start < list.length - 1) {
    const word = list[start];
    const key = bare(word);
    if (DESCRIPTOR_COMPOUNDS[key]?.test(bare(list[start + 1]))) break;
    // an adverb grades the participle after it: 'partly baked', 'generously buttered', 'extra large'
    const graded = (ADVERB.test(key) || key === 'extra') && (isModifier(list[start + 1]) || PARTICIPLE.test(bare(list[start + 1])));
    if (graded) {
      if (start + 2 >= list.length) break;
      start += 2;
      continue;
    }
    if (!isModifier(word) && !(CONNECTOR.test(key) && start > 0)) break;
    start++;
  }
  // a connector cannot end the run: 'salt and pepper' keeps its 'and'; and a run that ends in one
  // is the first of alternatives ('small or 1/2 large carrot'), read as such later
  if (start > 0 && CONNECTOR.test(list[start - 1])) return item;
  if (start === 0) return item;
  const run = list.slice(0, start);
  if (run.some((word) => /^or$/i.test(word))) notes.comment.push(run.join(' '));
  else {
    // 'chopped fresh': 'chopped' prepares, 'fresh' grades
    const preparation = run.filter((word, index) => isPreparationWord(word) || (CONNECTOR.test(word) && isPreparationWord(run[index + 1] ?? '')));
    const comment = run.filter((word) => !preparation.includes(word));
    if (preparation.length > 0) notes.preparation.push(preparation.join(' '));
    if (comment.some((word) => !CONNECTOR.test(word))) notes.comment.push(comment.filter((word) => !CONNECTOR.test(word)).join(' '));
  }
  return list.slice(start).join(' ');
}

// a participle with where or how it goes, after the food: 'onion cut into wedges', 'ginger sliced thin'
const TRAILING_ACTION =
  /\s+((?:[\p{L}]+ly\s+)?(?:\p{L}{3,}ed|cut|torn|ground)\s+(?:into|in|on|to|with|until|crosswise|lengthwise|across|diagonally|up|thin|thinly|fine|finely|very|coarsely|roughly|about|from|\d)(?![\p{L}]).*|in\s+[\d½¼¾⅓⅔⅛].*)$/iu;

/** Participles after the food without a comma: '1 bunch scallions chopped', 'onion cut into wedges'. */
export function stripTrailingPreparation(phrase: string, notes: Notes): string {
  const action = TRAILING_ACTION.exec(phrase);
  let kept = phrase;
  const found: string[] = [];
  if (action && !onlyModifiers(phrase.slice(0, action.index))) {
    found.push(action[1]);
    kept = phrase.slice(0, action.index);
  }
  // 'rabbit cleaned and cut into pieces': the participles before the action go with it
  const list = words(kept);
  let end = list.length;
  while (end > 1 && ((isPreparationWord(list[end - 1]) && !ADVERB.test(list[end - 1])) || (found.length > 0 && CONNECTOR.test(list[end - 1])))) end--;
  if (end < list.length && !onlyModifiers(list.slice(0, end).join(' '))) {
    notes.preparation.push([...list.slice(end), ...found].join(' '));
    return list.slice(0, end).join(' ');
  }
  if (found.length > 0) {
    notes.preparation.push(found.join(' '));
    return kept;
  }
  return phrase;
}

/** Leading modifiers of every food of a list: 'Salt and freshly ground pepper' → 'Salt and pepper'. */
export function stripModifiers(phrase: string, notes: Notes): string {
  const parts = phrase.split(/(\s+(?:and|&)\s+)/i);
  // 'seeded and chopped tomatoes' is one food with two preparations, not 'seeded' and 'chopped tomatoes'
  for (let index = 0; index + 2 < parts.length; ) {
    if (onlyModifiers(parts[index])) parts.splice(index, 3, parts[index] + parts[index + 1] + parts[index + 2]);
    else index += 2;
  }
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      // 'Salt and a generous amount of pepper': a vague amount of one food of the list
      const vague = index > 0 ? VAGUE_AMOUNT.exec(part) : null;
      if (vague && vague[0].length < part.length) notes.comment.push(vague[0].trim());
      return stripLeading(vague && vague[0].length < part.length ? part.slice(vague[0].length) : part, notes);
    })
    .join('');
}
