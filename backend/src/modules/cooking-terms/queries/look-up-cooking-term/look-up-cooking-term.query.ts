import { Query } from '@nestjs/cqrs';

/** What the chef needs to explain a cooking term. */
export interface CookingTermDefinition {
  term: string;
  shortDefinition: string;
  longDefinition: string | null;
}

/**
 * Handled by cooking-terms: the term whose name or search terms match `term` (case-insensitive,
 * singular or plural), or null when the glossary has none. Executed by the chat's chef for "what
 * does julienne mean?".
 */
export class LookUpCookingTermQuery extends Query<CookingTermDefinition | null> {
  constructor(readonly term: string) {
    super();
  }
}
