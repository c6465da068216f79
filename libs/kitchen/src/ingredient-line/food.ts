/**
 * The text after the amount, split into the food ('papaya'), its preparation ('peeled and
 * coarsely chopped') and a comment ('medium', 'about 2 cups', 'plus more for serving').
 *
 * The food is the first phrase of the line (commas and parentheses start notes), without the
 * words around it that grade or prepare it ('2 large eggs', 'finely chopped fresh parsley'), and
 * of alternatives the first ('basil or parsley'; 'corn or vegetable oil' is corn oil).
 */
import { ALTERNATIVE_AMOUNT, firstAlternative, sharedHeadList } from './alternatives.js';
import { fileModifiers, isPreparationWord, leadingNote, stripLeading, stripModifiers, stripTrailingPreparation, words, type Notes } from './modifiers.js';
import { joinNotes, plainText, tidy } from './text.js';
import { COMMENT_NOTE, TRAILING_COMMENT, VAGUE_AMOUNT } from './words.js';

export type { Notes } from './modifiers.js';

export interface FoodParts {
  food: string;
  preparation: string | null;
  comment: string | null;
}

/** A note after a comma: a comment ('to taste', 'about 2 cups') or a preparation ('peeled and diced'). */
function fileNote(note: string, notes: Notes): void {
  const text = note.trim();
  if (text === '') return;
  if (COMMENT_NOTE.test(text)) {
    notes.comment.push(text);
    return;
  }
  const first = words(text).slice(0, 3);
  const preparing = first.some((word) => isPreparationWord(word) || /^\p{L}+ed$/iu.test(word)) || /^(?:in|into|on|cut)\s/i.test(text);
  (preparing ? notes.preparation : notes.comment).push(text);
}

/** Parenthesised notes out of the text ('chickpeas (about 2 cups), drained'); an unclosed one runs to the end. */
function withoutParentheses(text: string, notes: Notes): string {
  let out = '';
  let depth = 0;
  let inner = '';
  for (const char of text) {
    if (char === '(') {
      if (depth > 0) inner += char;
      else inner = '';
      depth++;
    } else if (char === ')' && depth > 0) {
      depth--;
      if (depth === 0) {
        notes.comment.push(inner);
        out += ' ';
      } else inner += char;
    } else if (depth > 0) inner += char;
    else out += char;
  }
  if (depth > 0) notes.comment.push(inner);
  return out;
}

// the part of a food a line uses, after it: '3 egg yolks' is yolks of eggs, '6 anchovy fillets'
// anchovies, 'thyme sprigs' thyme, 'saffron threads' saffron, 'lime wheels' limes
const TRAILING_PART = /^(.*\beggs?)\s+(yolks?|whites?)$|^(.+?)\s+(fillets?|filets?|sprigs?|threads|stems|wheels?)$/i;

// the cut of a food before it: 'fillets of grouper', 'leg-thigh pieces of chicken', 'Slices of crusty bread'
// and the parts of it: 'green and white parts of leeks'
const LEADING_PART =
  /^((?:[\p{L}-]+\s+(?:and\s+[\p{L}-]+\s+)?)?(?:fillets?|filets?|pieces?|slices?|strips?|chunks?|cubes?|wedges?|florets?|segments?|sections?|halves|quarters|shavings|parts?)\s+of)\s+(\S.*)$/iu;

// a cut before the food without 'of', once its size is off: '(1/2-inch) chunks fresh pineapple',
// '(small) cubes roasted ham', '(inch-long) shavings Parmesan'
const LEADING_CUT = /^(pieces|slices|strips|chunks|cubes|wedges|shavings|matchsticks|ribbons|rounds|dice)\s+(\S.*)$/iu;

/** 'egg yolks' → egg (yolks noted), 'salmon fillets' → salmon: the food, not the part. */
function withoutPart(food: string, notes: Notes): string {
  const leading = LEADING_PART.exec(food);
  if (leading) {
    notes.comment.push(leading[1]);
    return leading[2];
  }
  const cut = LEADING_CUT.exec(food);
  if (cut) {
    notes.comment.push(cut[1]);
    // the words after the cut grade or prepare the food in turn: 'chunks fresh pineapple'
    return stripModifiers(cut[2], notes);
  }
  const part = TRAILING_PART.exec(food);
  if (!part) return food;
  notes.comment.push(part[2] ?? part[4]);
  return part[1] ?? part[3];
}

// a label of what the line is for, before a colon
const ROLE_LABEL = /^\s*((?:for\s+)?(?:garnish|garnishing|serving|topping|decoration|dipping|the\s+table))\s*:\s*/i;

// a measure left before the food: ', plus 4 cups, chicken stock', 'about 1 cup, sugar'
const MEASURE_NOTE = /^(?:(?:plus|about|approximately)\s+)?[\d½¼¾⅓⅔⅛][\d\s/.]*\s*[\p{L}.]+$/iu;

/** Splits what follows the amount into food, preparation and comment. */
export function splitFood(rest: string, notes: Notes = { preparation: [], comment: [] }): FoodParts {
  let text = withoutParentheses(plainText(rest), notes);
  // 'Garnish: orange twist', 'For serving: lime wedges': what the food is for, then the food
  const role = ROLE_LABEL.exec(text);
  if (role && role[0].length < text.length) {
    notes.comment.push(role[1]);
    text = text.slice(role[0].length);
  }
  // commas, semicolons and dashes set off notes: '2 grapefruits -- 1 pink, 1 white -- peeled'
  let segments = text.split(/\s*[,;:]\s*|\s+(?:--|—|–)\s+/).map((segment) => segment.trim()).filter(Boolean);
  // 'boneless, skinless chicken thighs', ', plus 4 cups, chicken stock': notes before the food
  while (segments.length > 1 && !COMMENT_NOTE.test(segments[1])) {
    if (leadingNote(segments[0])) fileModifiers(segments[0], notes);
    else if (MEASURE_NOTE.test(segments[0])) notes.comment.push(segments[0]);
    else break;
    segments = segments.slice(1);
  }
  // 'whole red, yellow or orange peppers': the list starts after the modifiers
  if (segments.length > 1) segments = [stripLeading(segments[0], notes), ...segments.slice(1)];
  // '1/2 cup or more roughly chopped parsley': what is left of the amount
  const orMore = /^(?:or|and)\s+(?:more|so|less)\s+(?=\S)/i.exec(segments[0] ?? '');
  if (orMore) {
    notes.comment.push(orMore[0].trim());
    segments = [segments[0].slice(orMore[0].length), ...segments.slice(1)];
  }
  const vague = VAGUE_AMOUNT.exec(segments[0] ?? '');
  if (vague && vague[0].length < segments[0].length) {
    notes.comment.push(vague[0].trim());
    segments = [segments[0].slice(vague[0].length), ...segments.slice(1)];
  }
  let head = segments[0] ?? '';
  // 'Handful each of chopped parsley', '1 teaspoon each thyme and sage': the amount's 'each (of)'
  const eachOf = /^(?:(each)(?:\s+of)?|of)\s+(?=\S)/i.exec(head);
  if (eachOf) {
    if (eachOf[1]) notes.comment.push(eachOf[1]);
    head = head.slice(eachOf[0].length);
  }
  let others = segments.slice(1);
  const list = sharedHeadList(segments, notes);
  if (list) {
    head = list.food;
    others = segments.slice(list.used);
  }
  // what is left of an alternative amount: '1 1-ounce chunk or 1/4 cup grated Parmesan'
  const alternative = ALTERNATIVE_AMOUNT.exec(head);
  if (alternative && alternative[0].length < head.length) {
    notes.comment.push(alternative[0].trim());
    head = head.slice(alternative[0].length);
  }
  const trailing = TRAILING_COMMENT.exec(head);
  if (trailing && trailing.index > 0) {
    notes.comment.push(trailing[0].trim());
    head = head.slice(0, trailing.index);
  }
  const chosen = stripTrailingPreparation(firstAlternative(head, notes), notes);
  let food = tidy(withoutPart(stripModifiers(chosen, notes), notes))
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/\.$/, '');
  if (food === '') food = tidy(head);
  for (const note of others) fileNote(note, notes);
  return { food, preparation: joinNotes(notes.preparation), comment: joinNotes(notes.comment) };
}
