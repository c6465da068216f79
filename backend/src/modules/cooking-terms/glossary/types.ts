/** One entry of the Sous cooking glossary (spec 001 §3 cooking_terms, without ids and timestamps). */
export const GLOSSARY_CATEGORIES = ['knife_skills', 'cooking_methods', 'prep_techniques', 'baking', 'sauces', 'equipment', 'food_safety'] as const;
export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

export const GLOSSARY_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type GlossaryDifficulty = (typeof GLOSSARY_DIFFICULTIES)[number];

export interface GlossaryTerm {
  /** The term as a cook writes it ('Sauté'). Unique in the glossary, ignoring case and accents. */
  term: string;
  category: GlossaryCategory;
  /** One line for a hover card. */
  shortDefinition: string;
  /** A paragraph for the popover. */
  longDefinition: string;
  difficulty: GlossaryDifficulty;
  /** How long the technique takes as written in a recipe ('2-5 minutes'). */
  timeEstimate: string;
  tools: readonly string[];
  tips: readonly string[];
  /** Other terms of this glossary, by their `term`. */
  relatedTerms: readonly string[];
  /** Lowercase words and forms that point to this term in recipe text ('sautéed', 'sauteing'). */
  searchTerms: readonly string[];
}
