import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportAppliancesDataQuery, type AppliancesDataExport } from './export-appliances-data.query.js';

@QueryHandler(ExportAppliancesDataQuery)
export class ExportAppliancesDataHandler implements IQueryHandler<ExportAppliancesDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ householdId }: ExportAppliancesDataQuery): Promise<AppliancesDataExport> {
    return {
      appliances: await exportRows(this.em, 'select * from appliances where household_id = ? order by created_at, id', [householdId]),
    };
  }
}
