import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { Appliance } from '@sous/contracts';
import { listAppliances } from '../../database/appliance.row.js';
import { ListAppliancesQuery } from './list-appliances.query.js';

@QueryHandler(ListAppliancesQuery)
export class ListAppliancesHandler implements IQueryHandler<ListAppliancesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor }: ListAppliancesQuery): Promise<Appliance[]> {
    return listAppliances(this.em, actor.householdId);
  }
}
