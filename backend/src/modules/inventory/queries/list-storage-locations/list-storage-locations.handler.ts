import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { StorageLocation } from '@sous/contracts';
import { listStorageLocations } from '../../database/storage-location.row.js';
import { ListStorageLocationsQuery } from './list-storage-locations.query.js';

@QueryHandler(ListStorageLocationsQuery)
export class ListStorageLocationsHandler implements IQueryHandler<ListStorageLocationsQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor }: ListStorageLocationsQuery): Promise<StorageLocation[]> {
    return listStorageLocations(this.em, actor.householdId);
  }
}
