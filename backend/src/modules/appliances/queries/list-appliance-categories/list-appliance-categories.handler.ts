import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ApplianceCategory } from '@sous/contracts';
import { listApplianceCategories } from '../../database/appliance.row.js';
import { ListApplianceCategoriesQuery } from './list-appliance-categories.query.js';

@QueryHandler(ListApplianceCategoriesQuery)
export class ListApplianceCategoriesHandler implements IQueryHandler<ListApplianceCategoriesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute(): Promise<ApplianceCategory[]> {
    return listApplianceCategories(this.em);
  }
}
