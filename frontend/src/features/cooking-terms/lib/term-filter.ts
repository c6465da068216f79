import type { CookingTerm, CookingTermCategory, CookingTermDifficulty, CreateCookingTermBody } from '@sous/contracts';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The admin table's search, on the glossary already loaded (instant, and it stays live with the
 * socket): the term, its short definition or a search term contains the words, ignoring case and
 * accents; the category, when chosen, matches. Alphabetical like the glossary.
 */
export function filterTerms(terms: readonly CookingTerm[], search: string, category: string): CookingTerm[] {
  const wanted = fold(search);
  return terms
    .filter((term) => !category || term.category === category)
    .filter((term) => !wanted || [term.term, term.shortDefinition, ...term.searchTerms].some((text) => fold(text).includes(wanted)))
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}

/** 'knife_skills' → 'Knife skills'. */
export const categoryLabel = (category: string) => {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The form's values as the admin typed them; empty texts mean none. */
export interface TermDraft {
  term: string;
  category: string;
  shortDefinition: string;
  longDefinition: string;
  difficulty: string;
  timeEstimate: string;
  tools: string[];
  tips: string[];
  relatedTerms: string[];
  searchTerms: string[];
  imageUrl: string;
  videoUrl: string;
}

export const emptyDraft = (category = 'cooking_methods'): TermDraft => ({
  term: '',
  category,
  shortDefinition: '',
  longDefinition: '',
  difficulty: '',
  timeEstimate: '',
  tools: [],
  tips: [],
  relatedTerms: [],
  searchTerms: [],
  imageUrl: '',
  videoUrl: '',
});

export const draftOf = (term: CookingTerm): TermDraft => ({
  term: term.term,
  category: term.category,
  shortDefinition: term.shortDefinition,
  longDefinition: term.longDefinition ?? '',
  difficulty: term.difficulty ?? '',
  timeEstimate: term.timeEstimate ?? '',
  tools: [...term.tools],
  tips: [...term.tips],
  relatedTerms: [...term.relatedTerms],
  searchTerms: [...term.searchTerms],
  imageUrl: term.imageUrl ?? '',
  videoUrl: term.videoUrl ?? '',
});

/** The body the API takes: empty optional texts become null (so an edit can clear them). */
export function bodyOf(draft: TermDraft): CreateCookingTermBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    term: draft.term.trim(),
    category: draft.category as CookingTermCategory,
    shortDefinition: draft.shortDefinition.trim(),
    longDefinition: orNull(draft.longDefinition),
    difficulty: orNull(draft.difficulty) as CookingTermDifficulty | null,
    timeEstimate: orNull(draft.timeEstimate),
    tools: draft.tools,
    tips: draft.tips,
    relatedTerms: draft.relatedTerms,
    searchTerms: draft.searchTerms,
    imageUrl: orNull(draft.imageUrl),
    videoUrl: orNull(draft.videoUrl),
  };
}
