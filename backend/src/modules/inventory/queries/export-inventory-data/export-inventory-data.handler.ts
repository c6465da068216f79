import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportInventoryDataQuery, type InventoryDataExport } from './export-inventory-data.query.js';

@QueryHandler(ExportInventoryDataQuery)
export class ExportInventoryDataHandler implements IQueryHandler<ExportInventoryDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ householdId }: ExportInventoryDataQuery): Promise<InventoryDataExport> {
    return {
      storageLocations: await exportRows(this.em, 'select * from storage_locations where household_id = ? order by sort_order, created_at', [householdId]),
      foodItems: await exportRows(this.em, 'select * from food_items where household_id = ? order by added_at, id', [householdId]),
      foodItemEvents: await exportRows(this.em, 'select * from food_item_events where household_id = ? order by occurred_at, id', [householdId]),
      shelfLives: await exportRows(this.em, 'select * from household_shelf_lives where household_id = ? order by created_at, id', [householdId]),
    };
  }
}
