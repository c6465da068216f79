import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Household } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { readHousehold } from '../../application/household-view.js';
import { GetHouseholdQuery } from './get-household.query.js';

@QueryHandler(GetHouseholdQuery)
export class GetHouseholdHandler implements IQueryHandler<GetHouseholdQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor }: GetHouseholdQuery): Promise<Household> {
    const household = await readHousehold(this.em, this.queries, actor.householdId, actor.userId);
    if (!household) throw new NotFoundError('households.household-not-found');
    return household;
  }
}
