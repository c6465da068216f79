import type { CookingTerm } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { splitByTerms, termMatcher } from './highlight-terms';

const term = (name: string, searchTerms: string[] = []): CookingTerm => ({
  id: name,
  term: name,
  category: 'cooking_methods',
  shortDefinition: `${name} definition`,
  longDefinition: null,
  difficulty: null,
  timeEstimate: null,
  tools: [],
  tips: [],
  relatedTerms: [],
  searchTerms,
  imageUrl: null,
  videoUrl: null,
});

describe('splitByTerms', () => {
  const matcher = termMatcher([term('sauté', ['sauteed', 'saute']), term('dice'), term('julienne cut'), term('cut')]);

  it('marks whole-word terms and their search terms, case-insensitively', () => {
    const parts = splitByTerms('Dice the onion, then saute until soft.', matcher);
    expect(parts.map((p) => [p.text, p.term?.term ?? null])).toEqual([
      ['Dice', 'dice'],
      [' the onion, then ', null],
      ['saute', 'sauté'],
      [' until soft.', null],
    ]);
  });

  it('prefers the longest phrase and ignores parts of words', () => {
    const parts = splitByTerms('Julienne cut the carrots; diced peppers.', matcher);
    expect(parts.filter((p) => p.term).map((p) => p.text)).toEqual(['Julienne cut']);
  });

  it('returns the text whole without a glossary', () => {
    expect(splitByTerms('Boil water.', termMatcher([]))).toEqual([{ text: 'Boil water.' }]);
  });
});
