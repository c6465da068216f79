import type { CookingTerm } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, categoryLabel, draftOf, filterTerms } from './term-filter';

const term = (fields: Partial<CookingTerm>): CookingTerm => ({
  id: fields.term ?? 'x',
  term: 'Term',
  category: 'knife_skills',
  shortDefinition: '',
  longDefinition: null,
  difficulty: null,
  timeEstimate: null,
  tools: [],
  tips: [],
  relatedTerms: [],
  searchTerms: [],
  imageUrl: null,
  videoUrl: null,
  ...fields,
});

const glossary = [
  term({ term: 'Sauté', category: 'cooking_methods', shortDefinition: 'Cook quickly in a little fat.', searchTerms: ['sauteed'] }),
  term({ term: 'Julienne', shortDefinition: 'Matchstick cuts.' }),
  term({ term: 'brunoise', shortDefinition: 'Tiny cubes cut from a julienne.' }),
];

describe('filterTerms', () => {
  it('matches the term, its definition or a search term, ignoring case and accents, alphabetically', () => {
    expect(filterTerms(glossary, 'SAUTE', '').map((t) => t.term)).toEqual(['Sauté']);
    expect(filterTerms(glossary, 'julienne', '').map((t) => t.term)).toEqual(['brunoise', 'Julienne']);
    expect(filterTerms(glossary, 'sauteed', '').map((t) => t.term)).toEqual(['Sauté']);
  });

  it('narrows by category, and shows everything without filters', () => {
    expect(filterTerms(glossary, '', 'knife_skills').map((t) => t.term)).toEqual(['brunoise', 'Julienne']);
    expect(filterTerms(glossary, 'julienne', 'cooking_methods')).toEqual([]);
    expect(filterTerms(glossary, '  ', '')).toHaveLength(3);
  });
});

describe('the form draft', () => {
  it('round-trips a term, sending empty optional texts as null', () => {
    const body = bodyOf({ ...draftOf(glossary[0]), timeEstimate: '  ', longDefinition: 'More words ' });
    expect(body).toMatchObject({ term: 'Sauté', category: 'cooking_methods', timeEstimate: null, longDefinition: 'More words', difficulty: null, searchTerms: ['sauteed'] });
  });

  it('labels categories for people', () => {
    expect(categoryLabel('food_safety')).toBe('Food safety');
  });
});
