import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Household } from '@sous/contracts';
import { NotFoundError } from '../../../../platform/errors/domain-error.js';
import { readHousehold } from '../../database/household.row.js';
import { GetHouseholdQuery } from './get-household.query.js';

@QueryHandler(GetHouseholdQuery)
export class GetHouseholdHandler implements IQueryHandler<GetHouseholdQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor }: GetHouseholdQuery): Promise<Household> {
    const household = await readHousehold(this.em, actor.householdId, actor.userId);
    if (!household) throw new NotFoundError();
    return household;
  }
}
