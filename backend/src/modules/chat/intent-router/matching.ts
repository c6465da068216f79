/**
 * Which food item, storage location or recipe a phrase means. Pure: the chef reads the lists on
 * the bus and asks these functions; more than one distinct answer becomes a question, never a guess.
 */
import { singularize } from '@sous/kitchen';
import { words } from './amounts.js';

const FILLER = new Set(['the', 'my', 'our', 'a', 'an', 'some', 'of', 'any', 'your']);

/** The words that identify a name: lowercased, singular, without filler. */
export function nameTokens(name: string): string[] {
  return words(name)
    .flatMap((word) => word.split('-'))
    .filter((word) => !FILLER.has(word))
    .map(singularize);
}

const normal = (name: string) => nameTokens(name).join(' ');
const containsAll = (haystack: readonly string[], needles: readonly string[]) => needles.length > 0 && needles.every((n) => haystack.includes(n));

/**
 * The entries a phrase names, best match first: the same name; else names holding every word
 * said ("milk" → "Whole milk", "Oat milk"); else names whose every word was said ("chicken
 * breasts" → "Chicken").
 */
export function matchByName<T>(phrase: string, entries: readonly T[], nameOf: (entry: T) => string, kin: (said: string, name: string) => boolean = () => true): T[] {
  const said = nameTokens(phrase);
  if (said.length === 0) return [];
  const exact = entries.filter((entry) => normal(nameOf(entry)) === said.join(' '));
  if (exact.length > 0) return exact;
  const wider = entries.filter((entry) => containsAll(nameTokens(nameOf(entry)), said));
  if (wider.length > 0) return wider;
  // `kin` can refuse a shorter name that is another food: "oat milk" said is not the card "Milk"
  return entries.filter((entry) => containsAll(said, nameTokens(nameOf(entry))) && kin(phrase, nameOf(entry)));
}

/** The distinct names among matches, in order: "Whole milk" twice is one name. */
export function distinctNames<T>(entries: readonly T[], nameOf: (entry: T) => string): string[] {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const key = normal(nameOf(entry));
    if (!seen.has(key)) seen.set(key, nameOf(entry));
  }
  return [...seen.values()];
}

/** Words people use for the same kind of storage place. */
const STORAGE_SYNONYMS: readonly (readonly string[])[] = [
  ['fridge', 'refrigerator', 'refridgerator', 'refrigerater', 'icebox', 'chiller'],
  ['freezer', 'deep freeze', 'deep freezer', 'deepfreeze'],
  ['pantry', 'cupboard', 'larder', 'cabinet', 'kitchen cabinet', 'shelf', 'pantry shelf'],
  ['counter', 'countertop', 'worktop', 'kitchen counter', 'fruit bowl'],
];

/** Words that mark a phrase as a place to store food ("in the fridge"), not part of a name. */
export const STORAGE_WORDS: ReadonlySet<string> = new Set([
  ...STORAGE_SYNONYMS.flat().flatMap((word) => word.split(' ')),
  'shelf', 'cellar', 'drawer', 'bin', 'basket', 'rack', 'garage', 'basement',
]);

function storageGroup(tokens: readonly string[]): readonly string[] | null {
  const joined = tokens.join(' ');
  return STORAGE_SYNONYMS.find((group) => group.some((word) => joined === word || tokens.includes(word))) ?? null;
}

/** The icon a location was given says its kind when its name does not ("Kitchen" with a fridge icon). */
const ICON_GROUPS: Readonly<Record<string, string>> = { refrigerator: 'fridge', snowflake: 'freezer', pizza: 'pantry' };

function locationGroup(location: { name: string; icon?: string }): readonly string[] | null {
  const byName = storageGroup(nameTokens(location.name));
  if (byName) return byName;
  const word = ICON_GROUPS[location.icon ?? ''];
  return word ? storageGroup([word]) : null;
}

/**
 * The locations a phrase names: by name, then by kind ("fridge" finds "Refrigerator" and "Garage
 * fridge", or a "Kitchen" with a fridge icon). Two fridges stay two: the chef asks which.
 */
export function matchLocations<T extends { name: string; icon?: string }>(phrase: string, locations: readonly T[]): T[] {
  const said = normal(phrase);
  const exact = locations.filter((location) => normal(location.name) === said);
  if (exact.length > 0) return exact;
  const byName = new Set(matchByName(phrase, locations, (l) => l.name));
  const group = storageGroup(nameTokens(phrase));
  return locations.filter((location) => byName.has(location) || (group !== null && locationGroup(location) === group));
}

/** Words around a place in an answer to "where?": "put them in the freezer please" → "freezer". */
const ANSWER_FILLER = new Set([
  'put', 'them', 'it', 'those', 'these', 'they', 'in', 'into', 'inside', 'on', 'onto', 'to', 'at', 'the', 'my', 'our', 'please',
  'thanks', 'thank', 'you', 'one', 'go', 'goes', 'should', 'can', 'store', 'keep', 'pop', 'stick', 'there', 'oh', 'ok', 'okay',
  'yes', 'yeah', 'let', "let's", 'lets', 'all', 'of', 'i', 'guess', 'think', 'just', 'probably', 'a', 'an',
]);

/** The place an answer to "where?" names, without the words around it; '' when it names none. */
export function placeInAnswer(answer: string): string {
  return words(answer)
    .filter((word) => !ANSWER_FILLER.has(word))
    .join(' ');
}

/** "A", "A or B", "A, B or C". */
export function orList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** "A", "A and B", "A, B and C". */
export function andList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Which of the offered options an answer picks: by name ("oat milk", "the oat one"), by position
 * ("the second one", "2"), or null when it picks none or several.
 */
export function pickOption<T>(answer: string, options: readonly T[], labelOf: (option: T) => string): T | null {
  const tokens = words(answer);
  const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
  const position = tokens.length <= 3 ? tokens.map((t) => (/^\d$/.test(t) ? Number(t) - 1 : ordinals.indexOf(t))).find((i) => i >= 0) : undefined;
  if (position !== undefined && position < options.length) return options[position];
  if (tokens.includes('last') && tokens.length <= 3) return options.at(-1) ?? null;
  const said = nameTokens(answer).filter((t) => !['one', 'please', 'it', 'that', 'thank', 'thanks'].includes(t));
  if (said.length === 0) return null;
  const exact = options.filter((option) => normal(labelOf(option)) === said.join(' '));
  if (exact.length === 1) return exact[0];
  const holding = options.filter((option) => containsAll(nameTokens(labelOf(option)), said));
  if (holding.length === 1) return holding[0];
  const held = options.filter((option) => containsAll(said, nameTokens(labelOf(option))));
  if (held.length === 1) return held[0];
  const location = options.filter((option) => {
    const group = storageGroup(said);
    return group !== null && storageGroup(nameTokens(labelOf(option))) === group;
  });
  return location.length === 1 ? location[0] : null;
}
