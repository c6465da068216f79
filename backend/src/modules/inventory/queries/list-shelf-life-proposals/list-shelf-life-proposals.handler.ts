import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ShelfLifeProposal } from '@sous/contracts';
import { shelfLifeProposalsOf } from '../../database/shelf-life-history.js';
import { ListShelfLifeProposalsQuery } from './list-shelf-life-proposals.query.js';

/** What the household's history proposes now, less what it accepted or ignored (issue 35). */
@QueryHandler(ListShelfLifeProposalsQuery)
export class ListShelfLifeProposalsHandler implements IQueryHandler<ListShelfLifeProposalsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor }: ListShelfLifeProposalsQuery): Promise<ShelfLifeProposal[]> {
    return shelfLifeProposalsOf(this.em, actor.householdId, new Date());
  }
}
