import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportFeedbackDataQuery, type FeedbackDataExport } from './export-feedback-data.query.js';

@QueryHandler(ExportFeedbackDataQuery)
export class ExportFeedbackDataHandler implements IQueryHandler<ExportFeedbackDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ userId }: ExportFeedbackDataQuery): Promise<FeedbackDataExport> {
    return {
      feedback: await exportRows(this.em, 'select * from feedback where user_id = ? order by created_at, id', [userId]),
    };
  }
}
