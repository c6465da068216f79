import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface DonationsDataExport {
  donations: ExportRow[];
}

/**
 * Handled by donations (issue 19, one owner per table): the user's donations for the account export, every
 * column as stored (named like the API, moments in ISO).
 */
export class ExportDonationsDataQuery extends Query<DonationsDataExport> {
  constructor(readonly userId: string) {
    super();
  }
}
