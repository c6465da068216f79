import { Query } from '@nestjs/cqrs';
import type { CookingTerm } from '@sous/contracts';

/** `GET /api/cooking-terms`: the instance's glossary, alphabetical. */
export class ListCookingTermsQuery extends Query<CookingTerm[]> {}
