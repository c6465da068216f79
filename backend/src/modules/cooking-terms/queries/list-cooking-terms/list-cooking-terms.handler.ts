import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookingTerm } from '@sous/contracts';
import { listCookingTerms } from '../../database/cooking-term.row.js';
import { ListCookingTermsQuery } from './list-cooking-terms.query.js';

@QueryHandler(ListCookingTermsQuery)
export class ListCookingTermsHandler implements IQueryHandler<ListCookingTermsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ filter }: ListCookingTermsQuery): Promise<CookingTerm[]> {
    return listCookingTerms(this.em, filter);
  }
}
