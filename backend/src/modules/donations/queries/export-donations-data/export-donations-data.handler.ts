import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportDonationsDataQuery, type DonationsDataExport } from './export-donations-data.query.js';

@QueryHandler(ExportDonationsDataQuery)
export class ExportDonationsDataHandler implements IQueryHandler<ExportDonationsDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ userId }: ExportDonationsDataQuery): Promise<DonationsDataExport> {
    return {
      donations: await exportRows(this.em, 'select * from donations where user_id = ? order by created_at, id', [userId]),
    };
  }
}
