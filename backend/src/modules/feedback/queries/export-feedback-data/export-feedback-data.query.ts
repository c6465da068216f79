import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface FeedbackDataExport {
  feedback: ExportRow[];
}

/**
 * Handled by feedback (issue 19, one owner per table): the feedback the user wrote for the account export,
 * the columns its author may see (named like the API, moments in ISO).
 */
export class ExportFeedbackDataQuery extends Query<FeedbackDataExport> {
  constructor(readonly userId: string) {
    super();
  }
}
