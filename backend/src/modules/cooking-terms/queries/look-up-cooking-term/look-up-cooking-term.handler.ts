import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type CookingTermDefinition, LookUpCookingTermQuery } from './look-up-cooking-term.query.js';
import { listCookingTerms, termKey } from '../../database/cooking-term.row.js';

/** The chef's "what does julienne mean?": by the term or any of its search terms. */
@QueryHandler(LookUpCookingTermQuery)
export class LookUpCookingTermHandler implements IQueryHandler<LookUpCookingTermQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ term }: LookUpCookingTermQuery): Promise<CookingTermDefinition | null> {
    const wanted = termKey(term);
    if (!wanted) return null;
    const terms = await listCookingTerms(this.em);
    const found =
      terms.find((t) => termKey(t.term) === wanted) ?? terms.find((t) => t.searchTerms.some((s) => termKey(s) === wanted));
    return found ? { term: found.term, shortDefinition: found.shortDefinition, longDefinition: found.longDefinition } : null;
  }
}
