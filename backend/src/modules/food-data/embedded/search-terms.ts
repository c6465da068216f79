import { normalizeKey, singular } from './sr-ranking.js';

/** At most this many words of a query take part (a search box, not a document). */
export const maxQueryWords = 8;

/** The words of a query, lower case, letters and digits only: "Chicken-Breast, raw!" → chicken, breast, raw. */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[a-z0-9]+/g) ?? []).slice(0, maxQueryWords);
}

/**
 * A word as the term table knows it after spelling correction (null: nothing close enough, the
 * word is left out); `exact` tells whether it was found as typed.
 */
export interface CorrectedWord {
  word: string;
  term: string | null;
  exact: boolean;
}

/**
 * The to_tsquery('english', …) text for corrected words, all required ("chicken & breast"). The
 * last word is also a prefix ("chick" → "chick:*" finds chicken) so results follow the typing.
 * Words are [a-z0-9] only, so nothing here can break the tsquery syntax.
 */
export function strictTsQuery(words: readonly CorrectedWord[]): string | null {
  const terms = words.map((w) => w.term).filter((term): term is string => !!term);
  if (!terms.length) return null;
  const lastTyped = words.at(-1)?.term ? terms.length - 1 : -1;
  return terms.map((term, i) => (i === lastTyped ? `${term}:*` : term)).join(' & ');
}

/** The same words, any of them (the fallback when all of them together match nothing). */
export function looseTsQuery(words: readonly CorrectedWord[]): string | null {
  const parts = [...new Set(words.map((w) => w.term).filter((t): t is string => !!t))];
  return parts.length ? parts.join(' | ') : null;
}

/** The normalized query the ranking compares food names with: corrected terms, singular. */
export function queryKey(words: readonly CorrectedWord[]): { key: string; keys: string[] } {
  const keys = words.map((w) => singular(w.term ?? w.word));
  return { key: normalizeKey(keys.join(' ')), keys };
}
