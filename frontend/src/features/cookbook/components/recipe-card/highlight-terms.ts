import type { CookingTerm } from '@sous/contracts';

export interface TextSegment {
  text: string;
  /** The glossary entry this piece of text names, if any. */
  term?: CookingTerm;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for a glossary: each term and its searchTerms, whole words only, case-insensitive,
 * longest phrase first so 'julienne cut' wins over 'cut'.
 */
export function termMatcher(terms: readonly CookingTerm[]): { pattern: RegExp; lookup: Map<string, CookingTerm> } | null {
  const lookup = new Map<string, CookingTerm>();
  for (const term of terms) {
    for (const phrase of [term.term, ...term.searchTerms]) {
      const key = phrase.trim().toLowerCase();
      if (key.length >= 2 && !lookup.has(key)) lookup.set(key, term);
    }
  }
  if (lookup.size === 0) return null;
  const alternatives = [...lookup.keys()].sort((a, b) => b.length - a.length).map(escapeRegex);
  return { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), lookup };
}

/** Splits an instruction into plain text and cooking-term pieces (spec 001 §2). Never throws. */
export function splitByTerms(text: string, matcher: ReturnType<typeof termMatcher>): TextSegment[] {
  if (!matcher || text === '') return [{ text }];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher.pattern)) {
    const start = match.index;
    const term = matcher.lookup.get(match[0].toLowerCase());
    if (!term) continue;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: match[0], term });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
