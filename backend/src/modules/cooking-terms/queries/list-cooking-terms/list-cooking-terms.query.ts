import { Query } from '@nestjs/cqrs';
import type { CookingTerm } from '@sous/contracts';
import type { CookingTermFilter } from '../../database/cooking-term.row.js';

/** `GET /api/cooking-terms?search=&category=`: the instance's glossary, alphabetical. */
export class ListCookingTermsQuery extends Query<CookingTerm[]> {
  constructor(readonly filter: CookingTermFilter = {}) {
    super();
  }
}
